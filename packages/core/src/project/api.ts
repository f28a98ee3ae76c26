/**
 * The project and procurement-settings API as the web sees it: paths (seed style `/api/<entity>/<verb>`) and the
 * shapes of the answers. Times are ISO 8601 strings (UTC); money is a decimal string with two decimals.
 */
import { ANNOUNCEMENT_TYPE_LABELS, type AnnouncementType } from '../announcement/schema.ts';
import { PROJECT_ACTION_LABELS, type ProjectAction, type ProjectState } from './lifecycle.ts';
import type { PurchaseWay } from './purchase-way.ts';
import type { PurchaseSettings } from './rules.ts';

export const ProjectPath = {
  list: '/api/project/list',
  detail: '/api/project/detail',
  create: '/api/project/create',
  update: '/api/project/update',
  submit: '/api/project/submit',
  pause: '/api/project/pause',
  resume: '/api/project/resume',
  retender: '/api/project/retender',
  logs: '/api/project/logs',
} as const;

export const PurchaseSettingsPath = {
  list: '/api/purchaseSettings/list',
  update: '/api/purchaseSettings/update',
} as const;

/** One row of the 项目管理 table. */
export interface ProjectListRow {
  id: number;
  projectCode: string;
  projectName: string;
  purchaseWay: PurchaseWay;
  purchaseWayLabel: string;
  /** The effective state: an enrolling project past enrollEndTime is bidding. */
  status: ProjectState;
  /** The state's label, or 已暂停 while paused. */
  statusLabel: string;
  paused: boolean;
  needDeptId: number;
  needDeptName: string;
  manageDeptId: number;
  manageDeptName: string;
  budget: string;
  enrollTime: string | null;
  openTime: string | null;
  createdAt: string;
}

export interface ProjectSectionView {
  id: number;
  name: string;
  budget: string;
}

/** The 基本信息 tab: every field, the sections, and what the signed-in user may do now. */
export interface ProjectDetail extends ProjectListRow {
  purchaseName: string;
  categoryCn: string;
  totalInvestment: string;
  specialFree: string;
  other: string;
  tendCon: string;
  bidRange: string;
  section: string;
  address: string;
  cycle: string;
  qualityReq: string;
  qualificationReq: string;
  sections: ProjectSectionView[];
  pauseReason: string | null;
  enrollEndTime: string | null;
  closeFileupTime: string | null;
  gsTime: string | null;
  lossDes: string | null;
  /** The failed project this one re-tenders, and the copy made of this one when it was re-tendered. */
  retenderOf: { id: number; projectCode: string } | null;
  retenderedAs: { id: number; projectCode: string } | null;
  createdByName: string;
  updatedAt: string;
  /**
   * Staff-triggered actions the lifecycle allows now (canPerform without the user's inputs): the client offers
   * exactly these buttons, labelled with PROJECT_ACTION_LABELS.
   */
  actions: ProjectAction[];
}

/** One line of the 操作日志 tab. */
export interface ProjectLogEntry {
  id: number;
  action: string;
  actionLabel: string;
  actorName: string;
  ip: string;
  createdAt: string;
  detail: Record<string, unknown> | null;
}

/** Audit actions that are not a lifecycle action of their own name. */
const PROJECT_LOG_LABELS: Record<string, string> = {
  'project.create': '新建项目',
  'project.update': '编辑项目',
  'project.retenderCopy': '由流标项目重新采购生成',
};

/** The announcements feature audits its drafts and publications on the project; `detail.type` names the kind. */
const ANNOUNCEMENT_VERBS: Record<string, string> = {
  'announcement.create': '新建',
  'announcement.update': '编辑',
  'announcement.delete': '删除',
  'announcement.publish': '发布',
};

function announcementKind(detail: Record<string, unknown> | null | undefined): string {
  const type = detail?.type;
  return typeof type === 'string' && Object.hasOwn(ANNOUNCEMENT_TYPE_LABELS, type)
    ? ANNOUNCEMENT_TYPE_LABELS[type as AnnouncementType]
    : '公告';
}

/**
 * The Chinese label of an audit line on a project. `project.<lifecycle action>` (e.g. project.publishTender, from
 * whichever feature performs it) reads as the lifecycle's own label; unknown actions show as written.
 */
export function projectLogActionLabel(action: string, detail?: Record<string, unknown> | null): string {
  const known = PROJECT_LOG_LABELS[action];
  if (known) return known;
  const announcementVerb = ANNOUNCEMENT_VERBS[action];
  if (announcementVerb) return `${announcementVerb}${announcementKind(detail)}`;
  const verb = action.startsWith('project.') ? action.slice('project.'.length) : '';
  return Object.hasOwn(PROJECT_ACTION_LABELS, verb) ? PROJECT_ACTION_LABELS[verb as ProjectAction] : action;
}

/** One row of the procurement settings table. */
export interface PurchaseSettingsRow extends PurchaseSettings {
  purchaseWay: PurchaseWay;
  purchaseWayLabel: string;
  updatedAt: string;
  updatedByName: string;
}
