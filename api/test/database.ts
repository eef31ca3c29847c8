// The database a test app runs on. Without TEST_DATABASE_URL: SQLite in the app's data folder (null
// here). With it (a postgres:// URL of a server the tests may create databases on): a new empty
// database `test_api_<time>_<random>` on that server for each test site, dropped when the site closes.
// Databases that a crashed run left behind are dropped after an hour.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface TestDatabase {
  /** DATABASE_URL of the new database. */
  url: string;
  drop(): Promise<void>;
}

const PREFIX = 'test_api_';
const STALE_AFTER_SECONDS = 3600;

/** The PostgreSQL server of the test run, or null for SQLite. */
export function testDatabaseUrl(): string | null {
  const url = process.env.TEST_DATABASE_URL?.trim();
  return url ? url : null;
}

export function onPostgres(): boolean {
  return testDatabaseUrl() !== null;
}

function withDatabase(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdmin<T>(serverUrl: string, task: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await task(client);
  } finally {
    await client.end();
  }
}

async function dropStale(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [`${PREFIX}%`]);
  const now = Math.floor(Date.now() / 1000);
  for (const { datname } of rows) {
    const created = Number(datname.slice(PREFIX.length).split('_')[0]);
    if (Number.isFinite(created) && now - created > STALE_AFTER_SECONDS) {
      await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`).catch(() => undefined);
    }
  }
}

/** A new empty database on the test server, or null when the tests run on SQLite. */
export async function createTestDatabase(serverUrl = testDatabaseUrl()): Promise<TestDatabase | null> {
  if (!serverUrl) return null;
  const name = `${PREFIX}${Math.floor(Date.now() / 1000)}_${randomBytes(6).toString('hex')}`;
  await withAdmin(serverUrl, async (client) => {
    await dropStale(client);
    await client.query(`CREATE DATABASE "${name}"`);
  });
  let dropped = false;
  return {
    url: withDatabase(serverUrl, name),
    async drop() {
      if (dropped) return;
      dropped = true;
      await withAdmin(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    },
  };
}
