import { ClockCircleOutlined } from '@ant-design/icons';
import { Card, Result } from 'antd';

/**
 * A menu entry whose function belongs to a later release: never a blank panel, but a plain statement that it is
 * coming and what it will do, so a clerk who opens it knows it is not broken.
 */
export function UpcomingPage({ title, summary }: { title: string; summary?: string }) {
  return (
    <Card variant="borderless" data-testid="page">
      <Result
        data-testid="upcoming"
        icon={<ClockCircleOutlined style={{ color: '#1677ff' }} />}
        title={`“${title}”功能即将上线`}
        subTitle={summary ?? '该功能正在建设中，上线后将在此处提供。'}
      />
    </Card>
  );
}
