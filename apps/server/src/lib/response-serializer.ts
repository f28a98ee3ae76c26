import type { FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';

type RouteSchema = z.ZodType | { properties: z.ZodType };

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && [Object.prototype, null].includes(Object.getPrototypeOf(value));

/** Paths of the fields `sent` held that `encoded` (the schema's output) no longer holds: what the schema stripped. */
export function strippedFields(sent: unknown, encoded: unknown, path = ''): string[] {
  if (Array.isArray(sent) && Array.isArray(encoded)) {
    return sent.flatMap((item, i) => strippedFields(item, encoded[i], `${path}[${i}]`));
  }
  if (!isPlainObject(sent) || !isPlainObject(encoded)) return [];
  return Object.entries(sent).flatMap(([key, value]) => {
    if (value === undefined) return [];
    const at = path ? `${path}.${key}` : key;
    return Object.hasOwn(encoded, key) ? strippedFields(value, encoded[key], at) : [at];
  });
}

/**
 * Every JSON answer goes through its route's declared response schema (fastify-type-provider-zod's encode), so the
 * declaration cannot drift from what is sent:
 * - a missing field or a wrong type fails the request (500, logged with the route and the field) in every mode:
 *   sending what the schema promises not would break the web and the documented API alike;
 * - a field the schema does not declare is never sent (zod objects strip unknown keys), so a service that returns
 *   more than its route declares (a new column, a hash, an internal flag) cannot leak it. Stripping rather than
 *   `z.strictObject` in production, because an undeclared field is a mistake of declaration, not a reason to
 *   refuse a user a valid answer; with `refuseUndeclared` (test and development) the same field fails the
 *   request loudly instead, so the tests catch the schema that has fallen behind its service.
 */
export function responseSerializer({ refuseUndeclared }: { refuseUndeclared: boolean }) {
  const compile: FastifySerializerCompiler<RouteSchema> = ({ schema: routeSchema, method, url }) => {
    const schema = routeSchema instanceof z.ZodType ? routeSchema : routeSchema.properties;
    return (data) => {
      const result = z.safeEncode(schema, data);
      // zod's messages name the field and the expected kind, never the value sent: safe to log.
      if (!result.success) {
        throw new Error(`${method} ${url} 的应答不符合响应模式: ${z.prettifyError(result.error)}`, {
          cause: result.error,
        });
      }
      if (refuseUndeclared) {
        const stripped = strippedFields(data, result.data);
        if (stripped.length > 0) {
          throw new Error(`${method} ${url} 的应答含有响应模式未声明的字段: ${stripped.join(', ')}`);
        }
      }
      return JSON.stringify(result.data);
    };
  };
  return compile;
}
