/**
 * An announcement's own fields between three shapes: the validated form (core's AnnouncementSourceFields), the
 * table row (four time columns, contacts, mobile, the rest in `extra`), and the placeholder sources it renders
 * with. Pure functions, no database.
 */
import {
  ANNOUNCEMENT_TYPE_SOURCES,
  type AnnouncementSourceFields,
  type AnnouncementType,
  type PlaceholderSource,
  type PlaceholderSources,
  TENDER_TIME_FIELDS,
  type TenderTimeField,
} from '@swp/core';
import type { announcements } from '../../db/schema/index.ts';
import type { AnnouncementProject } from './announcement-project.repo.ts';

type AnnouncementRow = typeof announcements.$inferSelect;

/** Fields of docs/product.md's result, win and failed-bid sources, kept in the `extra` column. */
const EXTRA_FIELDS = [
  'gsTime',
  'gsEndTime',
  'winnerReason',
  'bidInfo',
  'dissent',
  'winner',
  'amount',
  'cycle',
  'pmUser',
  'remark',
  'offer',
  'lossDes',
] as const;

/**
 * The columns a draft's fields are stored in. Only a 更正公告 points at the announcement it corrects: a stray
 * correctsId on another type would show it on the bulletin as a correction.
 */
export function toColumns(type: string, fields: AnnouncementSourceFields) {
  const extra: Record<string, string | null> = {};
  for (const name of EXTRA_FIELDS) {
    const value = fields[name];
    if (value !== undefined) extra[name] = value instanceof Date ? value.toISOString() : value;
  }
  if (fields.winnerSupplierId !== undefined) extra.winnerSupplierId = String(fields.winnerSupplierId);
  return {
    correctsId: type === 'correction' ? (fields.correctsId ?? null) : null,
    enrollTime: fields.enrollTime ?? null,
    enrollEndTime: fields.enrollEndTime ?? null,
    openTime: fields.openTime ?? null,
    closeFileupTime: fields.closeFileupTime ?? null,
    contacts: fields.contacts ?? null,
    mobile: fields.mobile ?? null,
    extra,
  };
}

const text = (value: string | null | undefined) => value ?? undefined;

/** A stored announcement's fields, as the form and the rules see them. */
export function fieldsOf(row: AnnouncementRow): AnnouncementSourceFields {
  const extra = row.extra ?? {};
  return {
    correctsId: row.correctsId ?? undefined,
    enrollTime: row.enrollTime ?? undefined,
    enrollEndTime: row.enrollEndTime ?? undefined,
    openTime: row.openTime ?? undefined,
    closeFileupTime: row.closeFileupTime ?? undefined,
    contacts: text(row.contacts),
    mobile: text(row.mobile),
    gsTime: extra.gsTime ? new Date(extra.gsTime) : undefined,
    gsEndTime: extra.gsEndTime ? new Date(extra.gsEndTime) : undefined,
    winnerSupplierId: extra.winnerSupplierId ? Number(extra.winnerSupplierId) : undefined,
    winnerReason: text(extra.winnerReason),
    bidInfo: text(extra.bidInfo),
    dissent: text(extra.dissent),
    winner: text(extra.winner),
    amount: text(extra.amount),
    cycle: text(extra.cycle),
    pmUser: text(extra.pmUser),
    remark: text(extra.remark),
    offer: text(extra.offer),
    lossDes: text(extra.lossDes),
  };
}

/** The tender times the announcement sets; a correction sets only those it changes. */
export function timesOf(fields: Partial<AnnouncementSourceFields>): Partial<Record<TenderTimeField, Date>> {
  const times: Partial<Record<TenderTimeField, Date>> = {};
  for (const field of TENDER_TIME_FIELDS) if (fields[field]) times[field] = fields[field];
  return times;
}

/** The project's current tender times (copied from its published tender and corrections). */
export function projectTimes(project: AnnouncementProject): Partial<Record<TenderTimeField, Date>> {
  const times: Partial<Record<TenderTimeField, Date>> = {};
  for (const field of TENDER_TIME_FIELDS) if (project[field]) times[field] = project[field]!;
  return times;
}

/**
 * The records a template is rendered with (docs/rules.md), limited to the type's sources. The announcement source
 * starts from the project's current times so a correction that changes only the deadline still shows the rest.
 */
export function placeholderSources(
  type: AnnouncementType,
  project: AnnouncementProject,
  fields: Partial<AnnouncementSourceFields>,
): PlaceholderSources {
  const all: Record<PlaceholderSource, Record<string, unknown>> = {
    project,
    announcement: { ...projectTimes(project), ...timesOf(fields), contacts: fields.contacts, mobile: fields.mobile },
    result: { gsTime: fields.gsTime, gsEndTime: fields.gsEndTime, bidInfo: fields.bidInfo, dissent: fields.dissent },
    win: {
      winner: fields.winner,
      amount: fields.amount,
      cycle: fields.cycle,
      pmUser: fields.pmUser,
      remark: fields.remark,
      offer: fields.offer,
    },
    failed: { lossDes: fields.lossDes ?? project.lossDes },
  };
  const sources: PlaceholderSources = {};
  for (const source of ANNOUNCEMENT_TYPE_SOURCES[type]) sources[source] = all[source];
  return sources;
}
