import { EVAL_PHASE_LABELS } from '@swp/core/evaluation/labels';
import { negotiationRefusal } from '@swp/core/evaluation/negotiation';
import type { ProjectDetail } from '@swp/core/project/api';
import { PurchaseWayCode } from '@swp/core/project/purchase-way';
import { Card, Descriptions, Empty, Skeleton, Space, Typography } from 'antd';
import { useEvalProgress, useEvalReport } from '../../../features/evaluation-staff/api.ts';
import { ChairPanel } from '../../../features/evaluation-staff/ChairPanel.tsx';
import { CommitteeTable } from '../../../features/evaluation-staff/CommitteeTable.tsx';
import { PhaseSteps } from '../../../features/evaluation-staff/PhaseSteps.tsx';
import { ReportView } from '../../../features/evaluation-staff/ReportView.tsx';
import { NegotiationCard } from '../../../features/negotiation/NegotiationCard.tsx';
import { formatTime } from '../../../shared/format.ts';
import { mayBeOpened } from '../../../shared/opening-state.ts';
import { refusalOf } from '../../../shared/refusal.ts';

const NOT_OPENED = '开标后，评标委员会在系统中推选组长、完成初步评审和详细评审，此处显示评标进度和评标报告。';

/**
 * 项目 → 评标 (docs/product.md): before 开标 a note; then the committee's progress (phase, chair, each expert's
 * sheets and signature — statuses only), 指定组长 while there is none, the 评标报告 once submitted and, for a
 * 竞争性谈判 project, its rounds. Staff cannot change a score: nothing here writes one. It composes evaluation-staff's
 * progress and report with negotiation's rounds, so it lives in the area.
 */
export function ProjectEvaluationTab({ project }: { project: ProjectDetail }) {
  const opened = mayBeOpened(project.status);
  const progress = useEvalProgress(project.id, opened);
  const hasReport = Boolean(progress.data?.reportNo);
  const report = useEvalReport(project.id, hasReport);

  if (!opened) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={NOT_OPENED} data-testid="eval-not-opened" />;
  }
  if (progress.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (!progress.data) {
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={refusalOf(progress.error) ?? NOT_OPENED}
        data-testid="eval-refused"
      />
    );
  }

  const p = progress.data;
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }} data-testid="project-evaluation">
      <Card size="small" title="评标进度">
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          <PhaseSteps phase={p.phase} purchaseWay={project.purchaseWay} negotiation={p.negotiation} />
          <Descriptions
            size="small"
            column={{ xs: 1, sm: 3 }}
            items={[
              {
                key: 'phase',
                label: '当前阶段',
                children: <span data-testid="eval-phase">{EVAL_PHASE_LABELS[p.phase]}</span>,
              },
              { key: 'std', label: '评分标准', children: p.standardName ?? '—' },
              { key: 'n', label: '评标委员会', children: `${p.committee.length} 人` },
            ]}
          />
          <ChairPanel projectId={project.id} progress={p} />
          <CommitteeTable committee={p.committee} />
          <Typography.Text type="secondary">
            评分由专家在专家端完成，项目管理人员只能查看进度，不能查看或修改专家的评分。
          </Typography.Text>
        </Space>
      </Card>
      {p.reportNo ? (
        <Card size="small" title="评标报告">
          {report.data ? (
            <ReportView report={report.data} />
          ) : report.isPending ? (
            <Skeleton active paragraph={{ rows: 4 }} />
          ) : (
            <Typography.Text type="danger">
              {refusalOf(report.error)}（报告编号 {p.reportNo}，{formatTime(p.submittedAt)} 提交）
            </Typography.Text>
          )}
        </Card>
      ) : null}
      {project.purchaseWay === PurchaseWayCode.negotiation ? (
        <NegotiationCard
          projectId={project.id}
          canOpenRound={p.phase === 'detailed' && !project.paused}
          state={p.negotiation}
          prompt={
            p.phase === 'detailed' && p.negotiation ? negotiationRefusal(project.purchaseWay, p.negotiation) : null
          }
        />
      ) : null}
    </Space>
  );
}
