// Linted as api/src/features/workflows/planted.ts: a feature reaching another feature's repository.
export { createUsersRepository } from '../accounts/repository.ts';
