// The render cache: a rendered page is kept under a key naming everything its bytes depend on and
// served again while fresh; once stale it is still served at once while one render refreshes it
// (stale-while-revalidate), and concurrent misses of one key wait for one render (no stampede).
// Only what the caller marks storable is kept (never a page left to the browser, an error page or a
// page for a staff member); a purge by tag drops pages on the next request (docs/decisions/0013).
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, brotliDecompressSync } from 'node:zlib';
import type { FastifyBaseLogger } from 'fastify';
import type { Encoding, PageStore, StoredPage } from './page-store.ts';
import { BROTLI_PARAMS } from '../../plugins/compression.ts';

const brotli = promisify(brotliCompress);

export type Rendered =
  { kind: 'page'; status: number; html: string; storable: boolean } | { kind: 'redirect'; status: 301; location: string };

export type CacheState = 'hit' | 'stale' | 'miss' | 'off';

export type Served =
  | { kind: 'redirect'; status: 301; location: string; state: CacheState }
  | {
      kind: 'page';
      status: number;
      etag: string;
      /** The page in `encoding`, or the text for the compression plugin to encode (encoding null). */
      body: Buffer | string;
      encoding: Encoding | null;
      state: CacheState;
      /** True for a page the cache may keep (and so a CDN): fully rendered, 200, not staff. */
      storable: boolean;
      /** What the page shows (a stored page's own tags). */
      tags: readonly string[];
    };

export interface PageCacheStats {
  store: 'memory' | 'redis' | 'off';
  hits: number;
  misses: number;
  stale: number;
  stored: number;
  purged: number;
  errors: number;
  entries: number | null;
  bytes: number | null;
}

export interface PageCache {
  readonly enabled: boolean;
  readonly ttlSeconds: number;
  readonly staleSeconds: number;
  /** The page under `key` (null: render it, never stored); `tags` says what a rendered page shows (a stored page keeps its own). */
  serve(key: string | null, tags: () => string[], encoding: Encoding, render: () => Promise<Rendered>): Promise<Served>;
  purge(tags: readonly string[]): Promise<void>;
  stats(): PageCacheStats;
  close(): Promise<void>;
}

export interface PageCacheOptions {
  store: PageStore | null;
  ttlSeconds: number;
  staleSeconds: number;
  log: FastifyBaseLogger;
}

/**
 * Characters hashed at a time: their UTF-8 (at most 3 bytes each) stays under the allocator's mmap
 * threshold (64 KiB in the start script), where a whole page at once (70–150 KB) is a fresh mapping
 * and its page faults on every request (decision 0045).
 */
const HASH_SLICE_CHARS = 16 * 1024;

export function etagOf(html: string): string {
  const hash = createHash('sha1');
  for (let start = 0; start < html.length;) {
    let end = Math.min(start + HASH_SLICE_CHARS, html.length);
    // Never between the two halves of a surrogate pair: the slices' UTF-8 is then the page's.
    const last = html.charCodeAt(end - 1);
    if (end < html.length && last >= 0xd800 && last <= 0xdbff) end -= 1;
    hash.update(html.slice(start, end));
    start = end;
  }
  return `W/"${hash.digest('base64url').slice(0, 22)}"`;
}

/**
 * The stored form of a page: brotli as the compression plugin uses it on the fly (decision
 * 0013), in a buffer of its own size. zlib answers with a view of its 64 KiB output buffer, so a
 * ~18 KB page kept as it came would hold 64 KiB (decision 0031).
 */
async function compressed(html: string): Promise<Buffer> {
  const view = await brotli(html, { params: BROTLI_PARAMS });
  const own = Buffer.allocUnsafeSlow(view.length);
  view.copy(own);
  return own;
}

/** A storable page's text for a client without brotli: the compression plugin gzips it (null), or it goes as it is. */
const decoded = (encoding: Encoding): 'identity' | null => (encoding === 'identity' ? encoding : null);

/** A stored page for a client: its brotli bytes as they are, or decoded for one without brotli (a few in a thousand: old crawlers, scripts). */
function stored(page: StoredPage, encoding: Encoding, state: CacheState): Served {
  const { status, etag, tags } = page;
  return encoding === 'br'
    ? { kind: 'page', status, etag, body: page.body, encoding, state, storable: true, tags }
    : { kind: 'page', status, etag, body: brotliDecompressSync(page.body), encoding: decoded(encoding), state, storable: true, tags };
}

export function createPageCache({ store, ttlSeconds, staleSeconds, log }: PageCacheOptions): PageCache {
  const ttlMs = ttlSeconds * 1000;
  const lifetimeMs = (ttlSeconds + staleSeconds) * 1000;
  const counts = { hits: 0, misses: 0, stale: 0, stored: 0, purged: 0, errors: 0 };
  /** Renders under way in this process, by key: every request of that key waits for the same one. */
  const inflight = new Map<string, Promise<{ rendered: Rendered; page: StoredPage | null }>>();

  const failed = (what: string) => (error: unknown) => {
    counts.errors += 1;
    log.warn({ err: error }, `render cache: ${what} failed`);
    return undefined;
  };

  const renderOnce = (key: string, tags: () => string[], render: () => Promise<Rendered>) => {
    const running = inflight.get(key);
    if (running) return running;
    const started = (async () => {
      const epoch = store ? await store.epoch().catch(failed('reading the purge epoch')) : undefined;
      const rendered = await render();
      if (!store || epoch === undefined || rendered.kind !== 'page' || !rendered.storable) return { rendered, page: null };
      const page: StoredPage = {
        status: rendered.status,
        etag: etagOf(rendered.html),
        tags: tags(),
        storedAt: Date.now(),
        body: await compressed(rendered.html),
      };
      const stored = await store.set(key, page, lifetimeMs, epoch).catch(failed('storing a page'));
      if (stored) counts.stored += 1;
      return { rendered, page };
    })().finally(() => inflight.delete(key));
    inflight.set(key, started);
    return started;
  };

  const plain = (rendered: Rendered, state: CacheState, tags: () => string[]): Served =>
    rendered.kind === 'redirect'
      ? { ...rendered, state }
      : {
          kind: 'page',
          status: rendered.status,
          etag: etagOf(rendered.html),
          body: rendered.html,
          encoding: null,
          state,
          storable: rendered.storable,
          tags: tags(),
        };

  const answer = async (
    key: string,
    tags: () => string[],
    encoding: Encoding,
    render: () => Promise<Rendered>,
    state: CacheState,
  ): Promise<Served> => {
    const { rendered, page } = await renderOnce(key, tags, render);
    if (!page || rendered.kind !== 'page') return plain(rendered, state, tags);
    const body = encoding === 'br' ? { body: page.body, encoding } : { body: rendered.html, encoding: decoded(encoding) };
    return { kind: 'page', status: page.status, etag: page.etag, ...body, state, storable: true, tags: page.tags };
  };

  const refresh = async (key: string, tags: () => string[], render: () => Promise<Rendered>) => {
    if (inflight.has(key) || !store || !(await store.claim(key, 30_000))) return;
    await renderOnce(key, tags, render);
  };

  return {
    enabled: store !== null,
    ttlSeconds,
    staleSeconds,
    async serve(key, tags, encoding, render) {
      if (!store || key === null) return plain(await render(), 'off', tags);
      const hit = await store.get(key).catch(failed('reading a page'));
      if (!hit) {
        counts.misses += 1;
        return answer(key, tags, encoding, render, 'miss');
      }
      const fresh = Date.now() - hit.storedAt < ttlMs;
      if (fresh) counts.hits += 1;
      else {
        counts.stale += 1;
        void refresh(key, tags, render).catch(failed('refreshing a stale page'));
      }
      return stored(hit, encoding, fresh ? 'hit' : 'stale');
    },
    async purge(tags) {
      if (!store || tags.length === 0) return;
      const dropped = await store.purge(tags).catch(failed('purging pages'));
      counts.purged += dropped ?? 0;
    },
    stats() {
      const size = store?.size() ?? null;
      return { store: store?.kind ?? 'off', ...counts, entries: size?.entries ?? null, bytes: size?.bytes ?? null };
    },
    async close() {
      await store?.close();
    },
  };
}
