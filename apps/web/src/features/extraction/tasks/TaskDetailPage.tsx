import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Space, Spin, Typography } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { PageTitle } from '../../../shared/components/PageTitle.tsx';
import { refusalOf } from '../../../shared/refusal.ts';
import { useTaskCommittee } from '../api.ts';
import { CommitteeView } from '../CommitteeView.tsx';
import { taskPath } from './paths.ts';

/** /manage/layout/specialist-extract/:id — one task's committee, live, with the same view as a project's. */
export function TaskDetailPage() {
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const committee = useTaskCommittee(id);
  const refusal = Number.isInteger(id) && id > 0 ? refusalOf(committee.error) : '抽取任务不存在';
  const data = committee.data;

  return (
    <Card variant="borderless" data-testid="page">
      <Space style={{ marginBottom: 12 }} align="center">
        <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(taskPath.list)}>
          返回
        </Button>
        <PageTitle style={{ margin: 0 }}>{data?.extraction.taskName ?? '抽取任务'}</PageTitle>
      </Space>
      {data?.extraction.taskDescription ? (
        <Typography.Paragraph type="secondary" style={{ whiteSpace: 'pre-wrap' }}>
          {data.extraction.taskDescription}
        </Typography.Paragraph>
      ) : null}
      {refusal ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={refusal} data-testid="extraction-refused" />
      ) : committee.isLoading || !data ? (
        <Spin style={{ display: 'block', margin: '48px auto' }} />
      ) : (
        <CommitteeView committee={data} polling={data.invitations.some((i) => i.status === 'pending')} />
      )}
    </Card>
  );
}
