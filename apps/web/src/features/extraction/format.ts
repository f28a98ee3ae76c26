import { formatDateTime } from '../projects/format.ts';

/**
 * Times as staff read them, in Beijing time whatever the browser's zone (the same wall clock as the server's
 * deadlines and the expert's confirmation page): 2026-03-05 09:30:00, or a dash when absent.
 */
export const formatTime = (iso: string | null | undefined): string => (iso ? formatDateTime(iso, true) : '—');

/** The same to the minute, where a table column is narrow. */
export const formatMinute = (iso: string | null | undefined): string => (iso ? formatDateTime(iso) : '—');
