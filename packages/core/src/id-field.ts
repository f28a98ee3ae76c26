/**
 * Record ids, one rule for every input that names a row: a positive integer that fits the PostgreSQL `integer`
 * (int4) columns of the serial ids. Without the upper bound, an id such as 2147483648 reached the database and
 * failed there as an out-of-range error (HTTP 500) instead of being refused with a message.
 */
import { z } from 'zod';

/** The largest value of a PostgreSQL `integer` column, and so of every serial id. */
export const INT4_MAX = 2_147_483_647;

export interface IdMessages {
  /** Nothing was sent (undefined or null). */
  missing: string;
  /** Something other than a number or a numeric string. */
  wrongType: string;
  /** A number that cannot be an id: not whole, zero or negative. */
  invalid: string;
  /** Larger than any id can be. */
  tooLarge: string;
}

/** Forms and query strings send ids as numeric strings; too many digits become a (too large) number, refused. */
const fromNumericText = (v: unknown) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v);

/** An id with the caller's wording (each area keeps the messages its forms already show). */
export const serialIdField = (messages: IdMessages) =>
  z.preprocess(
    fromNumericText,
    z
      .number({
        error: (issue) => (issue.input === undefined || issue.input === null ? messages.missing : messages.wrongType),
      })
      .int(messages.invalid)
      .positive(messages.invalid)
      .max(INT4_MAX, messages.tooLarge),
  );

/** The usual id of a select or a record: 请选择… when missing or malformed, …不存在 when beyond any id. */
export const idField = (label: string) =>
  serialIdField({
    missing: `请选择${label}`,
    wrongType: `请选择${label}`,
    invalid: `请选择${label}`,
    tooLarge: `${label}不存在`,
  });
