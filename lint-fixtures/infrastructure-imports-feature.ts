// Linted as api/src/lib/planted.ts: API infrastructure importing a feature.
export { SITE_DESCRIPTION } from '../features/seo/site.ts';
