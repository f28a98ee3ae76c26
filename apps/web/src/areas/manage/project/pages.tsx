import { lazyPage } from '../../../shared/layout/lazyPage.tsx';
import type { RouteEntry } from '../../../shared/layout/routeTable.ts';

/**
 * The pages below 项目管理 (routed and named in the breadcrumb by the manage route table, never in the menu).
 * The list is the landing page and loads with the area; the form and the project page load when first opened.
 */
export const projectPages: RouteEntry[] = [
  {
    path: 'new',
    title: '新建项目',
    element: lazyPage(() =>
      import('../../../features/projects/form/ProjectFormPage.tsx').then((m) => m.ProjectCreatePage),
    ),
  },
  {
    path: ':id',
    title: '项目详情',
    element: lazyPage(() => import('./ProjectDetailPage.tsx').then((m) => m.ProjectDetailPage)),
  },
  {
    path: ':id/edit',
    title: '编辑项目',
    element: lazyPage(() =>
      import('../../../features/projects/form/ProjectFormPage.tsx').then((m) => m.ProjectEditPage),
    ),
  },
];
