// How many rows of a table each of some owners has per value of one column (a comment's reports per
// reason, a campaign's recipients per status), in one grouped query for all the owners.
import type { Kysely } from 'kysely';
import type { Database } from './types.ts';

type Column<T extends keyof Database> = keyof Database[T] & string;

/** owner id → { value of `key` → rows }; an owner without rows is not in the map. */
export async function groupedCounts<T extends keyof Database & string>(
  db: Kysely<Database>,
  table: T,
  owner: Column<T>,
  key: Column<T>,
  ids: readonly number[],
): Promise<Map<number, Record<string, number>>> {
  const counts = new Map<number, Record<string, number>>();
  if (ids.length === 0) return counts;
  // The table and its columns are parameters, which Kysely's typed builder cannot follow.
  const [from, by, value]: [string, string, string] = [table, owner, key];
  const rows = await (db as Kysely<any>)
    .selectFrom(from)
    .select([by, value])
    .select((eb) => eb.fn.countAll().as('n'))
    .where(by, 'in', [...ids])
    .groupBy([by, value])
    .execute();
  for (const row of rows) {
    const id = Number(row[by]);
    counts.set(id, { ...counts.get(id), [String(row[value])]: Number(row.n) });
  }
  return counts;
}
