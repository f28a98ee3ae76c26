import { z } from 'zod';
import { idField } from '../id-field.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
const SINCE_HELP = 'since 须为 ISO 8601 日期或带时区的时间，如 2026-01-01 或 2026-01-01T08:00:00+08:00';

/**
 * `since`: a day (from its start, China time) or a time with its offset; the projects last published at or after it.
 * Anything else is refused, never read as "no filter".
 */
const sinceField = z
  .string({ error: SINCE_HELP })
  .trim()
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v === '') return undefined;
    const text = DAY.test(v) ? `${v}T00:00:00+08:00` : v;
    const at = DATE_TIME.test(text) ? new Date(text) : null;
    if (!at || Number.isNaN(at.getTime())) {
      ctx.addIssue({ code: 'custom', message: SINCE_HELP });
      return z.NEVER;
    }
    return at;
  });

/** `download=1` (or true): the same JSON as a file to save (Content-Disposition: attachment). */
const downloadField = z
  .enum(['0', '1', 'true', 'false'], { error: 'download 须为 1 或 0' })
  .optional()
  .transform((v) => v === '1' || v === 'true');

const pageField = z
  .union([z.number(), z.string()], { error: '页码须为整数' })
  .nullish()
  .transform((v) => (v === undefined || v === null || v === '' ? 1 : Number(v)))
  .pipe(
    z.number({ error: '页码须为整数' }).int('页码须为整数').min(1, '页码不能小于1').max(100_000, '页码不能大于100000'),
  );

export const ocdsPackageInput = z.object({ projectId: idField('项目'), download: downloadField });

export const ocdsPackagesInput = z.object({ since: sinceField, page: pageField, download: downloadField });
export type OcdsPackagesInput = z.output<typeof ocdsPackagesInput>;
