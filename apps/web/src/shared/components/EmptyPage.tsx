import { Card, Empty, Typography } from 'antd';

/** A page whose content belongs to a later issue: its title and an empty state, nothing else. */
export function EmptyPage({ title }: { title: string }) {
  return (
    <Card variant="borderless" data-testid="page">
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {title}
      </Typography.Title>
      <Empty style={{ padding: '48px 0' }} />
    </Card>
  );
}
