import {
  BarChartOutlined,
  DeploymentUnitOutlined,
  ProjectOutlined,
  SettingOutlined,
  ShopOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { Permission } from '@swp/core/permissions';
import { RouteFallback } from '../../app/RouteFallback.tsx';
import { lazyPage } from '../../shared/layout/lazyPage.tsx';
import type { RouteEntry } from '../../shared/layout/routeTable.ts';
import { projectPages } from './project/pages.tsx';

export const MANAGE_BASE = '/manage/layout';

/**
 * The sign-in page, the layout and its home are chunks of their own, like every page below: /manage/login loads a
 * three-field form, not the menu, the layout and the project list.
 */
export const manageLogin = lazyPage(
  import.meta.glob('/src/areas/manage/ManageLogin.tsx', { import: 'ManageLogin' }),
  <RouteFallback />,
);
export const manageLayout = lazyPage(
  import.meta.glob('/src/areas/manage/ManageLayout.tsx', { import: 'ManageLayout' }),
  <RouteFallback />,
);
export const manageHome = lazyPage(import.meta.glob('/src/areas/manage/ManageHome.tsx', { import: 'ManageHome' }));

/**
 * docs/product.md, management menu: entries, groups (wildcard, both open) and the permission each needs. The menu, the
 * breadcrumbs and the routes are all built from this table.
 */
export const manageRoutes: RouteEntry[] = [
  {
    path: 'project',
    title: '项目管理',
    permission: Permission.project,
    icon: <ProjectOutlined />,
    element: lazyPage(import.meta.glob('/src/areas/manage/project/ProjectListPage.tsx', { import: 'ProjectListPage' })),
    pages: projectPages,
  },
  {
    path: 'specialist-extract',
    title: '外部招募专家抽取',
    permission: Permission.project,
    icon: <DeploymentUnitOutlined />,
    element: lazyPage(import.meta.glob('/src/features/extraction/tasks/TaskListPage.tsx', { import: 'TaskListPage' })),
    pages: [
      {
        path: 'new',
        title: '新建抽取任务',
        element: lazyPage(
          import.meta.glob('/src/features/extraction/tasks/TaskCreatePage.tsx', { import: 'TaskCreatePage' }),
        ),
      },
      {
        path: ':id',
        title: '任务详情',
        element: lazyPage(
          import.meta.glob('/src/features/extraction/tasks/TaskDetailPage.tsx', { import: 'TaskDetailPage' }),
        ),
      },
    ],
  },
  {
    path: 'specialist',
    title: '专家管理',
    permission: Permission.specialist,
    icon: <TeamOutlined />,
    element: lazyPage(import.meta.glob('/src/features/specialists/SpecialistsPage.tsx', { import: 'SpecialistsPage' })),
  },
  {
    path: 'analysis',
    title: '统计分析',
    permission: Permission.analysis,
    icon: <BarChartOutlined />,
    element: lazyPage(import.meta.glob('/src/features/statistics/StatisticsPage.tsx', { import: 'StatisticsPage' })),
  },
  {
    key: 'suppler',
    title: '供应商管理',
    permission: '*',
    icon: <ShopOutlined />,
    children: [
      {
        path: 'vender',
        title: '供应商管理',
        permission: Permission.suppler,
        element: lazyPage(
          import.meta.glob('/src/features/supplier-manage/SupplierListPage.tsx', { import: 'SupplierListPage' }),
        ),
      },
      {
        path: 'blacklist',
        title: '黑名单',
        permission: Permission.suppler,
        element: lazyPage(import.meta.glob('/src/features/blacklist/BlacklistPage.tsx', { import: 'BlacklistPage' })),
      },
    ],
  },
  {
    key: 'system',
    title: '系统设置',
    permission: '*',
    icon: <SettingOutlined />,
    children: [
      {
        path: 'account',
        title: '账号管理',
        permission: Permission.user,
        element: lazyPage(import.meta.glob('/src/areas/manage/accounts/AccountsPage.tsx', { import: 'AccountsPage' })),
      },
      {
        path: 'template',
        title: '公告模板管理',
        permission: Permission.template,
        element: lazyPage(import.meta.glob('/src/features/templates/TemplatesPage.tsx', { import: 'TemplatesPage' })),
      },
      {
        path: 'grading',
        title: '评分标准管理',
        permission: Permission.grading,
        element: lazyPage(import.meta.glob('/src/features/grading/GradingPage.tsx', { import: 'GradingPage' })),
      },
      {
        path: 'organization',
        title: '机构管理',
        permission: Permission.dept,
        element: lazyPage(
          import.meta.glob('/src/features/departments/DepartmentsPage.tsx', { import: 'DepartmentsPage' }),
        ),
      },
    ],
  },
  {
    path: 'change-pwd',
    title: '修改密码',
    permission: '*',
    hideInMenu: true,
    element: lazyPage(import.meta.glob('/src/areas/manage/ChangePwdPage.tsx', { import: 'ChangePwdPage' })),
  },
];

/** Both groups start open (docs/product.md). */
export const OPEN_GROUPS = ['suppler', 'system'];
