import { Card, Skeleton } from 'antd';

/** A page whose data is on its way: the page's card with a skeleton where its content will stand. */
export function PageLoading() {
  return (
    <Card variant="borderless" data-testid="page">
      <Skeleton active paragraph={{ rows: 8 }} />
    </Card>
  );
}
