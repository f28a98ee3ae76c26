import { ArrowLeftOutlined } from '@ant-design/icons';
import { DEFAULT_COMMITTEE_RULES } from '@swp/core/extraction/schema';
import { Alert, Button, Card, Space } from 'antd';
import { useNavigate } from 'react-router';
import { PageTitle } from '../../../shared/components/PageTitle.tsx';
import { type DrawOutcome, useTaskDraw } from '../api.ts';
import { defaultValues, ExtractionForm } from '../ExtractionForm.tsx';
import { useDrawFeedback } from '../useDrawFeedback.tsx';
import { taskPath } from './paths.ts';

const MIN = DEFAULT_COMMITTEE_RULES.minSizeWithoutPurchaseWay;
const initial = defaultValues(MIN);

/** 新建抽取任务: a named evaluation task drawn from externally recruited experts only; the draw happens on 抽取. */
export function TaskCreatePage() {
  const navigate = useNavigate();
  const draw = useTaskDraw();
  const announce = useDrawFeedback();
  return (
    <Card variant="borderless" data-testid="page">
      <Space style={{ marginBottom: 12 }}>
        <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(taskPath.list)}>
          返回
        </Button>
        <PageTitle style={{ margin: 0 }}>新建抽取任务</PageTitle>
      </Space>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title="仅从外部招募专家中抽取。被抽中的专家会收到短信，在 10 分钟内通过链接确认是否参加。"
      />
      <ExtractionForm
        target={{ kind: 'external' }}
        initialValues={initial}
        sizeHint={`不少于${MIN}人，须为单数；技术、经济类合计不少于三分之二`}
        unitsHint="与评审事项有利害关系的单位，其在职专家不会被抽取。"
        busy={draw.isPending}
        onSubmit={async (payload) => {
          const env = await draw.mutateAsync(payload as never);
          announce(env.msg, env.data as DrawOutcome);
          if (env.data) navigate(taskPath.detail(env.data.extractionId), { replace: true });
        }}
      />
    </Card>
  );
}
