// How a workflow appears in the site search (kind 'workflow', linking to its page).
import type { Executor, SearchEngine } from '../search/engine.ts';
import type { WorkflowRow } from './repository.ts';
import { staticPath } from './urls.ts';

export const WORKFLOW_KIND = 'workflow';

/** The site page of a workflow: its write-up when it has one, else the preview by id. */
export function workflowPagePath(row: Pick<WorkflowRow, 'id' | 'blog_slug'>): string {
  return `/workflows/${row.blog_slug ? encodeURIComponent(row.blog_slug) : row.id}`;
}

export async function indexWorkflow(search: SearchEngine, executor: Executor, row: WorkflowRow): Promise<void> {
  await search.upsert(executor, {
    kind: WORKFLOW_KIND,
    refId: row.id,
    url: workflowPagePath(row),
    section: 'workflows',
    title: row.title,
    description: row.description,
    body: [row.tags.replace(/,/g, ' '), row.category, row.difficulty, 'ComfyUI workflow'].join(' '),
    thumbnail: row.thumbnail_url ? (staticPath(row.thumbnail_url) ?? row.thumbnail_url) : null,
    date: row.created,
  });
}
