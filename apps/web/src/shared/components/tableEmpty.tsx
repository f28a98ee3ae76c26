import { Empty } from 'antd';

/** A table's empty state with antd's simple picture (a bare string would render as plain text). */
export const tableEmpty = (description: string) => ({
  emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={description} />,
});
