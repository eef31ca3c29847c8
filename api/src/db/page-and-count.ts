// A page of a list and how many rows match in all: the page's query and a count over the same
// filtered query, run together.
import type { SelectQueryBuilder } from 'kysely';

export async function pageAndCount<DB, TB extends keyof DB, Row>(
  page: Promise<Row[]>,
  matching: SelectQueryBuilder<DB, TB, object>,
): Promise<{ rows: Row[]; count: number }> {
  // The count is a number on SQLite and a bigint's text on PostgreSQL.
  const counting = matching.select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow() as Promise<{ count: number | string }>;
  const [rows, total] = await Promise.all([page, counting]);
  return { rows, count: Number(total.count) };
}
