// A row a unique constraint allows once (a member's report on a comment or on a shared result):
// inserted unless a row with the same values in those columns is there; true when it went in.
import type { Insertable, Kysely } from 'kysely';
import type { Database } from './types.ts';

export async function insertOnce<T extends keyof Database & string>(
  db: Kysely<Database>,
  table: T,
  row: Insertable<Database[T]>,
  unique: (keyof Database[T] & string)[],
): Promise<boolean> {
  const { numInsertedOrUpdatedRows } = await db
    .insertInto(table)
    .values(row)
    .onConflict((oc) => oc.columns(unique).doNothing())
    .executeTakeFirstOrThrow();
  return numInsertedOrUpdatedRows === 1n;
}
