/**
 * Time values of a project, read and shown in Beijing time (Asia/Shanghai, UTC+8 all year — China has no daylight
 * saving since 1991). We compute with a fixed offset instead of Intl/the machine's zone so that the server (UTC in
 * a container) and a browser anywhere render and count days identically.
 */

/** What a time may arrive as: an ISO-like string, a Date, or epoch milliseconds. */
export type DateTimeInput = string | number | Date;

export const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;
export const MINUTE_MS = 60 * 1000;
export const DAY_MS = 24 * 60 * MINUTE_MS;

// YYYY-MM-DD or YYYY/MM/DD, optional time (T or space), optional fraction, optional zone (Z, +08, +0800, +08:00).
const DATE_TIME_PATTERN =
  /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[T ](\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

function zoneOffsetMs(zone: string | undefined): number {
  // A string without a zone is a wall-clock time entered by a Chinese user: read it as Beijing time, not as the
  // zone of whichever machine happens to parse it.
  if (zone === undefined) return SHANGHAI_OFFSET_MS;
  if (zone.toUpperCase() === 'Z') return 0;
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  const hours = Number(digits.slice(0, 2));
  const minutes = digits.length > 2 ? Number(digits.slice(2)) : 0;
  return sign * (hours * 60 + minutes) * 60 * 1000;
}

function parseDateTimeString(text: string): number | null {
  const m = DATE_TIME_PATTERN.exec(text.trim());
  if (!m) return null;
  const [year, month, day, hour, minute, second] = [m[1], m[2], m[3], m[4], m[5], m[6]].map((p) => Number(p ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (month < 1 || month > 12 || hour > 23 || minute > 59 || second > 59) return null;
  // The fraction's milliseconds are kept (PostgreSQL's microseconds cut to them): the confirmation page times a
  // link's 10 minutes from two such instants, and dropping them turned the page up to a second before the server.
  const milliseconds = Number((m[7] ?? '').slice(0, 3).padEnd(3, '0'));
  const wallClock = Date.UTC(year, month - 1, day, hour, minute, second, milliseconds);
  // Date.UTC rolls 2026-02-30 over to March 2: reject instead of silently moving the date.
  if (new Date(wallClock).getUTCDate() !== day) return null;
  return wallClock - zoneOffsetMs(m[8]);
}

/**
 * Epoch milliseconds of a time value, or null when it is missing or not a valid time. Strings are parsed by our
 * own pattern (not Date.parse, whose zone handling differs between engines); digit-only strings are not epochs.
 */
export function parseDateTime(value: unknown): number | null {
  if (value instanceof Date) {
    const ms = value.getTime();
    return Number.isFinite(ms) ? ms : null;
  }
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string') return parseDateTimeString(value);
  return null;
}

/** Calendar fields of an instant as seen in Beijing. */
export function shanghaiParts(ms: number) {
  const d = new Date(ms + SHANGHAI_OFFSET_MS);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    /** 0 = Sunday … 6 = Saturday */
    weekday: d.getUTCDay(),
  };
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** `2026年3月5日 09:30` (docs/product.md: Chinese year/month/day characters, two-digit hour and minute). */
export function formatDateTimeCn(ms: number): string {
  const p = shanghaiParts(ms);
  return `${p.year}年${p.month}月${p.day}日 ${pad2(p.hour)}:${pad2(p.minute)}`;
}

/** `2026年3月5日` — a calendar day, for messages about day counts. */
export function formatDateCn(ms: number): string {
  const p = shanghaiParts(ms);
  return `${p.year}年${p.month}月${p.day}日`;
}

/** `2026-03-05`, the Beijing calendar day of an instant; the format of holiday lists. */
export function shanghaiDateKey(ms: number): string {
  const p = shanghaiParts(ms);
  return `${p.year}-${pad2(p.month)}-${pad2(p.day)}`;
}

/** Whole days since 1970-01-01 in Beijing: consecutive calendar days differ by exactly 1. */
export function shanghaiDayNumber(ms: number): number {
  return Math.floor((ms + SHANGHAI_OFFSET_MS) / DAY_MS);
}

/** Beijing midnight (as epoch ms) that starts a day number. */
export function dayNumberStart(dayNumber: number): number {
  return dayNumber * DAY_MS - SHANGHAI_OFFSET_MS;
}
