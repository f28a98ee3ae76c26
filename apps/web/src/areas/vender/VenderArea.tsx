import { Navigate } from 'react-router';
import { AreaRoutes } from '../../shared/layout/AreaRoutes.tsx';
import { RequireVender } from './RequireVender.tsx';
import { VENDER_BASE, venderRoutes } from './routes.tsx';
import { VenderLayout } from './VenderLayout.tsx';

/** The vender area (lazy bundle): /vender → the bulletin; /vender/layout/*. */
export default function VenderArea() {
  return (
    <AreaRoutes
      index={<Navigate to={`${VENDER_BASE}/bulletin`} replace />}
      layout={<VenderLayout />}
      home={<Navigate to="bulletin" replace />}
      pages={venderRoutes.map((e) => ({
        path: e.path,
        element: e.requiresLogin ? <RequireVender>{e.element}</RequireVender> : e.element,
      }))}
    />
  );
}
