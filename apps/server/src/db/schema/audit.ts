import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * 操作日志: append-only. A trigger in the migrations refuses UPDATE and DELETE, so not even a bug in the
 * application can rewrite history.
 */
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorRole: text('actor_role').notNull(),
    actorId: text('actor_id'),
    actorName: text('actor_name').notNull().default(''),
    action: text('action').notNull(),
    targetType: text('target_type').notNull().default(''),
    targetId: text('target_id'),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    ip: text('ip').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('audit_logs_target_idx').on(t.targetType, t.targetId), index('audit_logs_created_idx').on(t.createdAt)],
);
