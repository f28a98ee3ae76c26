import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { columnsWidth, DataTable } from './DataTable.tsx';

describe('DataTable (docs/product.md)', () => {
  it('is bordered and small unless told otherwise', () => {
    const columns = [{ title: '名称', dataIndex: 'name' }];
    const { container, rerender } = render(
      <DataTable rowKey="id" columns={columns} dataSource={[{ id: 1, name: 'A' }]} />,
    );
    expect(container.querySelector('.ant-table-bordered')).not.toBeNull();
    expect(container.querySelector('.ant-table-small')).not.toBeNull();
    rerender(<DataTable rowKey="id" size="medium" bordered={false} columns={columns} dataSource={[]} />);
    expect(container.querySelector('.ant-table-bordered')).toBeNull();
    expect(container.querySelector('.ant-table-medium')).not.toBeNull();
  });

  it('scrolls sideways below the width its columns need', () => {
    const columns = [
      { title: '编号', dataIndex: 'code', width: 120 },
      { title: '名称', dataIndex: 'name', minWidth: 200 },
      { title: '操作', key: 'actions', width: 90, fixed: 'right' as const },
    ];
    const { container } = render(<DataTable rowKey="id" columns={columns} dataSource={[{ id: 1, code: 'A' }]} />);
    expect(container.querySelector<HTMLTableElement>('.ant-table-content table')?.style.width).toBe('410px');
  });
});

describe('columnsWidth', () => {
  it('adds numeric widths, minWidth or 160 px for flexible columns, and the leaves of column groups', () => {
    expect(columnsWidth([])).toBe(0);
    expect(
      columnsWidth([
        { title: 'a', width: 100 },
        { title: 'b', minWidth: 240 },
        { title: 'c', width: '20%' },
        { title: 'd', children: [{ title: 'd1', width: 80 }, { title: 'd2' }] },
      ]),
    ).toBe(100 + 240 + 160 + 80 + 160);
  });
});
