import { Navigate } from 'react-router';
import { useSpecialistSession } from '../../app/session/index.ts';
import { AreaRoutes } from '../../shared/layout/AreaRoutes.tsx';
import { SPECIALIST_BASE, specialistRoutes } from './routes.tsx';
import { SpecialistLayout } from './SpecialistLayout.tsx';
import { SpecialistLogin } from './SpecialistLogin.tsx';

function SpecialistIndex() {
  const loggedIn = useSpecialistSession((s) => s.loggedIn);
  return <Navigate to={loggedIn ? `${SPECIALIST_BASE}/evaluation` : '/specialist/login'} replace />;
}

/** The specialist area (lazy bundle): /specialist, /specialist/login, /specialist/layout/*. */
export default function SpecialistArea() {
  return (
    <AreaRoutes
      index={<SpecialistIndex />}
      login={<SpecialistLogin />}
      layout={<SpecialistLayout />}
      home={<Navigate to="evaluation" replace />}
      pages={specialistRoutes}
    />
  );
}
