// Where uploaded workflow files and thumbnails are kept: behind this interface, in the database
// (table media_files), so any API instance on the database serves any upload. Writes take the
// caller's transaction, so a file and the workflow row that points at it commit or fail together.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.ts';

export interface StoredFile {
  bytes: Buffer;
  contentType: string;
  updatedAt: string;
}

export interface FileStorage {
  put(trx: Kysely<Database>, name: string, bytes: Buffer): Promise<void>;
  get(name: string): Promise<StoredFile | null>;
  remove(trx: Kysely<Database>, name: string): Promise<void>;
}

const CONTENT_TYPES: Record<string, string> = {
  json: 'application/json; charset=utf-8',
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
};

export function contentTypeOf(name: string): string {
  return CONTENT_TYPES[name.split('.').at(-1)?.toLowerCase() ?? ''] ?? 'application/octet-stream';
}

export function createDatabaseFileStorage(db: Kysely<Database>): FileStorage {
  return {
    async put(trx, name, bytes) {
      const row = { name, content_type: contentTypeOf(name), bytes, updated_at: new Date().toISOString() };
      await trx
        .insertInto('media_files')
        .values(row)
        .onConflict((oc) => oc.column('name').doUpdateSet({ content_type: row.content_type, bytes: row.bytes, updated_at: row.updated_at }))
        .execute();
    },

    async get(name) {
      const row = await db.selectFrom('media_files').selectAll().where('name', '=', name).executeTakeFirst();
      return row ? { bytes: Buffer.from(row.bytes), contentType: row.content_type, updatedAt: row.updated_at } : null;
    },

    async remove(trx, name) {
      await trx.deleteFrom('media_files').where('name', '=', name).execute();
    },
  };
}
