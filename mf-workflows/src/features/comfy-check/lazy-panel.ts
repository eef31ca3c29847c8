// The panel and the engine are a chunk of their own, fetched when a visitor opens the panel (or
// rests the pointer on its button), so the workflow pages' first load does not grow.
import { lazy } from 'react';

const load = () => import('./ComfyCheckPanel.tsx');

export const LazyComfyCheckPanel = lazy(load);

export function prefetchComfyCheck(): void {
  void load().catch(() => undefined);
}
