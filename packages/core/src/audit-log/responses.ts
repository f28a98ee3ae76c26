import { z } from 'zod';
import { answerField, pageSchema } from '../envelope.ts';

/**
 * One line of the 操作日志 view: who (role and name), what (the action's Chinese label), the object (its type in
 * Chinese, its id, and the project's name when it is a project), when, from which IP, and the detail in words.
 * `action`, `targetType` and `detail` stay as written so a filter can be built from a line.
 */
export const auditLogEntryOutput = z.object({
  id: answerField.id,
  actorRole: z.string(),
  actorRoleLabel: z.string(),
  actorId: z.string().nullable(),
  actorName: z.string(),
  action: z.string(),
  actionLabel: z.string(),
  targetType: z.string(),
  targetTypeLabel: z.string(),
  targetId: z.string().nullable(),
  /** The project's name, when the object is a project that still exists. */
  targetName: z.string().nullable(),
  ip: z.string(),
  createdAt: answerField.time,
  detail: z.record(z.string(), z.unknown()).nullable(),
  detailText: z.string(),
});
export type AuditLogEntry = z.infer<typeof auditLogEntryOutput>;
export const auditLogPageOutput = pageSchema(auditLogEntryOutput);
