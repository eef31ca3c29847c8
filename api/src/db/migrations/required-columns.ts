// Columns that must hold a value (not null), added in the order given, for a table's `$call`:
// `.$call(requiredColumns({ title: 'text', width: 'integer' }))`. Not a migration itself: index.ts
// applies only the NNNN_name.ts files.
import type { ColumnDataType, CreateTableBuilder } from 'kysely';

export function requiredColumns(columns: Record<string, ColumnDataType>) {
  return <T extends string>(table: CreateTableBuilder<T, string>) =>
    Object.entries(columns).reduce((next, [name, type]) => next.addColumn(name, type, (c) => c.notNull()), table);
}
