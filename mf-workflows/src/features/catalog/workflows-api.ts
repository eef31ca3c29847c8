// The workflows API (docs/product/workflows.md) and the download of a workflow file.
import { http } from 'shared';
import type { Workflow, WorkflowList, WorkflowSort } from 'contracts';

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

export interface ListQuery {
  page: number;
  search: string;
  sort: WorkflowSort;
}

export function listWorkflows(query: ListQuery, signal?: AbortSignal): Promise<WorkflowList> {
  return http.get<WorkflowList>('workflows/', {
    query: { page: query.page, search: query.search.trim() || undefined, sort: query.sort },
    signal,
  });
}

/** GET /api/workflows/{slug or id}/: the fallback when the item is not in the loaded page. */
export function getWorkflow(key: string, signal?: AbortSignal): Promise<Workflow> {
  return http.get<Workflow>(`workflows/${encodeURIComponent(key)}/`, { signal });
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
  let response: Response;
  try {
    response = await fetch(workflow.download_url);
  } catch {
    throw new Error('Could not reach the server. Check your connection and try again.');
  }
  if (!response.ok) {
    console.error('Workflow download failed: Network response was not ok', response.status);
    throw new Error(
      response.status === 404
        ? 'This workflow file is no longer available.'
        : `The server could not send the file (status ${response.status}). Please try again.`,
    );
  }
  const blob = await response.blob();
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
  const response = await fetch(url, { signal });
  if (!response.ok) throw new Error(`The workflow file could not be loaded (${response.status}).`);
  try {
    return await response.json();
  } catch {
    throw new Error('The workflow file is not valid JSON.');
  }
}
