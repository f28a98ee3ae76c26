import type { Role } from '@swp/core';
import type { DbOrTx } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Principal } from '../../plugins/access-types.ts';
import { insertAudit } from './audit.repo.ts';

export interface AuditActor {
  role: Role | 'anonymous';
  id?: number | string | null;
  name?: string;
}

/** The actor of a signed-in user's action, as every service writes it: the area, the user's id and display name. */
export const actorOf = (principal: Principal): AuditActor => ({
  role: principal.role,
  id: principal.userId,
  name: principal.name,
});

export interface AuditEvent {
  actor: AuditActor;
  action: string;
  target?: { type: string; id?: number | string | null };
  detail?: Record<string, unknown>;
  ip: string;
}

/** Writes one line of 操作日志. Call it with the transaction's handle so the log commits with the change. */
export function audit(db: DbOrTx, clock: Clock, event: AuditEvent): Promise<void> {
  return insertAudit(db, {
    actorRole: event.actor.role,
    actorId: event.actor.id == null ? null : String(event.actor.id),
    actorName: event.actor.name ?? '',
    action: event.action,
    targetType: event.target?.type ?? '',
    targetId: event.target?.id == null ? null : String(event.target.id),
    detail: event.detail,
    ip: event.ip,
    createdAt: clock.now(),
  });
}
