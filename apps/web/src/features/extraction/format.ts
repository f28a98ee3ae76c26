import dayjs from 'dayjs';

/** Times as staff read them: 2026-03-05 09:30:00 (local), or a dash when absent. */
export const formatTime = (iso: string | null | undefined): string =>
  iso ? dayjs(iso).format('YYYY-MM-DD HH:mm:ss') : '—';

/** The same to the minute, where a table column is narrow. */
export const formatMinute = (iso: string | null | undefined): string =>
  iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : '—';
