import { formatDateTimeCn, parseDateTime } from '@swp/core/project/time';

/** A server time in Beijing (`2026年3月5日 09:30`), '—' when missing. */
export function timeCn(value: string | null | undefined): string {
  const ms = parseDateTime(value);
  return ms === null ? '—' : formatDateTimeCn(ms);
}
