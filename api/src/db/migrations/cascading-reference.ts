// A column that points at another table's id and whose rows go with that row (on delete cascade):
// required unless `optional` is set. Not a migration itself: index.ts applies only the NNNN_name.ts files.
import type { ColumnDefinitionBuilder } from 'kysely';

export function cascadingReference(table: string, { optional = false } = {}) {
  return (column: ColumnDefinitionBuilder) => {
    const reference = column.references(`${table}.id`).onDelete('cascade');
    return optional ? reference : reference.notNull();
  };
}
