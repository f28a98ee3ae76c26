import { AuditOutlined, IdcardOutlined } from '@ant-design/icons';
import type { RouteEntry } from '../../shared/layout/routeTable.ts';
import { SpecialistChangePwdPage } from './SpecialistChangePwdPage.tsx';

export const SPECIALIST_BASE = '/specialist/layout';
export const SPECIALIST_CHANGE_PWD = `${SPECIALIST_BASE}/change-pwd`;

/**
 * Seed §2, specialist menu: 在线评标 and 我的信息 (menu and breadcrumbs come from this table). 修改密码 is routed but
 * not in the menu: the user popover opens it as a modal, and an expert who must change the password is kept there.
 */
export const specialistRoutes: RouteEntry[] = [
  {
    path: 'evaluation',
    title: '在线评标',
    icon: <AuditOutlined />,
    upcoming: '开标后，已确认参加的评审专家在此查看投标文件，完成初步评审和详细评审打分，由组长汇总提交评标报告。',
  },
  {
    path: 'my',
    title: '我的信息',
    icon: <IdcardOutlined />,
    upcoming: '查看个人资料、专业类别和评标记录。修改密码请使用右上角的用户菜单。',
  },
  { path: 'change-pwd', title: '修改密码', hideInMenu: true, element: <SpecialistChangePwdPage /> },
];
