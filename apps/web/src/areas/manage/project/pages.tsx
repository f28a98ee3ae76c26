import { lazyPage } from '../../../shared/layout/lazyPage.tsx';
import type { RouteEntry } from '../../../shared/layout/routeTable.ts';

/**
 * The pages below 项目管理 (routed and named in the breadcrumb by the manage route table, never in the menu), each
 * loaded when first opened.
 */
export const projectPages: RouteEntry[] = [
  {
    path: 'new',
    title: '新建项目',
    element: lazyPage(
      import.meta.glob('/src/features/projects/form/ProjectFormPage.tsx', { import: 'ProjectCreatePage' }),
    ),
  },
  {
    path: ':id',
    title: '项目详情',
    element: lazyPage(
      import.meta.glob('/src/areas/manage/project/ProjectDetailPage.tsx', { import: 'ProjectDetailPage' }),
    ),
  },
  {
    path: ':id/edit',
    title: '编辑项目',
    element: lazyPage(
      import.meta.glob('/src/features/projects/form/ProjectFormPage.tsx', { import: 'ProjectEditPage' }),
    ),
  },
];
