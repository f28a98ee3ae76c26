import { Table, type TableProps } from 'antd';
import { useKeyboardScrollableTable } from '../hooks/useKeyboardScrollableTable.ts';

/** What a column without a numeric width (the flexible one, usually the name) needs unless it says `minWidth`. */
const FLEX_MIN = 160;

/**
 * The width the columns need: numeric widths, plus `minWidth` (or 160 px) for each flexible column; column groups
 * count their leaves. Below it the table scrolls sideways instead of squeezing cells (money cut to "¥15…") or
 * letting a fixed 操作 column sit on top of the columns it should scroll over.
 */
export function columnsWidth(columns: TableProps<object>['columns'] = []): number {
  let sum = 0;
  for (const column of columns) {
    if ('children' in column && column.children?.length) sum += columnsWidth(column.children);
    else sum += typeof column.width === 'number' ? column.width : (column.minWidth ?? FLEX_MIN);
  }
  return sum;
}

/**
 * docs/product.md: tables are bordered and small by default (antd's ConfigProvider has no table size/bordered default).
 * Every table scrolls sideways below the width its columns need (a page may still set `scroll.x` itself), and can
 * then be scrolled from the keyboard.
 */
export function DataTable<T extends object>(props: TableProps<T>) {
  const ref = useKeyboardScrollableTable();
  const scroll = { x: columnsWidth(props.columns as TableProps<object>['columns']), ...props.scroll };
  return <Table<T> ref={ref} bordered size="small" {...props} scroll={scroll} />;
}
