import { Empty } from 'antd';

/** A table's empty state with antd's simple picture (a bare string would render as plain text). */
export const tableEmpty = (description: string) => ({
  emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={description} />,
});

/**
 * A list's empty state, which says why it is empty: the load failed, the filters match nothing (`noMatch`, given
 * only while a filter is set), or there is nothing yet (`none`).
 */
export const listEmpty = (list: { isError: boolean }, none: string, noMatch?: string | false) =>
  tableEmpty(list.isError ? '加载失败，请稍后重试' : noMatch || none);
