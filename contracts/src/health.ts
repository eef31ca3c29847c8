// Wire schema of the health check (GET /api/health/).
import { z } from 'zod';

export const healthSchema = z.object({
  status: z.enum(['ok', 'error']),
  version: z.string(),
  /** busy: the database answers, but every pooled connection is taken and requests wait for one. */
  database: z.object({ status: z.enum(['ok', 'busy', 'error']), dialect: z.string() }),
  /** With REDIS_URL: whether Redis answers (while it does not, rate-limited requests answer 503). */
  redis: z.object({ status: z.enum(['ok', 'error']) }).optional(),
  /** The render cache's counts since the start (pages: entries and bytes held, in memory only). */
  pageCache: z
    .object({
      store: z.enum(['memory', 'redis', 'off']),
      hits: z.number().int(),
      misses: z.number().int(),
      stale: z.number().int(),
      stored: z.number().int(),
      purged: z.number().int(),
      errors: z.number().int(),
      entries: z.number().int().nullable(),
      bytes: z.number().int().nullable(),
    })
    .optional(),
});
export type Health = z.infer<typeof healthSchema>;
