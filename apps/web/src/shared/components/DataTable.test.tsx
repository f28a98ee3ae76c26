import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
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

describe('DataTable from the keyboard (WCAG 2.1.1)', () => {
  // jsdom lays nothing out: the scroll container is given the widths of a table wider than its box.
  const widths = ['scrollWidth', 'clientWidth'] as const;
  const wide = (el: Element, which: (typeof widths)[number]) =>
    el.classList.contains('ant-table-content') ? (which === 'scrollWidth' ? 1400 : 900) : 0;
  const restore = widths.map(
    (which) => [which, Object.getOwnPropertyDescriptor(HTMLElement.prototype, which)] as const,
  );
  const overflowing = () => {
    for (const which of widths) {
      Object.defineProperty(HTMLElement.prototype, which, {
        configurable: true,
        get(this: HTMLElement) {
          return wide(this, which);
        },
      });
    }
  };
  const laidOutAgain = () => {
    for (const [which, descriptor] of restore) {
      if (descriptor) Object.defineProperty(HTMLElement.prototype, which, descriptor);
      else delete (HTMLElement.prototype as unknown as Record<string, unknown>)[which];
    }
  };
  afterEach(laidOutAgain);
  const columns = [
    { title: '名称', dataIndex: 'name', width: 700 },
    { title: '金额', dataIndex: 'amount', width: 700 },
  ];

  it('takes focus itself when it scrolls sideways with nothing inside to Tab to', () => {
    overflowing();
    const { container } = render(<DataTable rowKey="id" columns={columns} dataSource={[{ id: 1, name: 'A' }]} />);
    expect(container.querySelector<HTMLElement>('.ant-table-content')?.tabIndex).toBe(0);
  });

  it('adds no Tab stop when its rows have links or buttons, or when it fits', () => {
    overflowing();
    const withAction = [
      ...columns,
      { title: '操作', key: 'op', width: 90, render: () => <button type="button">查看</button> },
    ];
    const { container, unmount } = render(
      <DataTable rowKey="id" columns={withAction} dataSource={[{ id: 1, name: 'A' }]} />,
    );
    expect(container.querySelector('.ant-table-content')?.hasAttribute('tabindex')).toBe(false);
    unmount();
    laidOutAgain();
    const fits = render(<DataTable rowKey="id" columns={columns} dataSource={[{ id: 1, name: 'A' }]} />);
    expect(fits.container.querySelector('.ant-table-content')?.hasAttribute('tabindex')).toBe(false);
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
