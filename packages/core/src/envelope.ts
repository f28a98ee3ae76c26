/**
 * The envelope of api.ts as zod output schemas: what every route declares it answers (apps/server serializes its
 * answers through them, and the API documentation describes them as OpenAPI). Kept apart from api.ts, which pages without zod
 * (the confirmation pages) import.
 */
import { z } from 'zod';
import { ErrorCode } from './api.ts';

const REFUSAL_CODES = Object.values(ErrorCode).filter((code) => code !== ErrorCode.OK);

/** A refusal: the code says which kind (api.ts ErrorCode), msg says why in Chinese; never any data. */
export const refusalSchema = z.object({
  code: z.literal(REFUSAL_CODES),
  msg: z.string(),
});

/** Success with data (`ok(data)`). */
export const okSchema = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.literal(ErrorCode.OK), msg: z.string(), data });

/** Success without data (`ok()`). */
export const okEmptySchema = z.object({ code: z.literal(ErrorCode.OK), msg: z.string() });

/**
 * What a JSON route answers with HTTP 200: success, or a refusal the user can fix (docs/integration.md answers those with
 * HTTP 200 too). Told apart by `code`, so a success whose data does not match can never pass as a refusal.
 */
export const answerSchema = <T extends z.ZodType>(data?: T) =>
  z.discriminatedUnion('code', [data ? okSchema(data) : okEmptySchema, refusalSchema]);

/** A page of any list (project/paging.ts `Page<T>`). */
export const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });

/** Answer field kinds, written once so that every response says the same thing about the same kind of value. */
export const answerField = {
  /** A timestamp: Date#toISOString() (UTC, milliseconds). */
  time: z.iso.datetime(),
  /** A calendar day: YYYY-MM-DD. */
  day: z.iso.date(),
  /** Money and other decimals from numeric columns: a decimal string ("150000.00"), never a float. */
  decimal: z.string().regex(/^-?\d+(\.\d+)?$/),
  id: z.number().int(),
  count: z.number().int().min(0),
};

/** The id of a record just created (department, specialty, specialist, project…). */
export const createdIdOutput = z.object({ id: answerField.id });
