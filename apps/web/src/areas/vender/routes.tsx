import { lazyPage } from '../../shared/layout/lazyPage.tsx';
import type { RouteEntry } from '../../shared/layout/routeTable.ts';

export const VENDER_BASE = '/vender/layout';

/**
 * docs/product.md vender top menu (公告栏 public; 我的项目, 用户中心 need a login) and the linked pages. Each page is
 * its own chunk, loaded when first opened: a phone on the 公告栏 downloads the 公告栏, not the bid upload.
 */
export const venderRoutes: RouteEntry[] = [
  {
    path: 'bulletin',
    title: '公告栏',
    element: lazyPage(import.meta.glob('/src/features/bulletin/BulletinPage.tsx', { import: 'BulletinPage' })),
  },
  // The detail carries its own breadcrumb: the layout shows none on the bulletin (docs/product.md).
  {
    path: 'bulletin/:id',
    title: '公告详情',
    hideInMenu: true,
    element: lazyPage(import.meta.glob('/src/areas/vender/BulletinDetailPage.tsx', { import: 'BulletinDetailPage' })),
  },
  {
    path: 'project',
    title: '我的项目',
    requiresLogin: true,
    element: lazyPage(import.meta.glob('/src/features/enrolments/MyProjectsPage.tsx', { import: 'MyProjectsPage' })),
    pages: [
      {
        path: ':projectId',
        title: '项目详情',
        requiresLogin: true,
        element: lazyPage(
          import.meta.glob('/src/areas/vender/my-projects/MyProjectPage.tsx', { import: 'MyProjectPage' }),
        ),
      },
      {
        path: ':projectId/hall',
        title: '开标大厅',
        requiresLogin: true,
        element: lazyPage(
          import.meta.glob('/src/areas/vender/my-projects/MyProjectHallPage.tsx', { import: 'MyProjectHallPage' }),
        ),
      },
    ],
  },
  {
    path: 'user',
    title: '用户中心',
    requiresLogin: true,
    element: lazyPage(import.meta.glob('/src/features/suppliers/UserCentrePage.tsx', { import: 'UserCentrePage' })),
  },
  {
    path: 'register',
    title: '注册',
    hideInMenu: true,
    element: lazyPage(import.meta.glob('/src/features/suppliers/RegisterPage.tsx', { import: 'RegisterPage' })),
  },
  {
    path: 'findpassword',
    title: '找回密码',
    hideInMenu: true,
    element: lazyPage(import.meta.glob('/src/features/suppliers/FindPasswordPage.tsx', { import: 'FindPasswordPage' })),
  },
  {
    path: 'security',
    title: '修改密码',
    hideInMenu: true,
    requiresLogin: true,
    element: lazyPage(import.meta.glob('/src/areas/vender/SecurityPage.tsx', { import: 'SecurityPage' })),
  },
];
