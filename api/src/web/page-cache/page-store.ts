// Where rendered pages are kept: in this process (an LRU bounded in bytes), or in Redis (shared by
// every instance, see redis-page-store.ts). A page is kept once, brotli-compressed: what nearly every
// browser takes, so a hit costs no compression, at a seventh of the page's bytes (the rare client
// without brotli gets it decoded, see page-cache.ts). Each carries the tags of what it shows, by
// which it is purged.
import { LRUCache } from 'lru-cache';

export type Encoding = 'identity' | 'br' | 'gzip';

export interface PageMeta {
  status: number;
  /** Weak validator of the page's bytes (`W/"…"`). */
  etag: string;
  tags: string[];
  /** When it was rendered (ms since the epoch). */
  storedAt: number;
}

export interface StoredPage extends PageMeta {
  /** The page's HTML, brotli-compressed. */
  body: Buffer;
}

export interface PageStore {
  readonly kind: 'memory' | 'redis';
  get(key: string): Promise<StoredPage | undefined>;
  /** Keeps a page for `lifetimeMs` (fresh and stale), unless a purge ran since `epoch` was read; answers whether it did. */
  set(key: string, page: StoredPage, lifetimeMs: number, epoch: number): Promise<boolean>;
  /** Drops every page carrying one of the tags; answers how many. */
  purge(tags: readonly string[]): Promise<number>;
  /** A counter every purge moves on: a render that began before a purge is not stored after it. */
  epoch(): Promise<number>;
  /** True for the one caller (on any instance) that may refresh this key for the next `ms`. */
  claim(key: string, ms: number): Promise<boolean>;
  /** Entries and bytes held (memory only). */
  size(): { entries: number; bytes: number } | null;
  close(): Promise<void>;
}

/** Per-entry bookkeeping beyond the body: key, tags, validator. */
const ENTRY_OVERHEAD_BYTES = 512;

function sizeOf(page: StoredPage): number {
  return page.body.length + ENTRY_OVERHEAD_BYTES;
}

export function memoryPageStore(maxBytes: number): PageStore {
  const byTag = new Map<string, Set<string>>();
  let epoch = 0;
  const unindex = (key: string, tags: readonly string[]) => {
    for (const tag of tags) {
      const keys = byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) byTag.delete(tag);
    }
  };
  const pages = new LRUCache<string, StoredPage>({
    maxSize: maxBytes,
    sizeCalculation: sizeOf,
    // An overwrite keeps the key's tags (they follow from the key); anything else leaves the index.
    dispose: (page, key, reason) => {
      if (reason !== 'set') unindex(key, page.tags);
    },
  });
  return {
    kind: 'memory',
    async get(key) {
      return pages.get(key);
    },
    async set(key, page, lifetimeMs, since) {
      if (since !== epoch) return false;
      pages.set(key, page, { ttl: lifetimeMs });
      if (!pages.has(key)) return false;
      for (const tag of page.tags) {
        let keys = byTag.get(tag);
        if (!keys) byTag.set(tag, (keys = new Set()));
        keys.add(key);
      }
      return true;
    },
    async purge(tags) {
      epoch += 1;
      const keys = new Set(tags.flatMap((tag) => [...(byTag.get(tag) ?? [])]));
      for (const key of keys) pages.delete(key);
      return keys.size;
    },
    async epoch() {
      return epoch;
    },
    // One process: the cache's own single flight already keeps refreshes to one per key.
    async claim() {
      return true;
    },
    size() {
      return { entries: pages.size, bytes: pages.calculatedSize };
    },
    async close() {
      pages.clear();
    },
  };
}
