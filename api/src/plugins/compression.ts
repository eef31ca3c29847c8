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

export default fp(
  async (app) => {
    await app.register(compress, {
      global: true,
      threshold: COMPRESSION_THRESHOLD_BYTES,
      encodings: ['br', 'gzip'],
      // On the fly, brotli's quality 11 costs ~50× the time of quality 5 for ~5% fewer bytes.
      // A 256 KiB window covers the largest page; the default 4 MiB window is allocated per answer.
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_LGWIN]: 18 } },
      zlibOptions: { level: 6 },
      syncThreshold: SYNC_COMPRESSION_MAX_BYTES,
    });
  },
  { name: 'compression' },
);
