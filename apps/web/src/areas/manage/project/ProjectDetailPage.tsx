import { Button, Card, Skeleton, Tabs } from 'antd';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useProjectDetail } from '../../../features/projects/api.ts';
import { ProjectHeader } from '../../../features/projects/detail/ProjectHeader.tsx';
import { projectPath } from '../../../features/projects/paths.ts';
import { PageResult } from '../../../shared/components/PageResult.tsx';
import { projectTabs } from './tabs.tsx';

/** /manage/layout/project/:id — the project page: header with its actions, then the feature tabs. */
export function ProjectDetailPage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const detail = useProjectDetail(id);
  const project = detail.data;

  if (detail.isLoading) {
    return (
      <Card variant="borderless">
        <Skeleton active paragraph={{ rows: 10 }} />
      </Card>
    );
  }
  if (!project) {
    return (
      <PageResult
        status="404"
        title="项目不存在"
        subTitle="该项目不存在或已被删除。"
        extra={<Button onClick={() => navigate(projectPath.list)}>返回项目列表</Button>}
      />
    );
  }

  const active = projectTabs.some((t) => t.key === params.get('tab')) ? (params.get('tab') as string) : 'basic';
  return (
    <Card variant="borderless" data-testid="page">
      <ProjectHeader project={project} />
      <Tabs
        activeKey={active}
        onChange={(key) => setParams(key === 'basic' ? {} : { tab: key }, { replace: true })}
        items={projectTabs.map((t) => ({ key: t.key, label: t.label, children: t.render(project) }))}
        destroyOnHidden
        data-testid="project-tabs"
      />
    </Card>
  );
}
