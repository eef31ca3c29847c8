// The one screen of /workflows and /workflows/{slug} (docs/product/workflows.md#opening-a-workflow): a numeric key is a workflow id
// (preview over the grid), any other key the slug of a write-up.
// The grid is plain markup; a write-up (antd's buttons and toasts, themed) is a chunk of its own (decision 0029).
import { lazy, Suspense } from 'react';
import { useParams } from 'shared/router';
import { RemoteSpinner } from 'shared';
import { CatalogPage } from './CatalogPage.tsx';
import { isNumericKey } from './workflows-api.ts';

const loadWriteUp = () => import('./WriteUpPage.tsx');
const WriteUpPage = lazy(loadWriteUp);

// On a write-up's address its chunk is fetched with this screen's code, not when the section starts
// to hydrate: a tap on its buttons then waits for nothing more than the screen itself.
const writeUpKey = typeof window === 'undefined' ? null : /^\/workflows\/([^/]+)\/?$/.exec(window.location.pathname)?.[1];
if (writeUpKey && !isNumericKey(decodeURIComponent(writeUpKey))) void loadWriteUp().catch(() => undefined);

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
