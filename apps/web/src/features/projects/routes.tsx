import { Card, Skeleton } from 'antd';
import { type ComponentType, lazy, Suspense } from 'react';
import type { RouteEntry } from '../../shared/layout/routeTable.ts';

/** A page loaded on first visit, with a skeleton meanwhile (the layout stays on screen). */
export function lazyPage(load: () => Promise<ComponentType>) {
  const Page = lazy(async () => ({ default: await load() }));
  return (
    <Suspense
      fallback={
        <Card variant="borderless">
          <Skeleton active paragraph={{ rows: 8 }} />
        </Card>
      }
    >
      <Page />
    </Suspense>
  );
}

/**
 * The pages below 项目管理 (routed and named in the breadcrumb by the manage route table, never in the menu).
 * The list is the landing page and loads with the area; the form and the project page load when first opened.
 */
export const projectPages: RouteEntry[] = [
  {
    path: 'new',
    title: '新建项目',
    element: lazyPage(() => import('./form/ProjectFormPage.tsx').then((m) => m.ProjectCreatePage)),
  },
  {
    path: ':id',
    title: '项目详情',
    element: lazyPage(() => import('./detail/ProjectDetailPage.tsx').then((m) => m.ProjectDetailPage)),
  },
  {
    path: ':id/edit',
    title: '编辑项目',
    element: lazyPage(() => import('./form/ProjectFormPage.tsx').then((m) => m.ProjectEditPage)),
  },
];
