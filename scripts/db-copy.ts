// npm run db:copy -- --from <sqlite file> --to <postgres url> [--force]
// Moves a site from its SQLite file to PostgreSQL: creates the schema on the target, copies every
// table, then checks each table's row count and checksum on both sides. Refuses a target that is not
// empty unless --force (which replaces the rows of the site's tables). See api/src/db/DEPLOYMENT.md.
import { failWithUsage, parseFlags } from './command-line.ts';
import { CopyError, copyDatabase } from '../api/src/db/copy.ts';

const USAGE = 'Usage: npm run db:copy -- --from <sqlite file> --to <postgres://user@host:port/database> [--force]';

const fail: (message: string) => never = failWithUsage(USAGE, 2);

const args = parseFlags(
  {
    options: {
      from: { type: 'string' },
      to: { type: 'string' },
      force: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h' },
    },
  },
  USAGE,
  fail,
);
if (!args.from) fail('--from is required.');
if (!args.to) fail('--to is required.');

/** The URL without its password, for messages. */
function shown(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return url;
  }
}

console.log(`Copying ${args.from} → ${shown(args.to)}`);
try {
  const report = await copyDatabase({ from: args.from, to: args.to, force: args.force, log: (line) => console.log(line) });
  const rows = report.tables.reduce((sum, t) => sum + t.rows, 0);
  if (!report.ok) {
    const differing = report.tables.filter((t) => !t.matches).map((t) => t.table);
    console.error(`Verification failed: ${differing.join(', ')} differ between the source and the target.`);
    process.exit(1);
  }
  console.log(`Done: ${report.tables.length} tables, ${rows} rows copied; every table's row count and checksum match.`);
} catch (error) {
  if (error instanceof CopyError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
