/**
 * The project and procurement-settings API as the web sees it: the shapes of the answers (the calls are
 * declared in `contract.ts`). Times are ISO 8601 strings (UTC); money is a decimal string with two decimals.
 */
import { ANNOUNCEMENT_TYPE_LABELS, type AnnouncementType } from '../announcement/schema.ts';
import { PROJECT_ACTION_LABELS, PROJECT_ACTIONS, type ProjectAction } from './lifecycle.ts';

// The answers' types; their zod schemas (responses.ts) stay out of the pages that import only these.
export type {
  ProjectDetail,
  ProjectListRow,
  ProjectLogEntry,
  ProjectSectionView,
  PurchaseSettingsRow,
} from './responses.ts';

/** Audit actions that are not a lifecycle action of their own name. */
const PROJECT_LOG_LABELS: Record<string, string> = {
  'project.create': '新建项目',
  'project.update': '编辑项目',
  'project.retenderCopy': '由流标项目重新采购生成',
  'project.setGradingStandard': '选择评分标准',
  // The committee's lines (server extraction/committee-log.ts), shown only to who may see the committee.
  'extraction.draw': '抽取评审专家',
  'extraction.replace': '补抽评审专家',
  'extraction.cancel': '登记专家不能参加',
  // 在线评标 (server modules/evaluation) and 竞争性谈判 (modules/negotiation).
  'evaluation.voteChair': '推选组长',
  'evaluation.chairElected': '组长产生',
  'evaluation.nameChair': '指定组长',
  'evaluation.submitSheet': '提交评审表',
  'evaluation.returnSheet': '退回评审表',
  'evaluation.finishPreliminary': '完成初步评审',
  'evaluation.sign': '评标报告签名确认',
  'negotiation.open': '发起谈判',
  'negotiation.offer': '提交最后报价',
  'negotiation.waive': '记录不进行谈判的理由',
};

/** The announcements feature audits its drafts and publications on the project; `detail.type` names the kind. */
const ANNOUNCEMENT_VERBS: Record<string, string> = {
  'announcement.create': '新建',
  'announcement.update': '编辑',
  'announcement.delete': '删除',
  'announcement.publish': '发布',
};

/** Every action a project's 操作日志 names: its lifecycle, its announcements, its committee and evaluation. */
export const PROJECT_LOG_ACTIONS: readonly string[] = [
  ...Object.keys(PROJECT_LOG_LABELS),
  ...Object.keys(ANNOUNCEMENT_VERBS),
  ...PROJECT_ACTIONS.map((action) => `project.${action}`),
];

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
