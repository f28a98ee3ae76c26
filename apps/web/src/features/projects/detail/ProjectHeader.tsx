import type { ProjectDetail } from '@swp/core/project/api';
import { Alert, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageTitle } from '../../../shared/components/PageTitle.tsx';
import { formatMoney } from '../../../shared/format.ts';
import { ProjectStatusTag } from '../ProjectStatusTag.tsx';
import { projectPath } from '../paths.ts';
import { ProjectActions } from './ProjectActions.tsx';

type ProjectRef = NonNullable<ProjectDetail['retenderOf']>;

const ProjectLink = ({ project }: { project: ProjectRef }) => (
  <Link to={projectPath.detail(project.id)}>{project.projectCode}</Link>
);

/** The line tying a failed project and its re-tender together, on either of them. */
const RetenderNote = ({ children }: { children: ReactNode }) => (
  <Alert type="info" showIcon style={{ marginTop: 12 }} title={children} />
);

/** Name, code, state and the project's own actions; a paused project says why, a re-tendered one links its pair. */
export function ProjectHeader({ project: p }: { project: ProjectDetail }) {
  return (
    <div style={{ marginBottom: 8 }} data-testid="project-header">
      <Flex justify="space-between" align="flex-start" gap={16} wrap>
        {/* Two stacked blocks: inline Spaces side by side let a short name's meta line run up beside the tag.
            The 280 px basis sends the actions below when the page is narrower, instead of squeezing the text. */}
        <Flex vertical gap={6} style={{ minWidth: 0, flex: '1 1 280px' }}>
          <Flex align="center" gap={12} wrap data-testid="project-title-line">
            <PageTitle style={{ margin: 0, minWidth: 0 }} data-testid="project-name">
              {p.projectName}
            </PageTitle>
            <ProjectStatusTag project={p} />
          </Flex>
          <Flex gap="4px 24px" wrap data-testid="project-meta-line">
            <Typography.Text type="secondary">
              项目编号：<span data-testid="project-code">{p.projectCode}</span>
            </Typography.Text>
            <Typography.Text type="secondary">采购方式：{p.purchaseWayLabel}</Typography.Text>
            <Typography.Text type="secondary">预算金额：{formatMoney(p.budget)}</Typography.Text>
            <Typography.Text type="secondary">需求部门：{p.needDeptName}</Typography.Text>
          </Flex>
        </Flex>
        <ProjectActions project={p} />
      </Flex>
      {p.paused ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginTop: 12 }}
          title="项目已暂停"
          description={`暂停原因：${p.pauseReason ?? '-'}`}
          data-testid="paused-alert"
        />
      ) : null}
      {p.retenderOf ? (
        <RetenderNote>
          本项目由流标项目 <ProjectLink project={p.retenderOf} /> 重新采购生成
        </RetenderNote>
      ) : null}
      {p.retenderedAs ? (
        <RetenderNote>
          本项目已重新采购，新项目为 <ProjectLink project={p.retenderedAs} />
        </RetenderNote>
      ) : null}
    </div>
  );
}
