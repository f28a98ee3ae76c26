import { AuditOutlined, IdcardOutlined } from '@ant-design/icons';
import type { RouteEntry } from '../../shared/layout/routeTable.ts';

export const SPECIALIST_BASE = '/specialist/layout';

/** Seed §2, specialist menu: 在线评标 and 我的信息 (menu and breadcrumbs come from this table). */
export const specialistRoutes: RouteEntry[] = [
  { path: 'evaluation', title: '在线评标', icon: <AuditOutlined /> },
  { path: 'my', title: '我的信息', icon: <IdcardOutlined /> },
];
