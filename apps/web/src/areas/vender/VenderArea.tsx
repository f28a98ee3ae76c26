import { Navigate } from 'react-router';
import { AreaRoutes } from '../../shared/layout/AreaRoutes.tsx';
import { leaves } from '../../shared/layout/routeTable.ts';
import { RequireVender } from './RequireVender.tsx';
import { VENDER_BASE, venderRoutes } from './routes.tsx';
import { VenderLayout } from './VenderLayout.tsx';

/** The vender area (lazy bundle, each page a chunk of its own): /vender → the bulletin; /vender/layout/*. */
export default function VenderArea() {
  return (
    <AreaRoutes
      index={<Navigate to={`${VENDER_BASE}/bulletin`} replace />}
      layout={<VenderLayout />}
      home={<Navigate to="bulletin" replace />}
      pages={leaves(venderRoutes).map((e) => ({
        path: e.path,
        element: e.requiresLogin ? <RequireVender>{e.element}</RequireVender> : e.element,
      }))}
    />
  );
}
