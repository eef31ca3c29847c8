// npm run db:copy -- --from <sqlite file> --to <postgres url> [--force]
// Moves a site from its SQLite file to PostgreSQL: creates the schema on the target, copies every
// table, then checks each table's row count and checksum on both sides. Refuses a target that is not
// empty unless --force (which replaces the rows of the site's tables). See api/src/db/DEPLOYMENT.md.
import { parseArgs } from 'node:util';
import { CopyError, copyDatabase } from '../api/src/db/copy.ts';

const USAGE = 'Usage: npm run db:copy -- --from <sqlite file> --to <postgres://user@host:port/database> [--force]';

function fail(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

let args;
try {
  args = parseArgs({
    options: {
      from: { type: 'string' },
      to: { type: 'string' },
      force: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h' },
    },
  }).values;
} catch (error) {
  fail((error as Error).message);
}
if (args.help) {
  console.log(USAGE);
  process.exit(0);
}
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
