/** What 账号管理 answers. Never a password: the initial one reaches the user only by SMS. */
import { z } from 'zod';
import { answerField, pageSchema } from '../envelope.ts';
import { ALL_PERMISSIONS, type Permission } from '../permissions.ts';

const reason = z.string().optional();
const accountRefusalsOutput = z.object({
  changeMobile: reason,
  changeRoles: reason,
  resetPassword: reason,
  disable: reason,
});

export const staffUserOutput = z.object({
  id: answerField.id,
  username: z.string(),
  name: z.string(),
  mobile: z.string(),
  deptId: answerField.id.nullable(),
  deptName: z.string(),
  roles: z.array(z.object({ id: answerField.id, name: z.string() })),
  enabled: z.boolean(),
  /** csflg: still on a password someone else set (initial or reset). */
  mustChangePassword: z.boolean(),
  createdAt: answerField.time,
  /**
   * Where a password reset would text the new password: the mobile on file before any change of the last 24 hours
   * (README of the server's accounts module), else the current one.
   */
  passwordSmsTo: z.string(),
  /** What the caller may not do to this account, each with the reason (core `accountRefusals`): the page disables them. */
  refusals: accountRefusalsOutput,
});
export type StaffUser = z.infer<typeof staffUserOutput>;

export const staffUserPageOutput = pageSchema(staffUserOutput);

/** Create and reset answer where the SMS went, masked (138****0000). */
export const passwordSentOutput = z.object({ id: answerField.id, mobile: z.string() });

export const roleOutput = z.object({
  id: answerField.id,
  name: z.string(),
  description: z.string(),
  perms: z.array(z.enum(ALL_PERMISSIONS as [Permission, ...Permission[]])),
  /** Accounts holding the role: a role in use cannot be deleted. */
  userCount: answerField.count,
  createdAt: answerField.time,
  /** Whether the caller holds every permission of the role, and so may give it to an account. */
  grantable: z.boolean(),
  /** What the caller may not do to this role, each with the reason (core `roleRefusals`). */
  refusals: z.object({ edit: reason, delete: reason }),
});
export type StaffRole = z.infer<typeof roleOutput>;
