import type { SupplierEventAction } from '@swp/core';
import type { DbOrTx } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { audit } from '../../platform/audit/audit.service.ts';
import { insertSupplierEvent } from './supplier-events.repo.ts';

export interface FieldChange {
  field: string;
  label: string;
  from: string;
  to: string;
}

/** The company acting on itself (registering, or signed in): who the history and the audit log name. */
export interface CompanyActor {
  id: number;
  name: string;
}

/**
 * Writes what the company did to its own record twice, in the caller's transaction: a line of its history (shown
 * to the company and the reviewer) and the 操作日志 line with the IP.
 */
export async function recordCompanyAction(
  tx: DbOrTx,
  clock: Clock,
  actor: CompanyActor,
  entry: { event: SupplierEventAction; audit: string; changes?: FieldChange[]; detail?: Record<string, unknown> },
  ip: string,
): Promise<void> {
  const changes = entry.changes ?? [];
  await insertSupplierEvent(tx, {
    supplierId: actor.id,
    action: entry.event,
    changes,
    actorRole: 'vender',
    actorId: actor.id,
    actorName: actor.name,
    at: clock.now(),
  });
  await audit(tx, clock, {
    actor: { role: 'vender', id: actor.id, name: actor.name },
    action: entry.audit,
    target: { type: 'supplier', id: actor.id },
    detail: { ...entry.detail, ...(changes.length > 0 ? { changes } : {}) },
    ip,
  });
}
