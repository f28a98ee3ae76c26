import { Navigate, Route, Routes } from 'react-router';
import { EvalProjectsPage } from '../../../features/evaluation/EvalProjectsPage.tsx';
import { EvalWorkspacePage } from './EvalWorkspacePage.tsx';

/**
 * 在线评标 and one project's workspace below it. The specialist area routes each menu entry as `path/*`
 * (areas/specialist/SpecialistArea.tsx), so the workspace is routed here; the route table's `pages` names it for
 * the breadcrumb.
 */
export function EvaluationRoutes() {
  return (
    <Routes>
      <Route index element={<EvalProjectsPage />} />
      <Route path=":projectId" element={<EvalWorkspacePage />} />
      <Route path="*" element={<Navigate to="/errors/404" replace />} />
    </Routes>
  );
}
