import { and, desc, eq, exists, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { files, supplierDocuments, supplierEvents } from '../../db/schema/index.ts';
import type { FileRow } from '../../platform/files/files.repo.ts';

/** The company's history, newest first. */
export function listSupplierEvents(db: DbOrTx, supplierId: number) {
  return db
    .select({
      id: supplierEvents.id,
      action: supplierEvents.action,
      reason: supplierEvents.reason,
      changes: supplierEvents.changes,
      actorName: supplierEvents.actorName,
      at: supplierEvents.at,
    })
    .from(supplierEvents)
    .where(eq(supplierEvents.supplierId, supplierId))
    .orderBy(desc(supplierEvents.id));
}

/** The reason of the company's last 驳回 ('' if it was never rejected), told again when 解冻 restores 已驳回. */
export async function lastRejectionReason(db: DbOrTx, supplierId: number): Promise<string> {
  const [row] = await db
    .select({ reason: supplierEvents.reason })
    .from(supplierEvents)
    .where(and(eq(supplierEvents.supplierId, supplierId), eq(supplierEvents.action, 'reject')))
    .orderBy(desc(supplierEvents.id))
    .limit(1);
  return row?.reason ?? '';
}

/**
 * A file that is some company's document (current or replaced): the reviewer may open it. A file uploaded but
 * never saved as a document, or any other file, is undefined.
 */
export async function findSupplierDocumentFile(db: DbOrTx, fileId: string): Promise<FileRow | undefined> {
  const [row] = await db
    .select({ file: files })
    .from(files)
    .where(
      and(
        eq(files.id, fileId),
        eq(files.purpose, 'supplier-document'),
        // A subquery, not a join: one file may be the document of several rows (a replaced licence kept).
        exists(db.select({ one: sql`1` }).from(supplierDocuments).where(eq(supplierDocuments.fileId, files.id))),
      ),
    )
    .limit(1);
  return row?.file;
}
