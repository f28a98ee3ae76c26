import type { DbOrTx } from '../../db/client.ts';
import { auditLogs } from '../../db/schema/index.ts';

export type AuditEntry = typeof auditLogs.$inferInsert;

export async function insertAudit(db: DbOrTx, entry: AuditEntry): Promise<void> {
  await db.insert(auditLogs).values(entry);
}
