import { AuditOutlined, IdcardOutlined } from '@ant-design/icons';
import { MyInfoPage } from '../../features/specialist-profile/MyInfoPage.tsx';
import type { RouteEntry } from '../../shared/layout/routeTable.ts';
import { EvaluationRoutes } from './evaluation/EvaluationRoutes.tsx';
import { SpecialistChangePwdPage } from './SpecialistChangePwdPage.tsx';

export const SPECIALIST_BASE = '/specialist/layout';
export const SPECIALIST_CHANGE_PWD = `${SPECIALIST_BASE}/change-pwd`;

/**
 * docs/product.md, specialist menu: 在线评标 and 我的信息 (menu and breadcrumbs come from this table). 修改密码 is routed but
 * not in the menu: the user popover opens it as a modal, and an expert who must change the password is kept there.
 */
export const specialistRoutes: RouteEntry[] = [
  {
    path: 'evaluation',
    title: '在线评标',
    icon: <AuditOutlined />,
    element: <EvaluationRoutes />,
    pages: [{ path: ':projectId', title: '项目评标' }],
  },
  {
    path: 'my',
    title: '我的信息',
    icon: <IdcardOutlined />,
    element: <MyInfoPage />,
  },
  { path: 'change-pwd', title: '修改密码', hideInMenu: true, element: <SpecialistChangePwdPage /> },
];
