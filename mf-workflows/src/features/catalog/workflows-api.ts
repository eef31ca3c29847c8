import { http } from 'shared';

export interface Workflow {
  id: number;
  blog_slug: string | null;
  title: string;
  description: string;
  tags: string;
  category: string;
  difficulty: string;
  s3_url: string;
  thumbnail_url: string;
  downloads: number;
  created: string;
}

export interface WorkflowPage {
  results: Workflow[];
  count: number;
}

/** SPEC §9: page size 10, default sort -created. */
export const PAGE_SIZE = 10;
export const DEFAULT_SORT = '-created';

export function listWorkflows(query: { page: number; search?: string; sort?: string }, signal?: AbortSignal): Promise<WorkflowPage> {
  return http.get<WorkflowPage>('workflows/', {
    query: { page: query.page, search: query.search, sort: query.sort ?? DEFAULT_SORT },
    signal,
  });
}
