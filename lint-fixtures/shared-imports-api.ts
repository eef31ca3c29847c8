// Linted as shared/src/planted.ts: shared importing the API.
export { SITE_NAME } from '../../api/src/lib/site-name.ts';
