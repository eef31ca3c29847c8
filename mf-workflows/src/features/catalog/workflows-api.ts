// The catalogue's terms (docs/product/workflows.md): sorts, filters, a workflow's route, and the
// download of a workflow file (through the shared client).
import { ApiError, getFile } from 'shared';
import type { Workflow, WorkflowSort } from 'contracts';

/** docs/product/constants.md#lists-and-pages: page size 10, default sort -created. */
export const PAGE_SIZE = 10;
export const DEFAULT_SORT: WorkflowSort = '-created';
export const SORT_OPTIONS: { value: WorkflowSort; label: string }[] = [
  { value: '-created', label: 'Newest first' },
  { value: 'title', label: 'Title A–Z' },
  { value: '-downloads', label: 'Most downloaded' },
];

export function isSort(value: string | null): value is WorkflowSort {
  return SORT_OPTIONS.some((o) => o.value === value);
}

/** Commercial-use filter: workflows whose licences let you sell the images, or a generation service. */
export type CommercialFilter = 'images' | 'service';
export const COMMERCIAL_OPTIONS: { value: CommercialFilter | ''; label: string }[] = [
  { value: '', label: 'Any licence' },
  { value: 'images', label: 'Can sell the images' },
  { value: 'service', label: 'Can sell as a service' },
];

/** GPU filter: workflows whose estimated VRAM fits a card of this size (GB). */
export type VramFilter = 8 | 12 | 16 | 24;
export const VRAM_OPTIONS: { value: VramFilter | 0; label: string }[] = [
  { value: 0, label: 'Any GPU' },
  { value: 8, label: 'Fits 8 GB' },
  { value: 12, label: 'Fits 12 GB' },
  { value: 16, label: 'Fits 16 GB' },
  { value: 24, label: 'Fits 24 GB' },
];

export interface ListQuery {
  page: number;
  search: string;
  sort: WorkflowSort;
  commercial: CommercialFilter | null;
  vram: VramFilter | null;
}

/** The route of a workflow: its write-up when it has one, else its id (docs/product/workflows.md#opening-a-workflow). */
export function workflowPath(workflow: Pick<Workflow, 'id' | 'blog_slug'>): string {
  return `/workflows/${workflow.blog_slug ? encodeURIComponent(workflow.blog_slug) : workflow.id}`;
}

export function isNumericKey(key: string): boolean {
  return /^\d+$/.test(key);
}

/** The last segment of a URL's path, the name a download is saved under (docs/product/workflows.md#download). */
export function fileNameOf(url: string, fallback = 'workflow.json'): string {
  try {
    const segment = new URL(url, window.location.href).pathname.split('/').filter(Boolean).at(-1);
    return segment ? decodeURIComponent(segment) : fallback;
  } catch {
    return fallback;
  }
}

export function splitTags(tags: string): string[] {
  return tags
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
}

/**
 * Fetches the file through the counting download URL and saves it under the last segment of its
 * file URL. Throws an Error with a message a person can read when it fails.
 */
export async function downloadWorkflow(workflow: Pick<Workflow, 'download_url' | 's3_url'>): Promise<void> {
  let blob: Blob;
  try {
    // With the member's token: the API marks the download in their library (docs/product/library.md).
    blob = await getFile(workflow.download_url, 'blob', undefined, { auth: true });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status === 0) throw error;
    throw new Error(
      error.status === 404
        ? 'This workflow file is no longer available.'
        : `The server could not send the file (status ${error.status}). Please try again.`,
      { cause: error },
    );
  }
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileNameOf(workflow.s3_url);
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/** The workflow JSON for the preview (the file itself, not counted as a download). */
export async function fetchWorkflowJson(url: string, signal?: AbortSignal): Promise<unknown> {
  let text: string;
  try {
    text = await getFile(url, 'text', signal);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status === 0) throw error;
    throw new Error(`The workflow file could not be loaded (${error.status}).`, { cause: error });
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new Error('The workflow file is not valid JSON.');
  }
}
