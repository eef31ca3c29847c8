// The one screen of /workflows and /workflows/{slug} (docs/product/workflows.md#opening-a-workflow): a numeric key is a workflow id
// (preview over the grid), any other key the slug of a write-up.
import { useParams } from 'shared/router';
import { CatalogPage } from './CatalogPage.tsx';
import { WriteUpPage } from './WriteUpPage.tsx';
import { isNumericKey } from './workflows-api.ts';

export function WorkflowsPage() {
  const { slug } = useParams();
  if (slug && !isNumericKey(slug)) return <WriteUpPage key={slug} slug={slug} />;
  return <CatalogPage selectedId={slug ?? null} />;
}
