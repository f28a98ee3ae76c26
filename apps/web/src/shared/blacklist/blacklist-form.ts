import { addBlacklistInput } from '@swp/core/blacklist/schema';
import {
  BLACKLIST_PERIOD_YEARS,
  type BlacklistTargetType,
  type BlacklistType,
  blacklistEndDate,
  DEFAULT_BLACKLIST_YEARS,
} from '@swp/core/blacklist/status';
import { shanghaiDateKey } from '@swp/core/project/time';
import type { FormRule } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';

/** The 新增黑名单 form: pickers hold dayjs values; the decision document is the upload's receipt. */
export interface BlacklistFormValues {
  targetType?: BlacklistTargetType;
  targetId?: number;
  type?: BlacklistType;
  /** Years of the period; undefined once the end date was set by hand to something else. */
  period?: number;
  startDate?: Dayjs;
  endDate?: Dayjs;
  reason?: string;
  attachment?: { id: string; name: string };
}

const DAY = 'YYYY-MM-DD';
const dayOf = (d: Dayjs | undefined) => d?.format(DAY);

export const PERIOD_OPTIONS = BLACKLIST_PERIOD_YEARS.map((years) => ({ value: years, label: `${years}年` }));

/**
 * A fresh form: a company unless a target is preset, from today (Beijing), for the default period with its end
 * computed by core's rule.
 */
export function initialValues(preset?: { targetType: BlacklistTargetType; targetId: number }): BlacklistFormValues {
  const today = shanghaiDateKey(Date.now());
  return {
    targetType: preset?.targetType ?? 'supplier',
    targetId: preset?.targetId,
    period: DEFAULT_BLACKLIST_YEARS,
    startDate: dayjs(today),
    endDate: dayjs(blacklistEndDate(today, DEFAULT_BLACKLIST_YEARS)),
  };
}

/**
 * What a change of one field does to the dates: a new start or period moves the end to the period's end; an end
 * chosen by hand keeps the period that matches it, or none.
 */
export function followDates(
  changed: Partial<BlacklistFormValues>,
  all: BlacklistFormValues,
): Partial<BlacklistFormValues> | null {
  const start = dayOf(all.startDate);
  if (('startDate' in changed || 'period' in changed) && start && all.period) {
    return { endDate: dayjs(blacklistEndDate(start, all.period)) };
  }
  if ('endDate' in changed || 'startDate' in changed) {
    const end = dayOf(all.endDate);
    const period = start && end ? BLACKLIST_PERIOD_YEARS.find((y) => blacklistEndDate(start, y) === end) : undefined;
    return period === all.period ? null : { period };
  }
  return null;
}

/** The call's input from the form. */
export const toAddInput = (v: BlacklistFormValues) => ({
  targetType: v.targetType as BlacklistTargetType,
  targetId: v.targetId as number,
  type: v.type as BlacklistType,
  reason: (v.reason ?? '').trim(),
  startDate: dayOf(v.startDate) ?? '',
  endDate: dayOf(v.endDate) ?? '',
  attachmentFileId: v.attachment?.id ?? null,
});

/** Stand-ins for the fields a date rule does not look at, so that the call's own schema judges the dates. */
const OTHER_FIELDS = { targetType: 'supplier', targetId: 1, type: 'warning', reason: '-' } as const;

/**
 * A date field checked by the add call's schema (required, a real day, 结束日期不能早于开始日期), reading the other
 * date from the form: one definition of the rule for the server and the form.
 */
export const dateRule =
  (field: 'startDate' | 'endDate'): FormRule =>
  ({ getFieldValue }) => ({
    validator: async () => {
      const result = addBlacklistInput.safeParse({
        ...OTHER_FIELDS,
        startDate: dayOf(getFieldValue('startDate')) ?? '',
        endDate: dayOf(getFieldValue('endDate')) ?? '',
      });
      const issue = result.error?.issues.find((i) => i.path[0] === field);
      if (issue) throw new Error(issue.message);
    },
  });
