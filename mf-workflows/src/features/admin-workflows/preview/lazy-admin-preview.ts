// The preview dialog (and with it the catalogue's graph code) is a chunk of its own, fetched when
// staff open a preview.
import { lazy } from 'react';

export const LazyAdminPreviewDialog = lazy(() => import('./AdminPreviewDialog.tsx'));
