// Linted as api/src/features/contact/planted.ts: an API feature importing another feature's internals.
export { REFRESH_TOKEN_TTL_MS } from '../accounts/sessions.ts';
