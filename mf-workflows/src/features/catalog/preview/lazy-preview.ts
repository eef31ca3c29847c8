// The preview dialog and its graph code are a chunk of their own, fetched when a preview opens
// (or when the pointer rests on a card), so the first load of /workflows stays small.
import { lazy } from 'react';

const load = () => import('./PreviewDialog.tsx');

export const LazyPreviewDialog = lazy(load);

export function prefetchPreview(): void {
  void load().catch(() => undefined);
}
