import { DEFAULT_COMMITTEE_RULES } from '@swp/core/extraction/schema';
import type { ProjectDetail } from '@swp/core/project/api';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Empty, Spin } from 'antd';
import { useMemo } from 'react';
import { projectKeys } from '../../shared/query-keys.ts';
import { refusalOf } from '../../shared/refusal.ts';
import { type DrawOutcome, useProjectCommittee, useProjectDraw } from './api.ts';
import { CommitteeView } from './CommitteeView.tsx';
import { defaultValues, ExtractionForm } from './ExtractionForm.tsx';
import { useDrawFeedback } from './useDrawFeedback.tsx';

/**
 * docs/rules.md: experts are drawn while the project is enrolling or bidding (待开标 included: bid files closed, the
 * opening still to come), and not while it is paused; the server also refuses a draw once openTime has come.
 */
const DRAWABLE = new Set(['enrolling', 'bidding', 'awaitingOpening']);

/**
 * 项目 → 专家抽取. Before the draw: the request form (when the project is in a state that allows it). After: the
 * committee, live. The list is confidential until the opening; a refusal from the server is the empty state.
 */
export function ProjectExtractionTab({ project }: { project: ProjectDetail }) {
  const committee = useProjectCommittee(project.id);
  const draw = useProjectDraw();
  const announce = useDrawFeedback();
  const client = useQueryClient();
  const minSize = DEFAULT_COMMITTEE_RULES.minSize[project.purchaseWay];
  const initial = useMemo(
    () => defaultValues(minSize, project.needDeptName ? [{ name: project.needDeptName, reason: '需求部门' }] : []),
    [minSize, project.needDeptName],
  );

  if (committee.isLoading) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  const refusal = refusalOf(committee.error);
  if (refusal || !committee.data) {
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={refusal ?? '暂无数据'}
        data-testid="extraction-refused"
      />
    );
  }
  const data = committee.data;
  if (data.extraction) {
    const polling = data.invitations.some((i) => i.status === 'pending');
    return <CommitteeView committee={data} polling={polling} />;
  }

  const drawable = DRAWABLE.has(project.status) && !project.paused;
  if (!drawable) {
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={`项目报名中或投标中才能抽取评审专家，当前状态为「${project.statusLabel}」`}
        data-testid="extraction-not-open"
      />
    );
  }
  return (
    <>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title="请在开标前一至两天抽取评审专家。冻结、列入黑名单的专家不会被抽取；抽取结果在开标前保密，仅抽取人和管理员可见。"
      />
      <ExtractionForm
        target={{ kind: 'project', projectId: project.id }}
        initialValues={initial}
        sizeHint={`${project.purchaseWayLabel}项目不少于${minSize}人，须为单数；技术、经济类合计不少于三分之二，其余席位为采购人代表，不参与抽取`}
        unitsHint="已预填需求部门（系统始终回避需求部门），可添加与本项目有利害关系的其他单位。"
        busy={draw.isPending}
        onSubmit={async (payload) => {
          const env = await draw.mutateAsync(payload as never);
          announce(env.msg, env.data as DrawOutcome);
          // The project's header and 操作日志 follow the draw.
          void client.invalidateQueries({ queryKey: projectKeys.all });
        }}
      />
    </>
  );
}
