import { BulletinPage } from '../../features/bulletin/BulletinPage.tsx';
import { FindPasswordPage } from '../../features/suppliers/FindPasswordPage.tsx';
import { RegisterPage } from '../../features/suppliers/RegisterPage.tsx';
import { UserCentrePage } from '../../features/suppliers/UserCentrePage.tsx';
import type { RouteEntry } from '../../shared/layout/routeTable.ts';
import { BulletinDetailPage } from './BulletinDetailPage.tsx';
import { MyProjectsRoutes } from './my-projects/MyProjectsRoutes.tsx';
import { SecurityPage } from './SecurityPage.tsx';

export const VENDER_BASE = '/vender/layout';

/** docs/product.md vender top menu (公告栏 public; 我的项目, 用户中心 need a login) and the linked pages. */
export const venderRoutes: RouteEntry[] = [
  { path: 'bulletin', title: '公告栏', element: <BulletinPage /> },
  // The detail carries its own breadcrumb: the layout shows none on the bulletin (docs/product.md).
  { path: 'bulletin/:id', title: '公告详情', hideInMenu: true, element: <BulletinDetailPage /> },
  {
    path: 'project',
    title: '我的项目',
    requiresLogin: true,
    element: <MyProjectsRoutes />,
    pages: [
      { path: ':projectId', title: '项目详情' },
      { path: ':projectId/hall', title: '开标大厅' },
    ],
  },
  { path: 'user', title: '用户中心', requiresLogin: true, element: <UserCentrePage /> },
  { path: 'register', title: '注册', hideInMenu: true, element: <RegisterPage /> },
  { path: 'findpassword', title: '找回密码', hideInMenu: true, element: <FindPasswordPage /> },
  { path: 'security', title: '修改密码', hideInMenu: true, requiresLogin: true, element: <SecurityPage /> },
];
