import { EVAL_STAGE_LABELS, negotiationSummary, stageOf, stagesOf } from '@swp/core/evaluation/negotiation';
import type { EvalWorkspace } from '@swp/core/evaluation/responses';
import { PRICE_FORMULA_LABELS } from '@swp/core/grading/labels';
import { Card, Descriptions, Flex, Steps, Tag, Typography } from 'antd';
import { PageTitle } from '../../../shared/components/PageTitle.tsx';
import { formatDateTime } from '../../../shared/format.ts';

const CHOSEN_BY = { election: '委员会推选', staff: '工作人员指定' } as const;

/**
 * The project, its 开标时间, 开标地点 and 评分标准, and where the committee is: 初步评审 → (竞争性谈判 →) 详细评审 → 评标完成
 * (core stagesOf / stageOf; under 竞争性谈判 the rounds held or the recorded reason for none).
 */
export function WorkspaceHeader({ workspace }: { workspace: EvalWorkspace }) {
  const { project, standard, phase, chair, me, negotiation } = workspace;
  const stages = stagesOf(project.purchaseWay);
  const stage = stageOf(phase, project.purchaseWay, negotiation);
  return (
    <Card variant="borderless" data-testid="eval-header">
      <Flex align="center" gap={10} wrap style={{ marginBottom: 4 }}>
        <PageTitle style={{ margin: 0 }} data-testid="eval-project-name">
          {project.projectName}
        </PageTitle>
        {me.isChair ? <Tag color="gold">组长</Tag> : null}
      </Flex>
      <Typography.Text type="secondary">项目编号 {project.projectCode}</Typography.Text>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, lg: 4 }}
        style={{ marginTop: 12 }}
        items={[
          { key: 'open', label: '开标时间', children: formatDateTime(project.openTime) },
          { key: 'opened', label: '开标完成', children: formatDateTime(project.openedAt) },
          { key: 'place', label: '开标地点', children: project.openAddress || '—' },
          {
            key: 'standard',
            label: '评分标准',
            children: `${standard.name}（${PRICE_FORMULA_LABELS[standard.priceFormula]}）`,
          },
          {
            key: 'chair',
            label: '评标组长',
            children: chair ? `${chair.name}（${CHOSEN_BY[chair.chosenBy]}）` : '尚未产生',
          },
        ]}
      />
      <Steps
        size="small"
        style={{ marginTop: 16, maxWidth: 900 }}
        current={stage === null ? -1 : stages.indexOf(stage)}
        status={phase === 'finished' ? 'finish' : 'process'}
        items={stages.map((s) => ({
          title: EVAL_STAGE_LABELS[s],
          content: s === 'negotiation' && negotiation ? negotiationSummary(negotiation) : undefined,
        }))}
        data-testid="eval-steps"
      />
    </Card>
  );
}
