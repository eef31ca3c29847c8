// Linted as contracts/src/planted.ts: contracts importing a package other than its schema library.
export { default as axios } from 'axios';
