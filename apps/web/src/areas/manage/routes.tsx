import {
  BarChartOutlined,
  DeploymentUnitOutlined,
  ProjectOutlined,
  SettingOutlined,
  ShopOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { Permission } from '@swp/core/permissions';
import { BlacklistPage } from '../../features/blacklist/BlacklistPage.tsx';
import { departmentsPage } from '../../features/departments/route.tsx';
import { TaskCreatePage } from '../../features/extraction/tasks/TaskCreatePage.tsx';
import { TaskDetailPage } from '../../features/extraction/tasks/TaskDetailPage.tsx';
import { TaskListPage } from '../../features/extraction/tasks/TaskListPage.tsx';
import { GradingPage } from '../../features/grading/GradingPage.tsx';
import { SpecialistsPage } from '../../features/specialists/SpecialistsPage.tsx';
import { statisticsPage } from '../../features/statistics/route.tsx';
import { SupplierListPage } from '../../features/supplier-manage/SupplierListPage.tsx';
import { TemplatesPage } from '../../features/templates/TemplatesPage.tsx';
import type { RouteEntry } from '../../shared/layout/routeTable.ts';
import { AccountsPage } from './accounts/AccountsPage.tsx';
import { ChangePwdPage } from './ChangePwdPage.tsx';
import { ProjectListPage } from './project/ProjectListPage.tsx';
import { projectPages } from './project/pages.tsx';

export const MANAGE_BASE = '/manage/layout';

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
    element: <ProjectListPage />,
    pages: projectPages,
  },
  {
    path: 'specialist-extract',
    title: '外部招募专家抽取',
    permission: Permission.project,
    icon: <DeploymentUnitOutlined />,
    element: <TaskListPage />,
    pages: [
      { path: 'new', title: '新建抽取任务', element: <TaskCreatePage /> },
      { path: ':id', title: '任务详情', element: <TaskDetailPage /> },
    ],
  },
  {
    path: 'specialist',
    title: '专家管理',
    permission: Permission.specialist,
    icon: <TeamOutlined />,
    element: <SpecialistsPage />,
  },
  {
    path: 'analysis',
    title: '统计分析',
    permission: Permission.analysis,
    icon: <BarChartOutlined />,
    element: statisticsPage,
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
        element: <SupplierListPage />,
      },
      {
        path: 'blacklist',
        title: '黑名单',
        permission: Permission.suppler,
        element: <BlacklistPage />,
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
        element: <AccountsPage />,
      },
      { path: 'template', title: '公告模板管理', permission: Permission.template, element: <TemplatesPage /> },
      {
        path: 'grading',
        title: '评分标准管理',
        permission: Permission.grading,
        element: <GradingPage />,
      },
      { path: 'organization', title: '机构管理', permission: Permission.dept, element: departmentsPage },
    ],
  },
  { path: 'change-pwd', title: '修改密码', permission: '*', hideInMenu: true, element: <ChangePwdPage /> },
];

/** Both groups start open (docs/product.md). */
export const OPEN_GROUPS = ['suppler', 'system'];
