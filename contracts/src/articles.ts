// Wire schemas of the articles API (zod): validation, serialisation and the OpenAPI docs.
import { z } from 'zod';

export const SECTIONS = ['tutorials', 'blog', 'earning-ideas', 'workflows'] as const;
export type Section = (typeof SECTIONS)[number];

export const DEFAULT_PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 50;

export const tocEntrySchema = z.object({ id: z.string(), text: z.string(), level: z.number().int() });
export type TocEntry = z.infer<typeof tocEntrySchema>;

export const articleSummarySchema = z.object({
  id: z.number().int(),
  section: z.enum(SECTIONS),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  thumbnail_url: z.string().nullable(),
  date: z.string(),
  updated: z.string(),
  reading_minutes: z.number().int(),
  tags: z.array(z.string()),
});
export type ArticleSummary = z.infer<typeof articleSummarySchema>;

export const articleSchema = articleSummarySchema.extend({
  /** The line under the title (front matter `subtitle`), or null. */
  subtitle: z.string().nullable(),
  html: z.string(),
  toc: z.array(tocEntrySchema),
  related: z.array(articleSummarySchema),
});
export type Article = z.infer<typeof articleSchema>;

export const articleListSchema = z.object({
  results: z.array(articleSummarySchema),
  count: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type ArticlePage = z.infer<typeof articleListSchema>;

const booleanParam = z.enum(['true', 'false', '1', '0'], { message: 'Use true or false.' }).transform((v) => v === 'true' || v === '1');

const intParam = (min: number, max: number, fallback: number, label: string) =>
  z
    .string()
    .regex(/^\d{1,6}$/, `${label} must be a whole number.`)
    .transform(Number)
    .pipe(z.number().int().min(min, `${label} must be at least ${min}.`).max(max, `${label} must be at most ${max}.`))
    .default(fallback);

export const articleListQuerySchema = z.object({
  section: z.enum(SECTIONS, { message: `section must be one of ${SECTIONS.join(', ')}.` }).optional(),
  featured: booleanParam.optional(),
  page: intParam(1, 100_000, 1, 'page'),
  page_size: intParam(1, MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE, 'page_size'),
});
export type ArticleListQuery = z.infer<typeof articleListQuerySchema>;

export const articleParamsSchema = z.object({
  section: z.string().max(100),
  slug: z.string().max(300),
});
