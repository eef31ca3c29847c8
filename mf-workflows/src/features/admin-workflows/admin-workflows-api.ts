// The staff catalogue API (/api/admin/workflows/…) through the shared client: every workflow with its
// downloads, upload (multipart), change, publish/unpublish, delete, and a workflow's file for the preview.
import { callApi } from 'shared';
import type { AdminWorkflow, AdminWorkflowList, RouteBody } from 'contracts';

export type StatusFilter = 'all' | 'published' | 'unpublished';

export interface AdminListQuery {
  page: number;
  q: string;
  status: StatusFilter;
}

/** A change of a workflow: the metadata fields it names (tags comma-separated; an empty blog_slug
 * clears the write-up link) and `published`. */
export type WorkflowChanges = RouteBody<'PATCH admin/workflows/:id/'>;

/** The metadata fields staff edit, each as the form holds it. */
export type MetadataValues = Required<Pick<WorkflowChanges, 'title' | 'description' | 'tags' | 'category' | 'difficulty' | 'blog_slug'>>;

export interface NewWorkflow extends MetadataValues {
  file: File;
  thumbnail: File;
  published: boolean;
}

export function listAdminWorkflows({ page, q, status }: AdminListQuery, signal?: AbortSignal): Promise<AdminWorkflowList> {
  return callApi('GET admin/workflows/', {
    query: { page, q: q.trim() || undefined, status: status === 'all' ? undefined : status },
    signal,
  });
}

export function uploadWorkflow(upload: NewWorkflow): Promise<AdminWorkflow> {
  const form = new FormData();
  for (const name of ['title', 'description', 'tags', 'category', 'difficulty', 'blog_slug'] as const) form.append(name, upload[name]);
  form.append('published', String(upload.published));
  form.append('file', upload.file, upload.file.name);
  form.append('thumbnail', upload.thumbnail, upload.thumbnail.name);
  return callApi('POST admin/workflows/', { body: form });
}

export function updateWorkflow(id: number, changes: WorkflowChanges): Promise<AdminWorkflow> {
  return callApi('PATCH admin/workflows/:id/', { params: { id }, body: changes });
}

export async function deleteWorkflow(id: number): Promise<void> {
  await callApi('DELETE admin/workflows/:id/', { params: { id } });
}

/** The workflow file (JSON), published or not. */
export function getWorkflowFile(id: number, signal?: AbortSignal): Promise<Record<string, unknown>> {
  return callApi('GET admin/workflows/:id/file/', { params: { id }, signal });
}
