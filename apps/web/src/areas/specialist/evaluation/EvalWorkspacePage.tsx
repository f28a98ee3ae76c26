import { ArrowLeftOutlined } from '@ant-design/icons';
import { stageOf } from '@swp/core/evaluation/negotiation';
import type { EvalWorkspace } from '@swp/core/evaluation/responses';
import { Button, Card, Result, Skeleton, Space, Tabs } from 'antd';
import { Link, useNavigate, useParams } from 'react-router';
import { useEvalWorkspace } from '../../../features/evaluation/api.ts';
import { ChairPanel } from '../../../features/evaluation/chair/ChairPanel.tsx';
import { EVALUATION } from '../../../features/evaluation/paths.ts';
import { EvalReportView } from '../../../features/evaluation/report/EvalReportView.tsx';
import { SignCard } from '../../../features/evaluation/report/SignCard.tsx';
import { DetailedStep } from '../../../features/evaluation/sheet/DetailedStep.tsx';
import { PreliminaryStep } from '../../../features/evaluation/sheet/PreliminaryStep.tsx';
import { BiddersCard } from '../../../features/evaluation/workspace/BiddersCard.tsx';
import { ChairCard } from '../../../features/evaluation/workspace/ChairCard.tsx';
import { WorkspaceHeader } from '../../../features/evaluation/workspace/WorkspaceHeader.tsx';
import { NegotiationTab } from '../../../features/negotiation/NegotiationTab.tsx';
import { PageResult } from '../../../shared/components/PageResult.tsx';

/** The tab that matters now: the open step (竞争性谈判 while it is owed), or the report once finished. */
function tabOf(workspace: EvalWorkspace): string {
  const stage = stageOf(workspace.phase, workspace.project.purchaseWay, workspace.negotiation);
  return stage === null ? 'preliminary' : stage === 'finished' ? 'report' : stage;
}

function WorkTabs({ workspace }: { workspace: EvalWorkspace }) {
  const { report, me, committee } = workspace;
  const signedAt = committee.find((m) => m.specialistId === me.specialistId)?.signedAt ?? null;
  const items = [
    ...(report
      ? [
          {
            key: 'report',
            label: '评标报告',
            children: (
              <Space orientation="vertical" size={16} style={{ width: '100%' }}>
                <EvalReportView report={report} />
                <SignCard projectId={workspace.project.id} signedAt={signedAt} />
              </Space>
            ),
          },
        ]
      : []),
    { key: 'preliminary', label: '初步评审', children: <PreliminaryStep workspace={workspace} /> },
    ...(workspace.negotiation
      ? [
          {
            key: 'negotiation',
            label: '竞争性谈判',
            disabled: workspace.preliminary === null,
            children: <NegotiationTab workspace={workspace} />,
          },
        ]
      : []),
    {
      key: 'detailed',
      label: '详细评审',
      disabled: workspace.preliminary === null,
      children: <DetailedStep workspace={workspace} />,
    },
    ...(me.isChair ? [{ key: 'chair', label: '组长工作台', children: <ChairPanel workspace={workspace} /> }] : []),
  ];
  return (
    <Card variant="borderless" data-testid="eval-tabs">
      {/* Keyed by the tab that matters: when the chair closes a step, everyone lands on the next one. */}
      <Tabs key={tabOf(workspace)} defaultActiveKey={tabOf(workspace)} items={items} destroyOnHidden={false} />
    </Card>
  );
}

/**
 * /specialist/layout/evaluation/:projectId — one project's 在线评标 (docs/rules.md): the project and the committee's
 * phase, the opened bid files, the chair election, the expert's sheets, the chair's panel and, once finished, the
 * report to sign. Polled every few seconds while the committee scores. It composes evaluation's steps with
 * negotiation's 竞争性谈判 tab, so it lives in the area.
 */
export function EvalWorkspacePage() {
  const projectId = Number(useParams().projectId);
  const navigate = useNavigate();
  const workspace = useEvalWorkspace(projectId);

  if (workspace.isPending && workspace.fetchStatus !== 'idle') {
    return (
      <Card variant="borderless" data-testid="page">
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  }
  const data = workspace.data;
  if (!data) {
    return (
      <Card variant="borderless" data-testid="page">
        <PageResult
          status="warning"
          title="无法进入该项目的评标"
          subTitle="您不是该项目的评标委员会成员，或项目不存在。"
          extra={<Button onClick={() => navigate(EVALUATION)}>返回在线评标</Button>}
        />
      </Card>
    );
  }
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }} data-testid="page">
      <WorkspaceHeader workspace={data} />
      {data.phase === 'waiting' ? (
        <Card variant="borderless">
          <Result status="info" title="项目尚未开标" subTitle="开标后即可在此查看投标文件并开始评审。" />
        </Card>
      ) : (
        <>
          <ChairCard workspace={data} />
          <BiddersCard projectId={projectId} bidders={data.bidders} />
          <WorkTabs workspace={data} />
        </>
      )}
      <Link to={EVALUATION}>
        <ArrowLeftOutlined /> 返回在线评标
      </Link>
    </Space>
  );
}
