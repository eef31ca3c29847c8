// The table of a staff list: one page of the server's rows with its paging, a loading state, the empty
// text, cells labelled for the phone layout (labelled-columns.ts), and the load-failed panel in place
// of the table when the first load fails.
import type { UseQueryResult } from '@tanstack/react-query';
import { Table, type TableColumnsType, type TableProps } from 'antd';
import { LoadFailed } from './LoadFailed.tsx';
import { ADMIN_TABLE_CLASS, labelledColumns } from './labelled-columns.ts';
import type { Paging } from './use-list-params.ts';

export interface AdminTableProps<Row> extends Omit<TableProps<Row>, 'columns' | 'dataSource' | 'loading' | 'pagination'> {
  /** The list's query; its data has the rows of one page and how many there are in all. */
  query: UseQueryResult<{ results: Row[]; count: number }>;
  /** What the rows are, as the subject of "… could not be loaded" ("The users"). */
  what: string;
  /** Shown when the list is empty. */
  empty: string;
  columns: TableColumnsType<Row>;
  /** The list's page and page size (use-list-params.ts). */
  list: Paging;
  /** Whether the reader chooses the page size (among PAGE_SIZES); without, the list's size is fixed. */
  sizeChanger?: boolean;
}

/** The page sizes a staff list offers. */
const PAGE_SIZES = [10, 20, 50, 100];

export function AdminTable<Row extends object>({ query, what, empty, columns, list, sizeChanger = false, ...table }: AdminTableProps<Row>) {
  if (query.isError && !query.data) return <LoadFailed what={what} error={query.error} retry={() => void query.refetch()} />;
  return (
    <Table<Row>
      rowKey="id"
      {...table}
      className={[ADMIN_TABLE_CLASS, table.className].filter(Boolean).join(' ')}
      columns={labelledColumns(columns)}
      dataSource={query.data?.results ?? []}
      // Loading while there is no page to show or the one shown is the previous one; not while polled.
      loading={query.isPending || query.isPlaceholderData}
      locale={{ emptyText: query.isPending ? 'Loading…' : empty }}
      pagination={{
        current: list.page,
        pageSize: list.pageSize,
        total: query.data?.count ?? 0,
        showSizeChanger: sizeChanger,
        pageSizeOptions: sizeChanger ? PAGE_SIZES : undefined,
        hideOnSinglePage: !sizeChanger,
        onChange: list.turn,
      }}
    />
  );
}
