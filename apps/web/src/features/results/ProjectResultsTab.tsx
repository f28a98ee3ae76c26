import type { ProjectDetail } from '@swp/core/project/api';
import type { Objection } from '@swp/core/results/responses';
import { Card, Empty, Skeleton, Space, Typography } from 'antd';
import { useState } from 'react';
import { useResultSummary } from '../../shared/queries/results.ts';
import { refusalOf } from '../../shared/refusal.ts';
import { AnswerObjectionModal } from './AnswerObjectionModal.tsx';
import { hasResult, useObjections } from './api.ts';
import { CandidatesTable } from './CandidatesTable.tsx';
import { ObjectionTable } from './ObjectionTable.tsx';
import { AwardView, PublicityView, WinnerBlocked } from './ResultOverview.tsx';

const NOT_READY = '评标委员会提交评标报告（评标完成）后，此处显示中标候选人、结果公示、异议和中标结果。';
const FAILED = '项目已流标，没有中标结果。';

/**
 * 项目 → 结果 (docs/rules.md, docs/product.md): the report's candidates, the 结果公示's window, the objections with 答复, why the
 * 中标公告 cannot be published yet, and the award once it is. The announcements themselves are made in 公告.
 */
export function ProjectResultsTab({ project }: { project: ProjectDetail }) {
  const ready = hasResult(project.status);
  const summary = useResultSummary(project.id, ready);
  const objections = useObjections(project.id, ready);
  const [answering, setAnswering] = useState<Objection | null>(null);

  if (!ready) {
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={project.status === 'failed' ? FAILED : NOT_READY}
        data-testid="result-not-ready"
      />
    );
  }
  if (summary.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (!summary.data) {
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={refusalOf(summary.error) ?? NOT_READY}
        data-testid="result-refused"
      />
    );
  }

  const s = summary.data;
  const rows = objections.data?.list ?? [];
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }} data-testid="project-results">
      <WinnerBlocked reason={s.winnerBlockedBy} />
      {s.award ? (
        <Card size="small" title="中标结果">
          <AwardView award={s.award} />
        </Card>
      ) : null}
      <Card size="small" title="中标候选人" extra={s.reportNo ? `评标报告 ${s.reportNo}` : null}>
        <CandidatesTable candidates={s.candidates} rankBy={s.rankBy} rankBasis={s.rankBasis} />
      </Card>
      <Card size="small" title="结果公示">
        <PublicityView summary={s} />
      </Card>
      <Card
        size="small"
        title="异议"
        extra={
          <Typography.Text type={s.openObjections > 0 ? 'warning' : 'secondary'} data-testid="objection-counts">
            共{s.totalObjections}条，待答复{s.openObjections}条
          </Typography.Text>
        }
      >
        {objections.error ? (
          <Typography.Text type="danger">{refusalOf(objections.error)}</Typography.Text>
        ) : (
          <ObjectionTable objections={rows} loading={objections.isFetching} onAnswer={setAnswering} />
        )}
      </Card>
      {answering ? (
        <AnswerObjectionModal projectId={project.id} objection={answering} onClose={() => setAnswering(null)} />
      ) : null}
    </Space>
  );
}
