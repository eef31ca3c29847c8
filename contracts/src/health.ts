// Wire schema of the health check (GET /api/health/).
import { z } from 'zod';

export const healthSchema = z.object({
  status: z.enum(['ok', 'error']),
  version: z.string(),
  database: z.object({ status: z.enum(['ok', 'error']), dialect: z.string() }),
});
export type Health = z.infer<typeof healthSchema>;
