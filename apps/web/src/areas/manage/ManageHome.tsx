import { Card, Empty, Spin } from 'antd';
import { Navigate } from 'react-router';
import { usePermissionCheck, usePerms } from '../../shared/hooks/usePermission.ts';
import { leaves } from '../../shared/layout/routeTable.ts';
import { MANAGE_BASE, manageRoutes } from './routes.tsx';

/** /manage/layout: opens the first menu entry the user may use. */
export function ManageHome() {
  const { loaded, query } = usePerms();
  const can = usePermissionCheck();
  if (!loaded && !query.isError) return <Spin style={{ display: 'block', margin: '120px auto' }} />;
  const first = leaves(manageRoutes).find((e) => !e.hideInMenu && can(e.permission));
  if (first) return <Navigate to={`${MANAGE_BASE}/${first.path}`} replace />;
  return (
    <Card variant="borderless">
      <Empty description="您的账号暂未分配任何功能权限，请联系系统管理员。" style={{ padding: '48px 0' }} />
    </Card>
  );
}
