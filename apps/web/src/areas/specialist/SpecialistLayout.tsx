import { Navigate, Outlet, useLocation } from 'react-router';
import { useSpecialistSession } from '../../app/session/index.ts';
import { LocaleSwitch } from '../../shared/components/LocaleSwitch.tsx';
import { Logo } from '../../shared/components/Logo.tsx';
import { AreaBreadcrumb } from '../../shared/layout/AreaBreadcrumb.tsx';
import { AreaShell } from '../../shared/layout/AreaShell.tsx';
import { trailFor } from '../../shared/layout/routeTable.ts';
import { SideMenu } from '../../shared/layout/SideMenu.tsx';
import { useSpecialistMustChange } from './mustChange.ts';
import { SPECIALIST_BASE, SPECIALIST_CHANGE_PWD, specialistRoutes } from './routes.tsx';
import { SpecialistUser } from './SpecialistUser.tsx';

const anyone = () => true;

/**
 * docs/product.md specialist layout. The product's original logo link /speciallist is a typo (it would land on 404): /specialist.
 * An expert who must change the password stays on 修改密码, without the menu (like the management area).
 */
export function SpecialistLayout() {
  const { pathname, search } = useLocation();
  const loggedIn = useSpecialistSession((s) => s.loggedIn);
  const mustChange = useSpecialistMustChange((s) => s.mustChange);
  if (!loggedIn) return <Navigate to={`/specialist/login?redirect=${encodeURIComponent(pathname + search)}`} replace />;
  if (mustChange && pathname !== SPECIALIST_CHANGE_PWD) return <Navigate to={SPECIALIST_CHANGE_PWD} replace />;
  const trail = trailFor(specialistRoutes, pathname.slice(SPECIALIST_BASE.length));
  return (
    <AreaShell
      brand={<Logo to="/specialist" subtitle="专家端" />}
      actions={
        <>
          <LocaleSwitch tone="onDark" />
          <SpecialistUser />
        </>
      }
      menu={mustChange ? null : <SideMenu routes={specialistRoutes} base={SPECIALIST_BASE} can={anyone} />}
      breadcrumb={<AreaBreadcrumb trail={trail} base={SPECIALIST_BASE} />}
    >
      <Outlet />
    </AreaShell>
  );
}
