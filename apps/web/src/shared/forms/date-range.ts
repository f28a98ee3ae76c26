import dayjs, { type Dayjs } from 'dayjs';

/** A range of days as a list query carries it (`from`/`to`, both or neither) and as a RangePicker edits it. */
export type DayRange = [Dayjs, Dayjs];

const DAY = 'YYYY-MM-DD';

/** The query's days as the picker's value; half a range is no range. */
export function dayRangeOf(from: string | undefined, to: string | undefined): DayRange | undefined {
  return from && to ? [dayjs(from), dayjs(to)] : undefined;
}

/** The picker's value as the query's days (YYYY-MM-DD, the wall-clock day picked); none when cleared. */
export function daysOf(range: DayRange | undefined): { from?: string; to?: string } {
  return { from: range?.[0]?.format(DAY), to: range?.[1]?.format(DAY) };
}
