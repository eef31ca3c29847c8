// Opens the database, runs the migrations, decorates `app.db` (Kysely), `app.dbDialect`,
// `app.dbExclusive` (a lock shared by every instance on the database, for start-up work) and
// `app.dbProbe` (ok, busy or error, for the health check), and closes the database when the app closes.
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Config } from '../config.ts';
import { migrateToLatest, openDatabase, type DatabaseHandle, type DialectName } from '../db/index.ts';
import type { Database } from '../db/types.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dbDialect: DialectName;
    dbExclusive: DatabaseHandle['exclusive'];
    dbProbe: DatabaseHandle['probe'];
    /** The SQLite file, or null (PostgreSQL, in memory). */
    dbFile: string | null;
  }
}

export interface DbPluginOptions {
  config: Config;
}

export default fp<DbPluginOptions>(
  async (app, { config }) => {
    const handle = openDatabase(config, {
      onConnectionError: (error) => app.log.warn({ err: error }, 'database connection lost; reconnecting on demand'),
    });
    try {
      const result = await migrateToLatest(handle);
      for (const migration of result.results ?? []) {
        app.log.info({ migration: migration.migrationName, status: migration.status }, 'database migration');
      }
    } catch (error) {
      await handle.close();
      throw error;
    }
    app.decorate('db', handle.db);
    app.decorate('dbDialect', handle.dialect);
    app.decorate('dbExclusive', handle.exclusive);
    app.decorate('dbProbe', handle.probe);
    app.decorate('dbFile', handle.file);
    // Start-up work (migrations, the content sync) may take long; requests may not.
    app.addHook('onReady', async () => handle.enforceQueryTimeout());
    app.addHook('onClose', async () => {
      await handle.close();
    });
  },
  { name: 'db' },
);
