// Linted as shell/src/planted.ts: an app importing the API.
export { SITE_NAME } from '../../api/src/lib/site-name.ts';
