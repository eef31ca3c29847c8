// Linted as contracts/src/planted.ts: contracts importing the API.
export { isUniqueViolation } from '../../api/src/db/errors.ts';
