import { Navigate, Route, Routes } from 'react-router';
import { AntdProvider } from '../../shared/providers/AntdProvider.tsx';
import { RequireVender } from './RequireVender.tsx';
import { VENDER_BASE, venderRoutes } from './routes.tsx';
import { VenderLayout } from './VenderLayout.tsx';

/** The vender area (lazy bundle): /vender → the bulletin; /vender/layout/*. */
export default function VenderArea() {
  return (
    <AntdProvider>
      <Routes>
        <Route index element={<Navigate to={`${VENDER_BASE}/bulletin`} replace />} />
        <Route path="layout" element={<VenderLayout />}>
          <Route index element={<Navigate to="bulletin" replace />} />
          {venderRoutes.map((e) => {
            const page = e.element;
            return (
              <Route
                key={e.path}
                path={`${e.path}/*`}
                element={e.requiresLogin ? <RequireVender>{page}</RequireVender> : page}
              />
            );
          })}
          <Route path="*" element={<Navigate to="/errors/404" replace />} />
        </Route>
        <Route path="*" element={<Navigate to="/errors/404" replace />} />
      </Routes>
    </AntdProvider>
  );
}
