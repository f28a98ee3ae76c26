import { BID_CHECK_LABELS, BID_CHECKS } from '../bid/responses.ts';
import { PROJECT_STATE_LABELS, type ProjectState } from '../project/lifecycle.ts';
import { PROJECT_FIELD_LABELS } from '../project/schema.ts';

type Detail = Record<string, unknown> | null;

const stateLabel = (v: unknown) =>
  typeof v === 'string' && Object.hasOwn(PROJECT_STATE_LABELS, v) ? PROJECT_STATE_LABELS[v as ProjectState] : String(v);

const fieldLabel = (v: unknown) =>
  typeof v === 'string' && Object.hasOwn(PROJECT_FIELD_LABELS, v)
    ? PROJECT_FIELD_LABELS[v as keyof typeof PROJECT_FIELD_LABELS]
    : String(v);

/** Chinese names of detail keys other features may write (流标原因, 公告标题 …); unknown keys show as written. */
const KEY_LABELS: Record<string, string> = {
  reason: '原因',
  pauseReason: '原暂停原因',
  lossDes: '流标原因',
  title: '标题',
  projectCode: '项目编号',
  projectName: '项目名称',
  copyCode: '新项目编号',
  retenderOfCode: '原项目编号',
  committeeSize: '评审专家人数',
  invitedCount: '已通知专家',
  backupCount: '备选专家',
  eligibleCount: '符合条件专家',
  category: '专家类别',
  source: '补抽方式',
  basis: '排序依据',
};

const show = (v: unknown): string => {
  if (v === null || v === undefined || v === '') return '-';
  if (Array.isArray(v)) return v.map(show).join('、');
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
};

/** One readable line for the 操作日志 详情 column, from the audit line's action and detail. */
export function describeLogDetail(action: string, detail: Detail): string {
  if (!detail) return '';
  switch (action) {
    case 'project.create':
      return `项目编号：${show(detail.projectCode)}`;
    case 'project.update': {
      const changed = Array.isArray(detail.changed) ? detail.changed : [];
      return changed.length ? `修改了：${changed.map(fieldLabel).join('、')}` : '未修改内容';
    }
    case 'project.pause':
      return `暂停原因：${show(detail.reason)}`;
    case 'project.resume':
      return detail.pauseReason ? `原暂停原因：${show(detail.pauseReason)}` : '';
    case 'project.retender':
      return `新项目编号：${show(detail.copyCode)}`;
    case 'project.open': {
      // The server keeps how many bids were opened and how each checked against its receipt (opening.service.ts).
      const checks = (detail.checks ?? {}) as Record<string, unknown>;
      const counts = BID_CHECKS.map((c) => `${BID_CHECK_LABELS[c]}${show(checks[c] ?? 0)}份`).join('、');
      return `开标${show(detail.bids)}份投标文件（${counts}）；${stateLabel(detail.from)} → ${stateLabel(detail.to)}`;
    }
    case 'negotiation.waive':
      return `不进行谈判的理由：${show(detail.reason)}`;
    case 'project.retenderCopy':
      return `由流标项目 ${show(detail.retenderOfCode)} 重新采购生成`;
    default:
      break;
  }
  // Other features' lines (公告 …): labelled pairs, then the state change; ids and the announcement type (already in
  // the action's label) are left out.
  const parts = Object.entries(detail)
    .filter(([k]) => !k.endsWith('Id') && k !== 'type' && k !== 'from' && k !== 'to')
    .map(([k, v]) => `${KEY_LABELS[k] ?? k}：${show(v)}`);
  if ('from' in detail && 'to' in detail) parts.push(`${stateLabel(detail.from)} → ${stateLabel(detail.to)}`);
  return parts.join('；');
}
