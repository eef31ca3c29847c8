// Wire schema of the runtime configuration the browser apps need (GET /api/config/).
import { z } from 'zod';

export const runtimeConfigSchema = z.object({
  adsenseClient: z.string(),
  /** AdSense slot ids by "<type>.<name>". */
  adSlots: z.record(z.string(), z.string()),
  adPreview: z.boolean(),
  googleClientId: z.string(),
  version: z.string(),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
