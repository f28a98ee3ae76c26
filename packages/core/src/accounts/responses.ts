/** What 账号管理 answers. Never a password: the initial one reaches the user only by SMS. */
import { z } from 'zod';
import { answerField, pageSchema } from '../envelope.ts';
import { ALL_PERMISSIONS, type Permission } from '../permissions.ts';

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
});
export type StaffRole = z.infer<typeof roleOutput>;
