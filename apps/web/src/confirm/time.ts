import { formatDateTimeCn, parseDateTime, SHANGHAI_OFFSET_MS } from '@swp/core/project/time';

/**
 * Times on the confirmation pages are read and shown in Beijing time, like everywhere else in the product
 * (packages/core/src/project/time.ts): an expert travelling abroad still sees the time the SMS and the staff mean.
 */

/**
 * docs/product.md: the link is valid 10 minutes from sendurlSendtime. The same figure as CONFIRM_LINK_VALIDITY_MS in
 * @swp/core/extraction/invitation, repeated because that module brings dayjs (3 KB gzip) into this bundle;
 * time.test.ts checks that the two agree.
 */
export const LINK_VALIDITY_MS = 10 * 60 * 1000;

const pad2 = (n: number) => String(n).padStart(2, '0');

/** `2026-03-05 09:40:00` (docs/product.md: the expiry is shown as YYYY-MM-DD HH:mm:ss). */
export function formatFull(ms: number): string {
  const d = new Date(ms + SHANGHAI_OFFSET_MS);
  return (
    `${d.getUTCFullYear()}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())} ` +
    `${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}:${pad2(d.getUTCSeconds())}`
  );
}

/** A server time as YYYY-MM-DD HH:mm:ss, or '' when it is missing or unreadable. */
export function formatTime(value: string | null | undefined): string {
  const ms = parseDateTime(value);
  return ms === null ? '' : formatFull(ms);
}

/** The opening time inside a sentence: 2026年3月5日 09:30, as the invitation SMS writes it. */
export function formatOpenTime(value: string | null | undefined): string {
  const ms = parseDateTime(value);
  return ms === null ? '' : formatDateTimeCn(ms);
}

/** When the link stops working (epoch ms): 10 minutes after sendurlSendtime; null when that is unreadable. */
export function expiresAtOf(sendurlSendtime: string | null | undefined): number | null {
  const ms = parseDateTime(sendurlSendtime);
  return ms === null ? null : ms + LINK_VALIDITY_MS;
}

/** docs/product.md: the link is valid 10 minutes from sendurlSendtime. */
export function expiryOf(sendurlSendtime: string | null | undefined): string {
  const at = expiresAtOf(sendurlSendtime);
  return at === null ? '' : formatFull(at);
}

/**
 * How far the server's clock is ahead of this phone's (ms), from the serverTime of an answer received at
 * `receivedAt`; 0 when the server did not say. A phone set five minutes wrong must not keep a link open, or close
 * it, five minutes off the server that decides.
 */
export function clockOffsetOf(serverTime: string | null | undefined, receivedAt: number = Date.now()): number {
  const ms = parseDateTime(serverTime);
  return ms === null ? 0 : ms - receivedAt;
}
