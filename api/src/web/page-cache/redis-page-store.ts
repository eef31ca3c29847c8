// Rendered pages in Redis (REDIS_URL), shared by every instance: each page is a hash (its metadata
// and its brotli-compressed HTML) that expires when its stale window ends; each tag is a set of the page
// keys carrying it. A purge on any instance deletes the pages of its tags for all of them. Redis that
// does not answer within a moment counts as a miss: the page is rendered, never held up.
import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { PageMeta, PageStore } from './page-store.ts';

/** How long a page request waits for Redis before rendering the page itself. */
const REDIS_WAIT_MS = 250;

function withinWait<T>(command: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis did not answer within ${REDIS_WAIT_MS} ms`)), REDIS_WAIT_MS);
  });
  return Promise.race([command, timeout]).finally(() => clearTimeout(timer));
}

/** Stores a page and indexes its tags in one step, unless the epoch moved (a purge ran since the render began). */
const STORE_SCRIPT = `
if tonumber(redis.call('GET', KEYS[1]) or '0') ~= tonumber(ARGV[1]) then return 0 end
redis.call('HSET', KEYS[2], 'meta', ARGV[3], 'br', ARGV[4])
redis.call('PEXPIRE', KEYS[2], ARGV[2])
for i = 3, #KEYS do
  redis.call('SADD', KEYS[i], KEYS[2])
  redis.call('PEXPIRE', KEYS[i], ARGV[2])
end
return 1`;

export function redisPageStore(redis: Redis, prefix: string): PageStore {
  const pageKey = (key: string) => `${prefix}page:${createHash('sha1').update(key).digest('base64url')}`;
  const tagKey = (tag: string) => `${prefix}page-tag:${tag}`;
  const epochKey = `${prefix}page-epoch`;
  return {
    kind: 'redis',
    async get(key) {
      const [meta, body] = await withinWait(redis.hmgetBuffer(pageKey(key), 'meta', 'br'));
      if (!meta || !body) return undefined;
      return { ...(JSON.parse(meta.toString('utf8')) as PageMeta), body };
    },
    async set(key, page, lifetimeMs, since) {
      const { body, ...meta } = page;
      const keys = [epochKey, pageKey(key), ...page.tags.map(tagKey)];
      const args = [since, lifetimeMs, JSON.stringify(meta), body];
      return (await withinWait(redis.eval(STORE_SCRIPT, keys.length, ...keys, ...args))) === 1;
    },
    async purge(tags) {
      const pipeline = redis.multi().incr(epochKey);
      for (const tag of tags) pipeline.smembers(tagKey(tag));
      const replies = (await pipeline.exec()) ?? [];
      const keys = new Set(replies.slice(1).flatMap(([, members]) => (Array.isArray(members) ? (members as string[]) : [])));
      if (keys.size > 0 || tags.length > 0) await redis.del(...keys, ...tags.map(tagKey));
      return keys.size;
    },
    async epoch() {
      return Number((await withinWait(redis.get(epochKey))) ?? 0);
    },
    async claim(key, ms) {
      return (await withinWait(redis.set(`${pageKey(key)}:refresh`, '1', 'PX', ms, 'NX'))) === 'OK';
    },
    size: () => null,
    async close() {
      await redis.quit();
    },
  };
}
