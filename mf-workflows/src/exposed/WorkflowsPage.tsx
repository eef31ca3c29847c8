import type { ServerPrefetch } from 'shared';
import type { ModuleProps } from 'contracts';
import { themed } from '../app/themed.tsx';
import { WorkflowsPage } from '../features/catalog/WorkflowsPage.tsx';
import { readListQuery, workflowListQuery, workflowQuery } from '../features/catalog/workflow-queries.ts';
import { isNumericKey } from '../features/catalog/workflows-api.ts';

/** /workflows: the grid's page; /workflows/{slug}: the write-up's workflow (its article is the content app's). */
export const prefetch: ServerPrefetch<ModuleProps<'mf-workflows', 'WorkflowsPage'>> = (queryClient, { params, search }) => {
  const key = params.slug ?? '';
  if (key && !isNumericKey(key)) return queryClient.fetchQuery(workflowQuery(key));
  return queryClient.fetchQuery(workflowListQuery(readListQuery(new URLSearchParams(search))));
};

export default themed<ModuleProps<'mf-workflows', 'WorkflowsPage'>>(WorkflowsPage);
