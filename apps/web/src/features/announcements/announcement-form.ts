import type { AnnouncementDetail, AnnouncementListRow, AttachmentView } from '@swp/core/announcement/api';
import type { AnnouncementSourceFields, CreateAnnouncementInput } from '@swp/core/announcement/draft';
import { type AnnouncementType, announcementInput } from '@swp/core/announcement/schema';
import { correctionNumber, defaultAnnouncementTitle } from '@swp/core/announcement/title';
import type { ProjectDetail } from '@swp/core/project/api';
import { TENDER_TIME_FIELDS, type TenderTimeField } from '@swp/core/project/rules';
import type { FormInstance } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { formatDateTime } from '../../shared/format.ts';

/** The editor's form: pickers hold dayjs values, attachments the uploaded files' receipts. */
export interface AnnouncementFormValues {
  templateId?: number;
  title?: string;
  correctsId?: number;
  enrollTime?: Dayjs | null;
  enrollEndTime?: Dayjs | null;
  closeFileupTime?: Dayjs | null;
  openTime?: Dayjs | null;
  contacts?: string;
  mobile?: string;
  lossDes?: string;
  /** 结果公示: the publicity window and its texts (the server pre-fills them when the draft is made). */
  gsTime?: Dayjs | null;
  gsEndTime?: Dayjs | null;
  bidInfo?: string;
  dissent?: string;
  /** 中标公告: the chosen candidate, the reason when not rank 1, and the figures the server takes from the choice. */
  winnerSupplierId?: number;
  winnerReason?: string;
  winner?: string;
  amount?: string;
  offer?: string;
  cycle?: string;
  pmUser?: string;
  remark?: string;
  attachments?: AttachmentView[];
  html?: string;
}

const WALL_CLOCK = 'YYYY-MM-DD HH:mm';

/**
 * A picked time as the Beijing wall clock it shows (`2026-03-10 09:30`, no zone): core reads zone-less text as
 * Beijing time, so the deadline is what the clerk typed whatever zone the browser runs in.
 */
const sendTime = (value: Dayjs | null | undefined) => (value ? value.format(WALL_CLOCK) : undefined);
/** The reverse: a stored instant shown as its Beijing wall clock in the picker. */
const showTime = (iso: string | null | undefined) => {
  const text = formatDateTime(iso);
  return text === '-' ? undefined : dayjs(text);
};

const text = (value: string | null | undefined) => value || undefined;

/** 结果公示's own fields; nothing for the other types (a stray value would be stored and rendered). */
const resultFields = (v: AnnouncementFormValues, type: AnnouncementType) =>
  type === 'result'
    ? {
        gsTime: sendTime(v.gsTime),
        gsEndTime: sendTime(v.gsEndTime),
        bidInfo: text(v.bidInfo),
        dissent: text(v.dissent),
      }
    : {};

/**
 * 中标公告's own fields. winner / amount / offer follow the chosen candidate (WinnerFields sets them) so a re-render
 * shows what publishing will write; the server fills them again from the report at publish.
 */
const winFields = (v: AnnouncementFormValues, type: AnnouncementType) =>
  type === 'win'
    ? {
        winnerSupplierId: v.winnerSupplierId,
        winnerReason: text(v.winnerReason),
        winner: text(v.winner),
        amount: text(v.amount),
        offer: text(v.offer),
        cycle: text(v.cycle),
        pmUser: text(v.pmUser),
        remark: text(v.remark),
      }
    : {};

/**
 * The fields every call takes (create, update, render), from the form. Only a 更正公告 names the announcement it
 * corrects; only a 流标公告 has a reason; the result and win fields go only with their type.
 */
export function sourceFields(v: AnnouncementFormValues, type: AnnouncementType) {
  return {
    ...resultFields(v, type),
    ...winFields(v, type),
    correctsId: type === 'correction' ? v.correctsId : undefined,
    enrollTime: sendTime(v.enrollTime),
    enrollEndTime: sendTime(v.enrollEndTime),
    closeFileupTime: sendTime(v.closeFileupTime),
    openTime: sendTime(v.openTime),
    contacts: v.contacts || undefined,
    mobile: v.mobile || undefined,
    lossDes: type === 'failure' ? v.lossDes || undefined : undefined,
  };
}

export const attachmentIds = (v: AnnouncementFormValues) => (v.attachments ?? []).map((a) => a.id);

export function createPayload(
  projectId: number,
  type: AnnouncementType,
  v: AnnouncementFormValues,
): CreateAnnouncementInput {
  return {
    projectId,
    type,
    templateId: v.templateId as number,
    title: v.title || undefined,
    ...sourceFields(v, type),
    attachmentIds: attachmentIds(v),
  };
}

/** A saved draft back into the form. */
export function formValuesOf(d: AnnouncementDetail): AnnouncementFormValues {
  const times = Object.fromEntries(TENDER_TIME_FIELDS.map((f) => [f, showTime(d[f])])) as Record<
    TenderTimeField,
    Dayjs | undefined
  >;
  return {
    templateId: d.templateId ?? undefined,
    title: d.title,
    correctsId: d.correctsId ?? undefined,
    ...times,
    contacts: d.contacts ?? undefined,
    mobile: d.mobile ?? undefined,
    lossDes: d.extra.lossDes ?? undefined,
    gsTime: showTime(d.extra.gsTime),
    gsEndTime: showTime(d.extra.gsEndTime),
    bidInfo: d.extra.bidInfo ?? undefined,
    dissent: d.extra.dissent ?? undefined,
    winnerSupplierId: d.extra.winnerSupplierId,
    winnerReason: d.extra.winnerReason ?? undefined,
    winner: d.extra.winner ?? undefined,
    amount: d.extra.amount ?? undefined,
    offer: d.extra.offer ?? undefined,
    cycle: d.extra.cycle ?? undefined,
    pmUser: d.extra.pmUser ?? undefined,
    remark: d.extra.remark ?? undefined,
    attachments: d.attachments,
    html: d.html,
  };
}

/**
 * The title proposed when staff leave it empty — core's rule, the one the server applies: the purchase way's name
 * (询价公告 …) and, for the project's second and later corrections, their number (更正公告（二）). `id` is the draft
 * being edited (only corrections before it count), none for a new one.
 */
export const defaultTitle = (
  project: Pick<ProjectDetail, 'projectName' | 'purchaseWay'>,
  type: AnnouncementType,
  announcements: ReadonlyArray<Pick<AnnouncementListRow, 'id' | 'type'>>,
  id?: number,
) => defaultAnnouncementTitle(project.projectName, type, project.purchaseWay, correctionNumber(announcements, id));

type FieldName = keyof AnnouncementSourceFields | 'title';

/**
 * Fields the server fills when a new draft leaves them empty (results module, result-prefill): the publicity from
 * now for the way's days, and the rank-1 candidate as the winner. Before the draft exists they may stay empty.
 */
export const SERVER_FILLED: Partial<Record<AnnouncementType, readonly FieldName[]>> = {
  result: ['gsTime', 'gsEndTime'],
  win: ['winnerSupplierId'],
};

/**
 * The rules of the announcement's type (times in order, 被更正的公告, 流标原因, 公示时间, 中标人), checked with the
 * server's own schema before any call, each message placed beside its field. True when the form may be sent.
 * `creating`: the draft does not exist yet, so an empty SERVER_FILLED field is the server's to fill, not an error.
 */
export function checkTypeRules(
  form: FormInstance<AnnouncementFormValues>,
  projectId: number,
  type: AnnouncementType,
  values: AnnouncementFormValues,
  fallbackTitle: string,
  creating = false,
): boolean {
  const result = announcementInput.safeParse({
    projectId,
    type,
    title: values.title || fallbackTitle,
    html: values.html || '-',
    ...sourceFields(values, type),
  });
  if (result.success) return true;
  const serverFills = new Set<string>(creating ? (SERVER_FILLED[type] ?? []) : []);
  const byField = new Map<string, string[]>();
  for (const issue of result.error.issues) {
    const name = String(issue.path[0] ?? '');
    const empty = values[name as keyof AnnouncementFormValues] == null;
    if (serverFills.has(name) && empty) continue;
    byField.set(name, [...(byField.get(name) ?? []), issue.message]);
  }
  if (byField.size === 0) return true;
  const fields = [...byField].map(([name, errors]) => ({ name: name as FieldName, errors }));
  form.setFields(fields as Parameters<typeof form.setFields>[0]);
  return false;
}
