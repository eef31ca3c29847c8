import { describe, expect, it } from '@jest/globals';
import type { TableColumnsType } from 'antd';
import { labelledColumns } from './labelled-columns.ts';

interface Row {
  id: number;
}

describe('staff table columns on a phone', () => {
  it('labels each cell with its column title, keeping the cell props a column had', () => {
    const columns: TableColumnsType<Row> = [
      { key: 'name', title: 'Name', onCell: () => ({ className: 'bold' }) },
      { key: 'actions', title: 'Actions' },
      { key: 'icon', title: null },
    ];
    const [name, actions, icon] = labelledColumns(columns);
    expect(name?.onCell?.({ id: 1 }, 0)).toEqual({ className: 'bold', 'data-label': 'Name' });
    expect(actions?.onCell?.({ id: 1 }, 0)).toEqual({ 'data-label': 'Actions' });
    expect(icon?.onCell).toBeUndefined();
  });
});
