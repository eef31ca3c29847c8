// Compresses every dynamic text answer (API JSON, rendered pages, sitemap, RSS, media SVG and
// workflow files) on the fly: brotli when the browser accepts it, gzip otherwise, identity for the
// rest, always with `Vary: Accept-Encoding`. Built assets are compressed once at build time and sent
// as they are by @fastify/static (`preCompressed`); this plugin leaves already-encoded answers and
// partial content (Range) alone.
import compress from '@fastify/compress';
import fp from 'fastify-plugin';
import { constants } from 'node:zlib';

/** Answers smaller than this go out as they are: the encoding would cost more than it saves. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;
/**
 * Answers up to this size (a page of search results is ~9 KB, an API list a few KB, every page
 * 70–150 KB) are compressed in one call on the event loop (~0.1 ms for 9 KB, ~1 ms for a 70 KB page at
 * brotli 5) instead of through a zlib stream handed to libuv's threadpool: the stream's set-up,
 * callbacks and clean-up cost the main thread more than the compression itself (decision 0044), and
 * under load the pages waiting for a pool thread each held an encoder (1–4 MB counted as V8 external
 * memory, which set off full collections) (decision 0045). Larger answers (exports) stream.
 */
export const SYNC_COMPRESSION_MAX_BYTES = 512 * 1024;

/**
 * Brotli as answers are compressed on the fly and pages are stored (page-cache.ts). Quality 11 costs
 * ~50× the time of quality 5 for ~5% fewer bytes. A 64 KiB window (lgwin 16) makes the encoder
 * allocate less than the 256 KiB one did (each of its buffers is a fresh mapping under the start
 * script's 64 KiB mmap threshold, faulted in for every answer): a page costs about half the CPU
 * (~4 ms instead of ~8 on this machine) and comes out a few dozen bytes smaller, as quality 5 then
 * uses its hasher for small windows (decision 0047). Matches further back than 64 KiB are lost, which
 * only answers much larger than a page notice. The start script's mmap threshold is now 32 KiB, so
 * that these buffers are returned on free rather than kept by the malloc heaps (decision 0052).
 */
export const BROTLI_PARAMS = { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_LGWIN]: 16 };

export default fp(
  async (app) => {
    await app.register(compress, {
      global: true,
      threshold: COMPRESSION_THRESHOLD_BYTES,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: BROTLI_PARAMS },
      zlibOptions: { level: 6 },
      syncThreshold: SYNC_COMPRESSION_MAX_BYTES,
    });
  },
  { name: 'compression' },
);
