// The start of a table of a member's own rows: its first column, user_id, points at the member and
// the rows go with them. Not a migration itself: index.ts applies only the NNNN_name.ts files.
import type { Kysely } from 'kysely';
import { cascadingReference } from './cascading-reference.ts';

export function createMemberTable(db: Kysely<any>, name: string) {
  return db.schema.createTable(name).addColumn('user_id', 'integer', cascadingReference('users'));
}
