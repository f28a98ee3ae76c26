import { BID_CHECK_LABELS, BID_CHECKS } from '../bid/responses.ts';
import { formatYuan } from '../common/money.ts';
import { PROJECT_STATE_LABELS, type ProjectState } from '../project/lifecycle.ts';
import { PROJECT_FIELD_LABELS } from '../project/schema.ts';
import { formatDateTimeCn } from '../project/time.ts';
import { SPECIALIST_FIELD_LABELS } from '../specialist/labels.ts';
import { detailKeyLabel, detailValueLabel, isHiddenDetailKey } from './detail-labels.ts';
import { auditActionLabel, auditTargetLabel } from './labels.ts';

type Detail = Record<string, unknown> | null;

const stateLabel = (v: unknown) =>
  typeof v === 'string' && Object.hasOwn(PROJECT_STATE_LABELS, v) ? PROJECT_STATE_LABELS[v as ProjectState] : String(v);

const fieldLabel = (v: unknown) =>
  typeof v === 'string' && Object.hasOwn(PROJECT_FIELD_LABELS, v)
    ? PROJECT_FIELD_LABELS[v as keyof typeof PROJECT_FIELD_LABELS]
    : String(v);

type Context = { target: string; inFilter?: boolean };

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const PEOPLE_KEYS = new Set(['members', 'backups']);

const bytes = (n: number) =>
  n >= 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(n / 1024))} KB`;

/** One value in words: coded values by DETAIL_VALUE_LABELS, flags as 是/否, times in Beijing time. */
function show(key: string, v: unknown, ctx: Context): string {
  if (v === null || v === undefined || v === '') return '-';
  if (typeof v === 'boolean') {
    const coded = detailValueLabel(key, String(v), ctx.target);
    return coded !== String(v) ? coded : v ? '是' : '否';
  }
  if (typeof v === 'number') {
    if (key === 'size') return bytes(v);
    if (key === 'amount') return formatYuan(v);
    return detailValueLabel(key, String(v), ctx.target);
  }
  if (typeof v === 'string') {
    if (ctx.inFilter && key === 'action') return auditActionLabel(v);
    if (ctx.inFilter && key === 'targetType') return auditTargetLabel(v);
    if (key === 'amount') return formatYuan(v);
    if (ISO_TIME.test(v) && !Number.isNaN(Date.parse(v))) return formatDateTimeCn(Date.parse(v));
    return detailValueLabel(key, v, ctx.target);
  }
  if (Array.isArray(v)) {
    if (PEOPLE_KEYS.has(key)) return `${v.length}人`;
    if (key === 'changed') return v.map(fieldLabel).join('、');
    if (key === 'changes') return v.map((c) => changeText(c, ctx)).join('；');
    return v.map((item) => show(key, item, ctx)).join('、') || '-';
  }
  if (typeof v === 'object') {
    const record = v as Record<string, unknown>;
    if (key === 'changes')
      return Object.entries(record)
        .map(([f, c]) => changeText({ field: f, ...(c as object) }, ctx))
        .join('；');
    if (key === 'checks')
      return Object.entries(record)
        .map(([c, n]) => `${detailValueLabel('checks', c)}${show('', n, ctx)}份`)
        .join('、');
    return pairs(record, { ...ctx, inFilter: ctx.inFilter || key === 'filter' }).join('，') || '-';
  }
  return String(v);
}

/** One changed field: a company's changes carry their own label, an expert's are keyed by field. */
function changeText(change: unknown, ctx: Context): string {
  const c = (change ?? {}) as { field?: string; label?: string; from?: unknown; to?: unknown };
  const field = c.field ?? '';
  const label =
    c.label ??
    (Object.hasOwn(SPECIALIST_FIELD_LABELS, field)
      ? SPECIALIST_FIELD_LABELS[field as keyof typeof SPECIALIST_FIELD_LABELS]
      : detailKeyLabel(field, ctx));
  return `${label}：${show(field, c.from, ctx)} → ${show(field, c.to, ctx)}`;
}

/** Labelled pairs, ids left out (the 对象 column names the record). */
function pairs(detail: Record<string, unknown>, ctx: Context): string[] {
  return Object.entries(detail)
    .filter(([k]) => !isHiddenDetailKey(k))
    .map(([k, v]) => `${detailKeyLabel(k, ctx)}：${show(k, v, ctx)}`);
}

const P: Context = { target: 'project' };

/** One readable line for the 操作日志 详情 column, from the audit line's action and detail. */
export function describeLogDetail(action: string, detail: Detail): string {
  if (!detail) return '';
  switch (action) {
    case 'project.create':
      return `项目编号：${show('projectCode', detail.projectCode, P)}`;
    case 'project.update': {
      const changed = Array.isArray(detail.changed) ? detail.changed : [];
      return changed.length ? `修改了：${changed.map(fieldLabel).join('、')}` : '未修改内容';
    }
    case 'project.pause':
      return `暂停原因：${show('reason', detail.reason, P)}`;
    case 'project.resume':
      return detail.pauseReason ? `原暂停原因：${show('pauseReason', detail.pauseReason, P)}` : '';
    case 'project.retender':
      return `新项目编号：${show('copyCode', detail.copyCode, P)}`;
    case 'project.open': {
      // The server keeps how many bids were opened and how each checked against its receipt (opening.service.ts).
      const checks = (detail.checks ?? {}) as Record<string, unknown>;
      const counts = BID_CHECKS.map((c) => `${BID_CHECK_LABELS[c]}${show('', checks[c] ?? 0, P)}份`).join('、');
      return `开标${show('bids', detail.bids, P)}份投标文件（${counts}）；${stateLabel(detail.from)} → ${stateLabel(detail.to)}`;
    }
    case 'negotiation.waive':
      return `不进行谈判的理由：${show('reason', detail.reason, P)}`;
    case 'project.retenderCopy':
      return `由流标项目 ${show('retenderOfCode', detail.retenderOfCode, P)} 重新采购生成`;
    default:
      break;
  }
  // Other features' lines: labelled pairs, then the change from → to (a project's states, a renamed node's names).
  // A notice's type is already in the action's label (发布招标公告).
  const target = action.split('.')[0] ?? '';
  const ctx: Context = { target };
  const rest = Object.fromEntries(
    Object.entries(detail).filter(([k]) => k !== 'from' && k !== 'to' && !(target === 'announcement' && k === 'type')),
  );
  const parts = pairs(rest, ctx);
  if ('from' in detail && 'to' in detail) parts.push(`${stateLabel(detail.from)} → ${stateLabel(detail.to)}`);
  return parts.join('；');
}
