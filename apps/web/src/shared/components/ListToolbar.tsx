import { Divider, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

/**
 * The line between a list's SearchForm and its DataTable: a rule under the search, how many rows match (共 N 个…)
 * at the left and the list's own buttons (新增, 导出) at the right. A list without a search form leaves the rule out.
 */
export function ListToolbar({
  count,
  children,
  underSearch = true,
}: {
  count: ReactNode;
  children?: ReactNode;
  underSearch?: boolean;
}) {
  return (
    <>
      {underSearch && <Divider style={{ margin: '4px 0 16px' }} />}
      <Flex justify="space-between" align="center" style={{ marginBottom: 12 }}>
        <Typography.Text type="secondary">{count}</Typography.Text>
        {children}
      </Flex>
    </>
  );
}
