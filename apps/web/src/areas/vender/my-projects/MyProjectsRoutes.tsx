import { Route, Routes } from 'react-router';
import { MyProjectsPage } from '../../../features/enrolments/MyProjectsPage.tsx';
import { toNotFound } from '../../../shared/layout/AreaRoutes.tsx';
import { MyProjectHallPage } from './MyProjectHallPage.tsx';
import { MyProjectPage } from './MyProjectPage.tsx';

/**
 * 我的项目 and one project's page below it. The vender area routes each menu entry as `path/*` (areas/vender/
 * VenderArea.tsx), so the pages under 我的项目 are routed here; the route table's `pages` names them for the
 * breadcrumb.
 */
export function MyProjectsRoutes() {
  return (
    <Routes>
      <Route index element={<MyProjectsPage />} />
      <Route path=":projectId" element={<MyProjectPage />} />
      <Route path=":projectId/hall" element={<MyProjectHallPage />} />
      <Route path="*" element={toNotFound} />
    </Routes>
  );
}
