import type { FormRule } from 'antd';

/** The part of a zod schema the rule needs (kept structural: the web app does not depend on zod directly). */
export interface ParsesValue {
  safeParse(value: unknown): { success: boolean; error?: { issues: ReadonlyArray<{ message: string }> } };
}

/**
 * An antd Form rule backed by a zod schema from @swp/core, so each rule (and its Chinese message) has one
 * definition shared with the server. The first issue's message is shown.
 */
export function zodRule(schema: ParsesValue): FormRule {
  return { validator: async (_rule, value: unknown) => checkWith(schema, value) };
}

/** Throws the schema's first message, as a form validator does (for rules that decide when to apply it). */
export function checkWith(schema: ParsesValue, value: unknown): void {
  const result = schema.safeParse(value ?? undefined);
  if (!result.success) throw new Error(result.error?.issues[0]?.message ?? '输入有误');
}

/** A rule that checks a value against another field of the form (e.g. 确认新密码). */
export const sameAs =
  (field: string, message: string): FormRule =>
  ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      if (value && value !== getFieldValue(field)) throw new Error(message);
    },
  });
