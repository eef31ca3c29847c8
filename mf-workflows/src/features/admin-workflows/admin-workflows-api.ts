// The staff catalogue API (/api/admin/workflows/…) through the shared client: every workflow with its
// downloads, upload (multipart), change, publish/unpublish, delete, and a workflow's file for the preview.
import { http } from 'shared';
import type { AdminWorkflow, AdminWorkflowList } from 'contracts';

export type StatusFilter = 'all' | 'published' | 'unpublished';

export interface AdminListQuery {
  page: number;
  q: string;
  status: StatusFilter;
}

/** The metadata staff edit (tags comma-separated; an empty blog_slug clears the write-up link). */
export interface WorkflowMetadata {
  title: string;
  description: string;
  tags: string;
  category: string;
  difficulty: string;
  blog_slug: string;
}

export interface NewWorkflow extends WorkflowMetadata {
  file: File;
  thumbnail: File;
  published: boolean;
}

export function listAdminWorkflows({ page, q, status }: AdminListQuery, signal?: AbortSignal): Promise<AdminWorkflowList> {
  return http.get<AdminWorkflowList>('admin/workflows/', {
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
  return http.post<AdminWorkflow>('admin/workflows/', form);
}

export function updateWorkflow(id: number, changes: Partial<WorkflowMetadata> & { published?: boolean }): Promise<AdminWorkflow> {
  return http.patch<AdminWorkflow>(`admin/workflows/${id}/`, changes);
}

export function deleteWorkflow(id: number): Promise<void> {
  return http.delete<void>(`admin/workflows/${id}/`);
}

/** The workflow file (JSON), published or not. */
export function getWorkflowFile(id: number, signal?: AbortSignal): Promise<unknown> {
  return http.get<unknown>(`admin/workflows/${id}/file/`, { signal });
}
