import { Navigate, Route, Routes } from 'react-router';
import { useSpecialistSession } from '../../app/session/index.ts';
import { AntdProvider } from '../../shared/providers/AntdProvider.tsx';
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
    <AntdProvider>
      <Routes>
        <Route index element={<SpecialistIndex />} />
        <Route path="login" element={<SpecialistLogin />} />
        <Route path="layout" element={<SpecialistLayout />}>
          <Route index element={<Navigate to="evaluation" replace />} />
          {specialistRoutes.map((e) => (
            <Route key={e.path} path={`${e.path}/*`} element={e.element} />
          ))}
          <Route path="*" element={<Navigate to="/errors/404" replace />} />
        </Route>
        <Route path="*" element={<Navigate to="/errors/404" replace />} />
      </Routes>
    </AntdProvider>
  );
}
