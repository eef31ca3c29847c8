// Wire schemas of the workflows API (zod): validation, serialisation and the OpenAPI docs.
import { z } from 'zod';
import { countedList } from './common.ts';
import { ARTICLE_SLUG_PATTERN, DIFFICULTIES, WORKFLOW_FIELD_MAX } from './limits.ts';
import { resultCoverSchema } from './results.ts';

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

/** How far a licence lets you go: yes, under its conditions, no (not without another licence), or unknown. */
export const USE_LEVELS = ['yes', 'conditions', 'no', 'unknown'] as const;
const useLevelSchema = z.enum(USE_LEVELS);

/** One licence of a workflow's files or services, and what it says about commercial use. */
export const licenceUseSchema = z.object({
  licence: z.string(),
  url: z.string().nullable(),
  images: useLevelSchema,
  imagesTerms: z.string(),
  service: useLevelSchema,
  serviceTerms: z.string(),
  /** The model files or services under it. */
  items: z.array(z.string()),
});

/** The commercial-use verdict (comfy-engine's CommercialUse): the strictest term of its licences wins. */
export const commercialUseSchema = z.object({
  /** Selling the images (videos, audio) it makes. */
  images: useLevelSchema,
  /** Selling a generation service that runs it for others. */
  service: useLevelSchema,
  licences: z.array(licenceUseSchema),
  /** "Not legal advice: …" */
  note: z.string(),
});
export type CommercialUseVerdict = z.infer<typeof commercialUseSchema>;

/** The GPU a workflow needs (comfy-engine's GpuTier), always an estimate. */
export const gpuTierSchema = z.object({
  /** 8, 12, 16 or 24 (= 24 GB and up); 0 when it runs on a hosted API; null when unknown (uploads). */
  tier: z.union([z.literal(0), z.literal(8), z.literal(12), z.literal(16), z.literal(24)]).nullable(),
  label: z.string(),
  gb: z.number().nullable(),
  estimate: z.literal(true),
  /** How to run it on less VRAM, where there is a way. */
  lowVram: z.string().nullable(),
});
export type WorkflowGpuTier = z.infer<typeof gpuTierSchema>;

/** A workflow as the list and the detail answer it: with its commercial-use verdict and GPU tier. */
export const listedWorkflowSchema = workflowSchema.extend({
  commercial_use: commercialUseSchema,
  gpu_tier: gpuTierSchema,
  /** The newest result members shared and staff approved (docs/product/workflows.md#shared-results), or null. */
  latest_result: resultCoverSchema.nullable(),
});
export type ListedWorkflow = z.infer<typeof listedWorkflowSchema>;

export const workflowListSchema = countedList(workflowSchema);
export type WorkflowList = z.infer<typeof workflowListSchema>;

/** GET /api/workflows/: the page as sent, each workflow with its verdict and tier (WorkflowList is
 * the same page as the catalogue grid reads it). */
export const listedWorkflowListSchema = countedList(listedWorkflowSchema);
export type ListedWorkflowList = z.infer<typeof listedWorkflowListSchema>;

const pageField = z
  .string()
  .regex(/^\d{1,6}$/, 'page must be a whole number.')
  .transform(Number)
  .pipe(z.number().int().min(1, 'page must be at least 1.'))
  .default(1);

/** List filters: commercial=images|service keeps workflows whose licences allow it (yes or under
 * conditions); vram=8|12|16|24 keeps those whose GPU tier fits a card of that size. */
export const WORKFLOW_COMMERCIAL_FILTERS = ['images', 'service'] as const;
export const WORKFLOW_VRAM_FILTERS = ['8', '12', '16', '24'] as const;

export const workflowListQuerySchema = z.object({
  page: pageField,
  search: z.string().max(200, 'search must be at most 200 characters.').default(''),
  sort: z.enum(WORKFLOW_SORTS, { message: `sort must be one of ${WORKFLOW_SORTS.join(', ')}.` }).default(DEFAULT_SORT),
  commercial: z
    .enum(WORKFLOW_COMMERCIAL_FILTERS, { message: `commercial must be one of ${WORKFLOW_COMMERCIAL_FILTERS.join(', ')}.` })
    .optional(),
  vram: z
    .enum(WORKFLOW_VRAM_FILTERS, { message: `vram must be one of ${WORKFLOW_VRAM_FILTERS.join(', ')}.` })
    .transform(Number)
    .optional(),
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

export const adminWorkflowListSchema = countedList(adminWorkflowSchema);
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

/** What a workflow needs on a visitor's ComfyUI (comfy-engine's WorkflowRequirements), for the check
 * in the browser: GET /api/workflows/{slug}/requirements/. */
export const workflowRequirementsSchema = z.object({
  /** The oldest ComfyUI version it was validated with. */
  minComfyui: z.string().nullable(),
  /** node type → the pack that provides it ("comfy-core" for ComfyUI's own nodes). */
  nodes: z.record(z.string(), z.string()),
  packs: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      url: z.string(),
      /** The commit we tested. */
      commit: z.string().nullable(),
      version: z.string().nullable(),
    }),
  ),
  models: z.array(
    z.object({
      name: z.string(),
      folder: z.string(),
      url: z.string(),
      /** A direct download link (Hugging Face /resolve/); null for a whole repository. */
      downloadUrl: z.string().nullable(),
      size: z.string(),
      bytes: z.number().int().nullable(),
      sha256: z.string().nullable(),
      licence: z.string(),
      licenceUrl: z.string().nullable(),
    }),
  ),
  /** node type → its inputs whose choices are model files. */
  modelInputs: z.record(z.string(), z.array(z.string())),
  services: z.array(z.object({ name: z.string(), licence: z.string(), licenceUrl: z.string().nullable() })),
  vram: z.object({ gb: z.number().nullable(), lowVram: z.string().nullable() }),
});
export type WorkflowRequirementsAnswer = z.infer<typeof workflowRequirementsSchema>;
