import { BulletinDetailPage } from '../../features/bulletin/BulletinDetailPage.tsx';
import { BulletinPage } from '../../features/bulletin/BulletinPage.tsx';
import type { RouteEntry } from '../../shared/layout/routeTable.ts';
import { SecurityPage } from './SecurityPage.tsx';

export const VENDER_BASE = '/vender/layout';

/** Seed §2 vender top menu (公告栏 public; 我的项目, 用户中心 need a login) and the linked pages. */
export const venderRoutes: RouteEntry[] = [
  { path: 'bulletin', title: '公告栏', element: <BulletinPage /> },
  // The detail carries its own breadcrumb: the layout shows none on the bulletin (seed §2).
  { path: 'bulletin/:id', title: '公告详情', hideInMenu: true, element: <BulletinDetailPage /> },
  {
    path: 'project',
    title: '我的项目',
    requiresLogin: true,
    upcoming: '查看已报名项目及其状态，上传投标文件和报价，下载投标回执，查看开标记录和结果通知。',
  },
  {
    path: 'user',
    title: '用户中心',
    requiresLogin: true,
    upcoming: '维护企业信息、联系人和资质文件，资质到期前提醒；关键信息变更后需重新审核。',
  },
  {
    path: 'register',
    title: '注册',
    hideInMenu: true,
    upcoming: '供应商在线注册：填写企业信息和统一社会信用代码，上传营业执照，审核通过后即可报名参与采购项目。',
  },
  {
    path: 'findpassword',
    title: '找回密码',
    hideInMenu: true,
    upcoming: '通过绑定的手机号、图形验证码和短信验证码重新设置登录密码。如需立即找回，请联系采购管理部。',
  },
  { path: 'security', title: '修改密码', hideInMenu: true, requiresLogin: true, element: <SecurityPage /> },
];
