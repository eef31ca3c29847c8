// npm run user:create -- --email <e> --password <p> [--first-name …] [--last-name …] [--staff] [--paid]
// Creates a user, or updates the one with that email, in the database the configuration names
// (DATA_DIR / DATABASE_URL, as the server reads them). Flags that are not given are left as they are
// on an existing user (--no-staff / --no-paid clear them). A user it creates has a verified email
// address (the operator vouches for it), so a later Google sign-in with that address links to the
// account instead of taking it over as it would an unconfirmed sign-up.
import { failWithUsage, parseFlags } from './command-line.ts';
import { loadConfig } from '../api/src/config.ts';
import { migrateToLatest, openDatabase } from '../api/src/db/index.ts';
import { hashPassword } from '../api/src/features/accounts/passwords.ts';

const USAGE =
  'Usage: npm run user:create -- --email <email> --password <password> [--first-name <name>] [--last-name <name>] [--staff | --no-staff] [--paid | --no-paid]';

const fail: (message: string) => never = failWithUsage(USAGE, 1);

const args = parseFlags(
  {
    allowNegative: true,
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      staff: { type: 'boolean' },
      paid: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  },
  USAGE,
  fail,
);

const email = args.email?.trim().toLowerCase() ?? '';
if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) fail('--email must be an email address.');
if (args.password !== undefined && args.password.length < 8) fail('--password must be at least 8 characters long.');

const handle = openDatabase(loadConfig());
try {
  await migrateToLatest(handle);
  const { db } = handle;
  const existing = await db.selectFrom('users').select(['id']).where('email', '=', email).executeTakeFirst();
  const flags = {
    ...(args.staff !== undefined ? { is_staff: args.staff ? 1 : 0 } : {}),
    ...(args.paid !== undefined ? { is_paid_member: args.paid ? 1 : 0 } : {}),
  };
  const names = {
    ...(args['first-name'] !== undefined ? { first_name: args['first-name'].trim() } : {}),
    ...(args['last-name'] !== undefined ? { last_name: args['last-name'].trim() } : {}),
  };
  const password = args.password !== undefined ? { password_hash: await hashPassword(args.password) } : {};
  let id: number;
  if (existing) {
    id = existing.id;
    const changes = { ...names, ...flags, ...password };
    if (Object.keys(changes).length > 0) await db.updateTable('users').set(changes).where('id', '=', id).execute();
  } else {
    if (args.password === undefined) fail('--password is required to create a user.');
    const joined = new Date().toISOString();
    ({ id } = await db
      .insertInto('users')
      .values({
        email,
        first_name: '',
        last_name: '',
        is_staff: 0,
        is_paid_member: 0,
        date_joined: joined,
        email_verified_at: joined,
        ...names,
        ...flags,
        ...password,
      })
      .returning('id')
      .executeTakeFirstOrThrow());
  }
  const user = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const roles = [user.is_staff ? 'staff' : 'not staff', user.is_paid_member ? 'paid member' : 'not paid'].join(', ');
  console.log(`${existing ? 'Updated' : 'Created'} user #${user.id} ${user.email} (${roles}).`);
} finally {
  await handle.db.destroy();
}
