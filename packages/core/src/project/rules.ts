/**
 * Rules of docs/rules.md that need no database: the order of a tender's times, the minimum period between the
 * announcement and the bid deadline, and the end of a result publicity. The numbers live in one settings object
 * per purchase way because a utility's own 采购管理办法 sets them; the defaults below are the product's (docs/rules.md).
 */
import { DEFAULT_DECRYPT_MINUTES, type EncryptMode } from './encrypt-mode.ts';
import { PURCHASE_WAY_LABELS, type PurchaseWay } from './purchase-way.ts';
import {
  DAY_MS,
  type DateTimeInput,
  dayNumberStart,
  formatDateCn,
  MINUTE_MS,
  parseDateTime,
  shanghaiDateKey,
  shanghaiDayNumber,
  shanghaiParts,
} from './time.ts';

export type RuleCheck = { ok: true } | { ok: false; reason: string };

/** The four times of a tender, in the order they must fall. */
export const TENDER_TIME_FIELDS = ['enrollTime', 'enrollEndTime', 'closeFileupTime', 'openTime'] as const;
export type TenderTimeField = (typeof TENDER_TIME_FIELDS)[number];
export type TenderTimes = Partial<Record<TenderTimeField, DateTimeInput | null | undefined>>;

export const TENDER_TIME_LABELS: Record<TenderTimeField, string> = {
  enrollTime: '报名开始时间',
  enrollEndTime: '报名截止时间',
  closeFileupTime: '投标文件上传截止时间',
  openTime: '开标时间',
};

export interface TimeOrderIssue {
  /** The later field of the violated pair (or the missing/invalid one): where a form shows the message. */
  field: TenderTimeField;
  message: string;
}

/**
 * enrollTime < enrollEndTime ≤ closeFileupTime ≤ openTime. With `requireAll` (a tender) a missing time is an
 * issue; without it (a correction changing some times) the present ones are compared in sequence, a gap
 * inheriting strictness (enrollTime must still be before closeFileupTime when enrollEndTime is absent).
 */
export function validateTimeOrder(times: TenderTimes, options: { requireAll?: boolean } = {}): TimeOrderIssue[] {
  const issues: TimeOrderIssue[] = [];
  let previous: { field: TenderTimeField; ms: number } | null = null;
  let strict = false;
  for (const [index, field] of TENDER_TIME_FIELDS.entries()) {
    // Only the first link (enrollTime → enrollEndTime) is strict; a gap over it keeps it strict.
    if (index === 1) strict = true;
    const raw = times[field];
    if (raw === undefined || raw === null || raw === '') {
      if (options.requireAll) issues.push({ field, message: `请选择${TENDER_TIME_LABELS[field]}` });
      continue;
    }
    const ms = parseDateTime(raw);
    if (ms === null) {
      issues.push({ field, message: `${TENDER_TIME_LABELS[field]}不是有效的时间` });
      continue;
    }
    if (previous) {
      const earlier = TENDER_TIME_LABELS[previous.field];
      const later = TENDER_TIME_LABELS[field];
      if (strict && ms <= previous.ms) issues.push({ field, message: `${earlier}必须早于${later}` });
      if (!strict && ms < previous.ms) issues.push({ field, message: `${later}不能早于${earlier}` });
    }
    previous = { field, ms };
    strict = false;
  }
  return issues;
}

/** Numbers kept per purchase way in the settings table. */
export interface PurchaseSettings {
  /** Minimum days from publishing the announcement to the bid deadline (closeFileupTime). */
  minDays: number;
  dayKind: 'working' | 'calendar';
  /** Fewer bids than this at closeFileupTime: the project cannot be opened. */
  minBids: number;
  /** Minimum evaluation committee size (odd). */
  minCommittee: number;
  /** Calendar days a result publicity lasts before the winner notice. */
  publicityDays: number;
  /** A new project's 加密方式 (encrypt-mode.ts): 投标人加密 for tenders, 平台加密 for 询价 and 竞争性谈判. */
  encryptMode: EncryptMode;
  /** Minutes the 开标大厅 gives the bidders to decrypt once staff start the opening. */
  decryptMinutes: number;
}

/**
 * docs/rules.md defaults. 询价/竞争性谈判: 3 working days, committee 3. 公开招标: 20 days, committee 5 — the tendering law
 * (招标投标法 第二十四条) counts 20 calendar days; we apply the same to 邀请招标 because that article covers every
 * tender, invited or open. Publicity: 3 calendar days for all. 加密方式: 投标人加密 for the tenders (电子招标投标办法
 * 第二十六条 asks the bidders to encrypt), 平台加密 for 询价 and 竞争性谈判, where the utility's own rules allow it.
 */
const inquiry = { minDays: 3, dayKind: 'working', minBids: 3, minCommittee: 3, publicityDays: 3 } as const;
const tender = { minDays: 20, dayKind: 'calendar', minBids: 3, minCommittee: 5, publicityDays: 3 } as const;
export const DEFAULT_PURCHASE_SETTINGS: Record<PurchaseWay, PurchaseSettings> = {
  1: { ...inquiry, encryptMode: 'platform', decryptMinutes: DEFAULT_DECRYPT_MINUTES },
  2: { ...inquiry, encryptMode: 'platform', decryptMinutes: DEFAULT_DECRYPT_MINUTES },
  3: { ...tender, encryptMode: 'bidder', decryptMinutes: DEFAULT_DECRYPT_MINUTES },
  4: { ...tender, encryptMode: 'bidder', decryptMinutes: DEFAULT_DECRYPT_MINUTES },
};

/**
 * Which days are working days. Mon–Fri by default; `holidays` removes days (法定节假日), `makeupWorkdays` adds
 * weekend days worked in exchange (调休上班). Both as `YYYY-MM-DD` Beijing dates, published yearly by the State Council.
 */
export interface WorkCalendar {
  holidays?: readonly string[];
  makeupWorkdays?: readonly string[];
}

export function isWorkingDay(ms: number, calendar: WorkCalendar = {}): boolean {
  const key = shanghaiDateKey(ms);
  if (calendar.makeupWorkdays?.includes(key)) return true;
  if (calendar.holidays?.includes(key)) return false;
  const { weekday } = shanghaiParts(ms);
  return weekday !== 0 && weekday !== 6;
}

/**
 * Days counted between two instants the way Chinese rules count periods: the day of the start is not counted
 * (期间自次日起算), the day of the end is. So a Monday publication with a Thursday deadline has 3 (working) days.
 */
export function countDays(
  from: DateTimeInput,
  to: DateTimeInput,
  dayKind: PurchaseSettings['dayKind'],
  calendar: WorkCalendar = {},
): number {
  const start = parseDateTime(from);
  const end = parseDateTime(to);
  if (start === null || end === null) return 0;
  const first = shanghaiDayNumber(start) + 1;
  const last = shanghaiDayNumber(end);
  if (dayKind === 'calendar') return Math.max(0, last - first + 1);
  let count = 0;
  for (let day = first; day <= last; day++) if (isWorkingDay(dayNumberStart(day), calendar)) count++;
  return count;
}

/** The first Beijing day on which a deadline satisfies the minimum period after `from` (epoch ms of its midnight). */
export function earliestDeadlineDay(from: DateTimeInput, settings: PurchaseSettings, calendar: WorkCalendar = {}) {
  const start = parseDateTime(from);
  if (start === null) return null;
  let day = shanghaiDayNumber(start);
  let counted = 0;
  // Bounded: even a calendar full of holidays cannot make us loop forever.
  for (let guard = 0; counted < settings.minDays && guard < 3660; guard++) {
    day++;
    if (settings.dayKind === 'calendar' || isWorkingDay(dayNumberStart(day), calendar)) counted++;
  }
  return dayNumberStart(day);
}

/** docs/rules.md minimum period from the announcement to the bid deadline (closeFileupTime). */
export function checkMinimumPeriod(
  purchaseWay: PurchaseWay,
  publishTime: DateTimeInput,
  closeFileupTime: DateTimeInput,
  settings: Record<PurchaseWay, PurchaseSettings> = DEFAULT_PURCHASE_SETTINGS,
  calendar: WorkCalendar = {},
): RuleCheck {
  const wayRules = settings[purchaseWay];
  if (parseDateTime(publishTime) === null) return { ok: false, reason: '公告发布时间不是有效的时间' };
  if (parseDateTime(closeFileupTime) === null) return { ok: false, reason: '请选择投标文件上传截止时间' };
  const days = countDays(publishTime, closeFileupTime, wayRules.dayKind, calendar);
  if (days >= wayRules.minDays) return { ok: true };
  const earliest = earliestDeadlineDay(publishTime, wayRules, calendar);
  const unit = wayRules.dayKind === 'working' ? '个工作日' : '日';
  const hint = earliest === null ? '' : `（最早可截止于${formatDateCn(earliest)}）`;
  return {
    ok: false,
    reason: `${PURCHASE_WAY_LABELS[purchaseWay]}自公告发布至投标文件上传截止时间不得少于${wayRules.minDays}${unit}${hint}`,
  };
}

/**
 * The instant a result publicity that started at gsTime ends: its announced end (gsEndTime), and never sooner than
 * publicityDays calendar days after gsTime (exact to the minute).
 */
export function publicityEnd(
  gsTime: DateTimeInput,
  publicityDays: number,
  gsEndTime?: DateTimeInput | null,
): number | null {
  const start = parseDateTime(gsTime);
  if (start === null) return null;
  const announced = gsEndTime ? parseDateTime(gsEndTime) : null;
  return Math.max(start + publicityDays * DAY_MS, announced ?? 0);
}

/**
 * docs/rules.md: a 结果公示 runs at least the way's publicityDays (calendar days) from gsTime, and does not start
 * before it is published (a back-dated start would shorten it).
 */
export function checkPublicityWindow(
  window: { gsTime: DateTimeInput; gsEndTime: DateTimeInput },
  publicityDays: number,
  publishedAt: number,
): RuleCheck {
  const start = parseDateTime(window.gsTime);
  const end = parseDateTime(window.gsEndTime);
  if (start === null || end === null) return { ok: false, reason: '请选择公示开始时间和公示截止时间' };
  // Times are to the minute (the form shows minutes; a draft's default start is the minute it was made), so the
  // start may be the minute before the publication's: a full minute of grace, however late in its minute the draft
  // was made. Compared to the second, a draft made at 09:00:59 and published at 09:01:00 would be refused.
  if (start < Math.floor(publishedAt / MINUTE_MS) * MINUTE_MS - MINUTE_MS) {
    return { ok: false, reason: '公示开始时间不能早于发布时间' };
  }
  if (end - start < publicityDays * DAY_MS) {
    return { ok: false, reason: `结果公示期不得少于${publicityDays}天（自公示开始时间起算）` };
  }
  return { ok: true };
}

/** docs/rules.md: fewer than `minBids` bids at closeFileupTime and the project cannot be opened. */
export function checkBidCount(bidCount: number, minBids: number): RuleCheck {
  if (bidCount >= minBids) return { ok: true };
  return { ok: false, reason: `投标人不足${minBids}家（当前${bidCount}家），不能开标，可发布流标公告后重新采购` };
}

/** docs/rules.md: committee size is odd and at least the way's minimum. */
export function checkCommitteeSize(size: number, settings: PurchaseSettings): RuleCheck {
  if (!Number.isInteger(size) || size < settings.minCommittee) {
    return { ok: false, reason: `评标委员会人数不得少于${settings.minCommittee}人` };
  }
  if (size % 2 === 0) return { ok: false, reason: '评标委员会人数须为单数' };
  return { ok: true };
}
