import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataTable } from './DataTable.tsx';

describe('DataTable (seed §9)', () => {
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
});
