// Health: the version and whether the database answers.
import { sql, type Kysely } from 'kysely';
import type { Health } from 'contracts';
import type { Database } from '../../db/types.ts';

export function createHealthService({ db, dialect, version }: { db: Kysely<Database>; dialect: string; version: string }) {
  return {
    async check(): Promise<Health> {
      let ok = true;
      try {
        await sql`SELECT 1`.execute(db);
      } catch {
        ok = false;
      }
      const status = ok ? 'ok' : 'error';
      return { status, version, database: { status, dialect } };
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
