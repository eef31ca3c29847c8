import type { ServerPrefetch } from 'shared';
import type { ModuleProps } from 'contracts';
import { WorkflowsPage } from '../features/catalog/WorkflowsPage.tsx';
import { readListQuery, workflowListQuery, workflowQuery } from '../features/catalog/workflow-queries.ts';
import { isNumericKey } from '../features/catalog/workflows-api.ts';
import { galleryQuery } from '../features/results/results-queries.ts';

/** /workflows: the grid's page; /workflows/{slug}: the write-up's workflow and its gallery (its article is the content app's). */
export const prefetch: ServerPrefetch<ModuleProps<'mf-workflows', 'WorkflowsPage'>> = async (queryClient, { params, search }) => {
  const key = params.slug ?? '';
  if (key && !isNumericKey(key)) {
    // The write-up's gallery as a visitor sees it, so the first paint is the final one (no skeleton).
    const workflow = await queryClient.fetchQuery(workflowQuery(key));
    if (workflow) await queryClient.prefetchInfiniteQuery(galleryQuery({ workflowId: workflow.id, viewerId: null }));
    return workflow;
  }
  return queryClient.fetchQuery(workflowListQuery(readListQuery(new URLSearchParams(search))));
};

// The grid has no antd (plain markup styled by the theme's CSS variables): no ConfigProvider; the
// write-up and the preview dialog bring theirs in their own chunks.
export default WorkflowsPage;
