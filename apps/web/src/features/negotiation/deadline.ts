import { parseDateTime } from '@swp/core/project/time';
import type { Dayjs } from 'dayjs';

/**
 * A picked time as the instant of the Beijing wall clock it shows (`2026-03-10T09:30:00+08:00`): the platform
 * counts every deadline in Beijing time, so the round ends at what the clerk picked whatever the browser's zone.
 */
export const beijingInstant = (value: Dayjs): string => `${value.format('YYYY-MM-DDTHH:mm')}:00+08:00`;

/** Whether a picked time is still ahead (the server checks again by its own clock). */
export const isFuture = (value: Dayjs, now = Date.now()): boolean => (parseDateTime(beijingInstant(value)) ?? 0) > now;
