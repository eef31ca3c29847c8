// Where members' shared media are kept: behind one interface, in the database (table media_files, the
// default: every instance on the database serves every file, decision 0007) or in an S3-compatible
// bucket when MEDIA_S3_* are set (decision 0034). Keys are content-hashed, so a key's bytes never
// change and the API serves them with an immutable cache header whichever store holds them.
import type { Kysely } from 'kysely';
import { AwsClient } from 'aws4fetch';
import type { MediaS3Config } from '../config.ts';
import type { Database } from '../db/types.ts';
import { ServiceUnavailableError } from './errors.ts';

export interface MediaObject {
  bytes: Buffer;
  contentType: string;
}

export interface MediaStorage {
  readonly kind: 'database' | 's3';
  /** Stores the bytes under the key (a key already stored is left as it is: same key, same bytes). */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<MediaObject | null>;
  remove(key: string): Promise<void>;
}

export function createDatabaseMediaStorage(db: Kysely<Database>): MediaStorage {
  return {
    kind: 'database',
    async put(key, bytes, contentType) {
      await db
        .insertInto('media_files')
        .values({ name: key, content_type: contentType, bytes, updated_at: new Date().toISOString() })
        .onConflict((oc) => oc.column('name').doNothing())
        .execute();
    },
    async get(key) {
      const row = await db.selectFrom('media_files').select(['bytes', 'content_type']).where('name', '=', key).executeTakeFirst();
      return row ? { bytes: Buffer.from(row.bytes), contentType: row.content_type } : null;
    },
    async remove(key) {
      await db.deleteFrom('media_files').where('name', '=', key).execute();
    },
  };
}

/** How long one request to the bucket may take. */
const S3_TIMEOUT_MS = 15_000;
const S3_AWAY = 'The media storage is not answering. Please try again in a minute.';

export function createS3MediaStorage(config: MediaS3Config): MediaStorage {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    region: config.region,
    service: 's3',
  });
  const url = (key: string) =>
    `${config.endpoint}/${encodeURIComponent(config.bucket)}/${key.split('/').map(encodeURIComponent).join('/')}`;

  async function send(key: string, init: RequestInit): Promise<Response> {
    try {
      return await client.fetch(url(key), { ...init, signal: AbortSignal.timeout(S3_TIMEOUT_MS) });
    } catch {
      throw new ServiceUnavailableError(S3_AWAY, 30);
    }
  }
  async function failed(response: Response, action: string): Promise<never> {
    const body = await response.text().catch(() => '');
    const code = /<Code>([^<]+)<\/Code>/.exec(body)?.[1] ?? 'no error code';
    if (response.status >= 500) throw new ServiceUnavailableError(S3_AWAY, 30);
    throw new Error(`The media bucket refused to ${action}: HTTP ${response.status} (${code}).`);
  }

  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      const response = await send(key, { method: 'PUT', body: new Uint8Array(bytes), headers: { 'content-type': contentType } });
      if (!response.ok) await failed(response, `store ${key}`);
      await response.arrayBuffer();
    },
    async get(key) {
      const response = await send(key, { method: 'GET' });
      if (response.status === 404) {
        await response.arrayBuffer();
        return null;
      }
      if (!response.ok) return failed(response, `read ${key}`);
      return {
        bytes: Buffer.from(await response.arrayBuffer()),
        contentType: response.headers.get('content-type') ?? 'application/octet-stream',
      };
    },
    async remove(key) {
      const response = await send(key, { method: 'DELETE' });
      if (!response.ok && response.status !== 404) await failed(response, `delete ${key}`);
      await response.arrayBuffer();
    },
  };
}

/** The bucket when MEDIA_S3_* are set, else the database. */
export function createMediaStorage(db: Kysely<Database>, s3: MediaS3Config | null): MediaStorage {
  return s3 ? createS3MediaStorage(s3) : createDatabaseMediaStorage(db);
}
