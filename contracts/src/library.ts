// Wire schemas of the member's library (docs/product/library.md): the articles and workflows a member
// saved, with whether they read / downloaded each, and "new to you": the lists without what they opened.
import { z } from 'zod';
import { articleListQuerySchema } from './articles.ts';
import { workflowListQuerySchema } from './workflows.ts';

export const LIBRARY_KINDS = ['article', 'workflow'] as const;
export type LibraryKind = (typeof LIBRARY_KINDS)[number];

const kindField = z.enum(LIBRARY_KINDS, { message: `kind must be one of ${LIBRARY_KINDS.join(', ')}.` });
const idMessage = 'id must be the whole number of an article or a workflow.';
const idField = z.coerce.number({ message: idMessage }).int(idMessage).positive(idMessage).max(2_147_483_647, idMessage);

/** An item of the site a member can save or open: an article or a workflow, by its id. */
export const libraryItemSchema = z.object({ kind: kindField, id: idField });
export type LibraryItem = z.infer<typeof libraryItemSchema>;
/** The same, as the path of PUT and DELETE library/{kind}/{id}/ (a path's parameters are described inline). */
export const libraryItemParamsSchema = z.object({ kind: kindField, id: idField });

export const libraryEntrySchema = z.object({
  kind: kindField,
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  /** The site path of the item's page (/blog/x, /workflows/x or /workflows/7). */
  url: z.string(),
  thumbnail_url: z.string().nullable(),
  /** When the member saved it (ISO); the library is newest saved first. */
  saved_at: z.string(),
  /** When the member last opened it (an article read; a workflow's preview or write-up), or null. */
  opened_at: z.string().nullable(),
  /** When the member last downloaded the workflow's file, or null (always null for an article). */
  downloaded_at: z.string().nullable(),
});
export type LibraryEntry = z.infer<typeof libraryEntrySchema>;

export const librarySchema = z.object({ results: z.array(libraryEntrySchema) });
export type Library = z.infer<typeof librarySchema>;

/** GET library/new/articles/: a section's index (or every section) without the articles the member opened. */
export const newArticlesQuerySchema = articleListQuerySchema.omit({ featured: true });
/** GET library/new/workflows/: the grid's filters without the workflows the member opened or downloaded, newest first. */
export const newWorkflowsQuerySchema = workflowListQuerySchema.omit({ sort: true });
