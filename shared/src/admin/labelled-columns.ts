// Staff tables on a phone: below 600 px each row is drawn as a card, one line per column with the
// column's title before the value (the .admin-table rules in the shell's site.css), so the switches
// and buttons stay on screen instead of inside a sideways-scrolling box. The titles reach the cells
// as data-label attributes.
import type { TableColumnsType } from 'antd';

export const ADMIN_TABLE_CLASS = 'admin-table';

type Column<T> = TableColumnsType<T>[number];
type CellProps = ReturnType<NonNullable<Column<unknown>['onCell']>>;

/** The columns with each cell labelled by its column's title (when the title is text). */
export function labelledColumns<T>(columns: TableColumnsType<T>): TableColumnsType<T> {
  return columns.map((column): Column<T> => {
    if (typeof column.title !== 'string') return column;
    const label = column.title;
    const onCell = column.onCell;
    return {
      ...column,
      onCell: (record: T, index?: number): CellProps => ({ ...onCell?.(record, index), 'data-label': label }) as CellProps,
    };
  });
}
