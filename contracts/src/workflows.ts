// Wire schemas of the workflows API (zod): validation, serialisation and the OpenAPI docs.
import { z } from 'zod';
import { ARTICLE_SLUG_PATTERN, DIFFICULTIES, WORKFLOW_FIELD_MAX } from './limits.ts';

/** Page size 10, default sort -created: docs/product/constants.md#lists-and-pages */
export const WORKFLOW_PAGE_SIZE = 10;
export const WORKFLOW_SORTS = ['-created', 'title', '-downloads'] as const;
export type WorkflowSort = (typeof WORKFLOW_SORTS)[number];
export const DEFAULT_SORT: WorkflowSort = '-created';

export const WORKFLOW_SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

/** A model file a workflow loads, from its catalogue metadata. */
export const workflowModelFileSchema = z.object({
  name: z.string(),
  /** The subfolder of ComfyUI/models/ it goes in ("diffusion_models", "vibevoice/tokenizer"). */
  folder: z.string(),
  /** "11.9 GB", "738 MB". */
  size: z.string(),
  licence: z.string(),
  /** Where to download it. */
  url: z.string(),
});
export type WorkflowModelFile = z.infer<typeof workflowModelFileSchema>;

/** A custom node pack a workflow needs, from its catalogue metadata. */
export const workflowNodePackSchema = z.object({
  /** The pack's id (as in ComfyUI's registry and the nodes' properties.cnr_id). */
  id: z.string(),
  name: z.string(),
  /** Its repository. */
  url: z.string(),
});
export type WorkflowNodePack = z.infer<typeof workflowNodePackSchema>;

export const workflowSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  blog_slug: z.string().nullable(),
  title: z.string(),
  description: z.string(),
  /** Comma-separated (docs/product/workflows.md#a-workflow). */
  tags: z.string(),
  category: z.string(),
  difficulty: z.string(),
  /** Absolute URL of the workflow file under /static/ (or where it is hosted). */
  s3_url: z.string(),
  thumbnail_url: z.string().nullable(),
  /** Absolute URL that serves the file as an attachment and counts the download. */
  download_url: z.string(),
  downloads: z.number().int(),
  created: z.string(),
  /** The model files to download before it runs; empty when the workflow has no such metadata (uploads). */
  models: z.array(workflowModelFileSchema),
  /** The custom node packs to install; empty when none are needed or the workflow has no such metadata. */
  custom_nodes: z.array(workflowNodePackSchema),
});
export type Workflow = z.infer<typeof workflowSchema>;

export const workflowListSchema = z.object({
  results: z.array(workflowSchema),
  count: z.number().int(),
});
export type WorkflowList = z.infer<typeof workflowListSchema>;

const pageField = z
  .string()
  .regex(/^\d{1,6}$/, 'page must be a whole number.')
  .transform(Number)
  .pipe(z.number().int().min(1, 'page must be at least 1.'))
  .default(1);

export const workflowListQuerySchema = z.object({
  page: pageField,
  search: z.string().max(200, 'search must be at most 200 characters.').default(''),
  sort: z.enum(WORKFLOW_SORTS, { message: `sort must be one of ${WORKFLOW_SORTS.join(', ')}.` }).default(DEFAULT_SORT),
});
export type WorkflowListQuery = z.infer<typeof workflowListQuerySchema>;

export const workflowParamsSchema = z.object({
  key: z.string().min(1).max(200),
});

const text = (label: string, max: number) =>
  z
    .string({ message: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);

const tagsField = z
  .string()
  .max(WORKFLOW_FIELD_MAX.tags, `tags must be at most ${WORKFLOW_FIELD_MAX.tags} characters.`)
  .transform((value) =>
    [
      ...new Set(
        value
          .split(',')
          .map((t) => t.trim())
          .filter(Boolean),
      ),
    ].join(', '),
  );

const blogSlugField = z
  .string()
  .trim()
  .max(WORKFLOW_FIELD_MAX.blog_slug, `blog_slug must be at most ${WORKFLOW_FIELD_MAX.blog_slug} characters.`)
  .refine((v) => v === '' || ARTICLE_SLUG_PATTERN.test(v), 'blog_slug may hold letters, digits and hyphens only.')
  .transform((v) => (v === '' ? null : v));

const createdField = z
  .string()
  .trim()
  .refine(
    (v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(new Date(`${v}T00:00:00Z`).getTime()),
    'created must be a date like 2025-09-24.',
  );

/** true/false in JSON, "true"/"false" in a form. */
const publishedField = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')], {
  message: 'published must be true or false.',
});

/** Metadata of an upload (multipart text fields); `published` defaults to true (listed at once). */
export const workflowMetadataSchema = z.object({
  title: text('title', WORKFLOW_FIELD_MAX.title),
  description: text('description', WORKFLOW_FIELD_MAX.description),
  tags: tagsField.default(''),
  category: text('category', WORKFLOW_FIELD_MAX.category),
  difficulty: z.enum(DIFFICULTIES, { message: `difficulty must be one of ${DIFFICULTIES.join(', ')}.` }),
  blog_slug: blogSlugField.optional(),
  created: createdField.optional(),
  published: publishedField.optional(),
});
export type WorkflowMetadata = z.infer<typeof workflowMetadataSchema>;

/** A PATCH changes only the fields it names (no defaults: an absent field stays as it is). */
export const workflowMetadataPatchSchema = workflowMetadataSchema.extend({ tags: tagsField.optional() }).partial();
export type WorkflowMetadataPatch = z.infer<typeof workflowMetadataPatchSchema>;

/** Staff see every workflow, unpublished ones included (GET /api/admin/workflows/), ADMIN_PAGE_SIZE per page. */
export const WORKFLOW_STATUSES = ['published', 'unpublished'] as const;
export type WorkflowStatus = (typeof WORKFLOW_STATUSES)[number];

export const adminWorkflowSchema = workflowSchema.extend({
  /** Listed for visitors (list, detail, download, search, sitemap). */
  published: z.boolean(),
  /** 'catalog' (seeded from the content folder) or 'upload' (staff). */
  source: z.string(),
  /** ISO timestamp of the last change. */
  updated_at: z.string(),
});
export type AdminWorkflow = z.infer<typeof adminWorkflowSchema>;

export const adminWorkflowListSchema = z.object({
  results: z.array(adminWorkflowSchema),
  count: z.number().int(),
});
export type AdminWorkflowList = z.infer<typeof adminWorkflowListSchema>;

export const adminWorkflowListQuerySchema = z.object({
  page: pageField,
  /** Words matched in the title, slug, description, tags and category. */
  q: z.string().max(200, 'q must be at most 200 characters.').default(''),
  status: z.enum(WORKFLOW_STATUSES, { message: `status must be one of ${WORKFLOW_STATUSES.join(', ')}.` }).optional(),
});
export type AdminWorkflowListQuery = z.infer<typeof adminWorkflowListQuerySchema>;

/** Staff routes take the numeric id. */
export const workflowIdParamsSchema = z.object({
  id: z
    .string()
    .regex(/^\d{1,10}$/, 'The id must be a whole number.')
    .transform(Number),
});

/** The workflow file itself (a ComfyUI workflow: JSON object). */
export const workflowFileSchema = z.record(z.string(), z.unknown());

/** A media file of a workflow (its thumbnail or preview image). */
export const workflowMediaParamsSchema = z.object({ name: z.string().min(1).max(300) });
