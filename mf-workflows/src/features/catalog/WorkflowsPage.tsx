// The one screen of /workflows and /workflows/{slug} (docs/product/workflows.md#opening-a-workflow): a numeric key is a workflow id
// (preview over the grid), any other key the slug of a write-up.
// The grid is plain markup; a write-up (antd's buttons and toasts, themed) is a chunk of its own (decision 0029).
import { lazy, Suspense } from 'react';
import { useParams } from 'shared/router';
import { RemoteSpinner } from 'shared';
import { CatalogPage } from './CatalogPage.tsx';
import { isNumericKey } from './workflows-api.ts';

const WriteUpPage = lazy(() => import('./WriteUpPage.tsx'));

export function WorkflowsPage() {
  const { slug } = useParams();
  if (slug && !isNumericKey(slug)) {
    return (
      <Suspense fallback={<RemoteSpinner />}>
        <WriteUpPage key={slug} slug={slug} />
      </Suspense>
    );
  }
  return <CatalogPage selectedId={slug ?? null} />;
}
