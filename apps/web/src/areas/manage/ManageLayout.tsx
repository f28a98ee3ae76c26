import { Spin } from 'antd';
import { Navigate, Outlet, useLocation } from 'react-router';
import { staffSessionAlive, useStaffSession } from '../../app/session/index.ts';
import { LocaleSwitch } from '../../shared/components/LocaleSwitch.tsx';
import { Logo } from '../../shared/components/Logo.tsx';
import { PageResult } from '../../shared/components/PageResult.tsx';
import { usePermissionCheck, usePerms } from '../../shared/hooks/usePermission.ts';
import { AreaBreadcrumb } from '../../shared/layout/AreaBreadcrumb.tsx';
import { AreaShell } from '../../shared/layout/AreaShell.tsx';
import { trailFor } from '../../shared/layout/routeTable.ts';
import { SideMenu } from '../../shared/layout/SideMenu.tsx';
import { ManageUser } from './ManageUser.tsx';
import { MANAGE_BASE, manageRoutes, OPEN_GROUPS } from './routes.tsx';

const CHANGE_PWD = `${MANAGE_BASE}/change-pwd`;

/** docs/product.md management layout. Signed-out users go to the login; a user who must change password stays on it. */
export function ManageLayout() {
  const { pathname, search } = useLocation();
  const loggedIn = useStaffSession((s) => s.loggedIn);
  const mustChange = useStaffSession((s) => s.mustChange);
  const can = usePermissionCheck();
  const { loaded, query: permsQuery } = usePerms();

  if (!loggedIn || !staffSessionAlive()) {
    return <Navigate to={`/manage/login?redirect=${encodeURIComponent(pathname + search)}`} replace />;
  }
  if (mustChange && pathname !== CHANGE_PWD) return <Navigate to={CHANGE_PWD} replace />;

  const trail = trailFor(manageRoutes, pathname.slice(MANAGE_BASE.length));
  const leaf = trail[trail.length - 1];
  const forbidden = loaded && leaf !== undefined && !can(leaf.permission);
  // A page that needs a permission waits for the list: rendered earlier, its first call would be refused (403,
  // 没有权限执行此操作 in a toast) just before the 没有权限 page replaces it. If the list cannot load, the page shows
  // and the server decides, as always.
  const waiting = !loaded && !permsQuery.isError && leaf?.permission !== undefined && leaf.permission !== '*';

  return (
    <AreaShell
      brand={<Logo to="/manage" subtitle="管理端" />}
      actions={
        <>
          <LocaleSwitch tone="onDark" />
          <ManageUser />
        </>
      }
      menu={
        mustChange ? null : (
          <SideMenu routes={manageRoutes} base={MANAGE_BASE} can={can} defaultOpenKeys={OPEN_GROUPS} />
        )
      }
      breadcrumb={<AreaBreadcrumb trail={trail} base={MANAGE_BASE} />}
    >
      {waiting ? (
        <Spin style={{ display: 'block', margin: '120px auto' }} data-testid="perms-loading" />
      ) : forbidden ? (
        <PageResult status="403" title="没有权限" subTitle="您没有访问该页面的权限，请联系系统管理员。" />
      ) : (
        <Outlet />
      )}
    </AreaShell>
  );
}
