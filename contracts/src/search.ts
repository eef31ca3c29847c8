// Wire schemas of the search API (GET /api/search/?q=).
import { z } from 'zod';

export const searchResultSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  thumbnail_url: z.string().nullable(),
  blog_url: z.string(),
  section: z.string(),
  snippet: z.string(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const searchQuerySchema = z.object({
  // Any text is accepted (a repeated q is joined); words are extracted and quoted by the engine.
  q: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((v) => (Array.isArray(v) ? v.join(' ') : (v ?? ''))),
});
