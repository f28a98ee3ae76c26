import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Card } from 'antd';
import { Link, useNavigate, useParams } from 'react-router';
import { useMyProjectEnrolments } from '../../../features/enrolments/api.ts';
import { MY_PROJECTS, myProjectPath } from '../../../features/enrolments/paths.ts';
import { SupplierHall } from '../../../features/opening-hall/SupplierHall.tsx';
import { PageLoading } from '../../../shared/components/PageLoading.tsx';
import { PageResult } from '../../../shared/components/PageResult.tsx';

/**
 * /vender/layout/project/:projectId/hall — the 开标大厅 of one project in 我的项目 (features/opening-hall), for a
 * company that bid on it; the project's name and times come from the company's enrolment (enrolments).
 */
export function MyProjectHallPage() {
  const projectId = Number(useParams().projectId);
  const navigate = useNavigate();
  const enrolments = useMyProjectEnrolments(projectId);
  const first = enrolments.data?.[0];

  if (enrolments.isPending) return <PageLoading />;
  if (!first) {
    return (
      <Card variant="borderless" data-testid="page">
        <PageResult
          status="404"
          title="没有该项目的报名记录"
          extra={<Button onClick={() => navigate(MY_PROJECTS)}>返回我的项目</Button>}
        />
      </Card>
    );
  }
  return (
    <div data-testid="page">
      <SupplierHall projectId={projectId} project={first} />
      <div style={{ marginTop: 16 }}>
        <Link to={myProjectPath(projectId)}>
          <ArrowLeftOutlined /> 返回项目
        </Link>
      </div>
    </div>
  );
}
