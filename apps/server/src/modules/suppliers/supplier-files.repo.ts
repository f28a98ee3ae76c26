import { and, eq, inArray, notExists, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { files, supplierDocuments } from '../../db/schema/index.ts';
import { type FileRow, removeUnclaimedFiles } from '../../platform/files/files.repo.ts';

/** Who uploaded a file and which companies' documents (current or past) show it. */
export interface FileClaim {
  id: string;
  purpose: string;
  uploadedByRole: string;
  uploadedById: number;
  claimedBy: number[];
}

/**
 * The files, locked until the transaction ends, with the companies already using them. The lock makes a claim
 * atomic: of two registrations naming the same uploaded licence, the second waits, then sees the first's document.
 */
export async function lockFilesForClaim(tx: DbOrTx, fileIds: string[]): Promise<FileClaim[]> {
  if (fileIds.length === 0) return [];
  const rows = await tx
    .select({
      id: files.id,
      purpose: files.purpose,
      uploadedByRole: files.uploadedByRole,
      uploadedById: files.uploadedById,
    })
    .from(files)
    .where(inArray(files.id, fileIds))
    .for('update');
  const uses = await tx
    .selectDistinct({ fileId: supplierDocuments.fileId, supplierId: supplierDocuments.supplierId })
    .from(supplierDocuments)
    .where(inArray(supplierDocuments.fileId, fileIds));
  return rows.map((row) => ({
    ...row,
    claimedBy: uses.filter((use) => use.fileId === row.id).map((use) => use.supplierId),
  }));
}

/**
 * A supplier document the company may read: one of its documents (current or replaced), or a file it uploaded
 * itself while signed in (a preview before saving). Undefined for anything else, whoever owns it.
 */
export async function findOwnSupplierFile(
  db: DbOrTx,
  supplierId: number,
  fileId: string,
): Promise<FileRow | undefined> {
  const [row] = await db
    .select({ file: files })
    .from(files)
    .leftJoin(
      supplierDocuments,
      and(eq(supplierDocuments.fileId, files.id), eq(supplierDocuments.supplierId, supplierId)),
    )
    .where(
      and(
        eq(files.id, fileId),
        eq(files.purpose, 'supplier-document'),
        or(
          eq(supplierDocuments.supplierId, supplierId),
          and(eq(files.uploadedByRole, 'vender'), eq(files.uploadedById, supplierId)),
        ),
      ),
    )
    .limit(1);
  return row?.file;
}

/**
 * Removes up to `limit` supplier uploads no company's document names (current or past) created before `before`,
 * answering their storage keys so the bytes can go too. Rows a save is claiming right now are locked and skipped.
 */
export function removeUnclaimedUploads(db: Db, before: Date, limit: number): Promise<string[]> {
  const named = db.select({ one: sql`1` }).from(supplierDocuments).where(eq(supplierDocuments.fileId, files.id));
  return removeUnclaimedFiles(db, { purpose: 'supplier-document', unclaimed: notExists(named), before, limit });
}
