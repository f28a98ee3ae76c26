import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { staffSessionAlive, useStaffSession } from '../../app/session/index.ts';
import { usePerms } from '../../shared/hooks/usePermission.ts';
import { AreaRoutes } from '../../shared/layout/AreaRoutes.tsx';
import { leaves } from '../../shared/layout/routeTable.ts';
import { manageHome, manageLayout, manageLogin, manageRoutes } from './routes.tsx';

/** docs/product.md: under /manage, the permissions are fetched as soon as the staff login is true; expiry is enforced. */
function SessionWatch() {
  const { pathname } = useLocation();
  const loggedIn = useStaffSession((s) => s.loggedIn);
  usePerms();
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-check the expiry on every navigation
  useEffect(() => {
    if (loggedIn && !staffSessionAlive()) useStaffSession.getState().clear();
  }, [loggedIn, pathname]);
  return null;
}

function ManageIndex() {
  const loggedIn = useStaffSession((s) => s.loggedIn);
  return <Navigate to={loggedIn ? '/manage/layout' : '/manage/login'} replace />;
}

/** The management area (lazy bundle; its login, layout and each page are chunks of their own): /manage, /manage/login, /manage/layout/*. */
export default function ManageArea() {
  return (
    <AreaRoutes
      index={<ManageIndex />}
      login={manageLogin}
      layout={manageLayout}
      home={manageHome}
      pages={leaves(manageRoutes)}
    >
      <SessionWatch />
    </AreaRoutes>
  );
}
