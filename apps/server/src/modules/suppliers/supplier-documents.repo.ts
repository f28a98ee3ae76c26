import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { files, supplierDocuments } from '../../db/schema/index.ts';

export type NewSupplierDocument = typeof supplierDocuments.$inferInsert;

/** A document in force (not replaced or removed) with the file it shows. */
export interface DocumentRow {
  id: number;
  kind: 'licence' | 'qualification';
  docType: string;
  docNumber: string;
  issuer: string;
  validUntil: string | null;
  file: { id: string; name: string; size: number; mimeType: string };
}

const current = (supplierId: number) =>
  and(eq(supplierDocuments.supplierId, supplierId), isNull(supplierDocuments.removedAt));

const documentColumns = {
  id: supplierDocuments.id,
  kind: supplierDocuments.kind,
  docType: supplierDocuments.docType,
  docNumber: supplierDocuments.docNumber,
  issuer: supplierDocuments.issuer,
  validUntil: supplierDocuments.validUntil,
  file: { id: files.id, name: files.originalName, size: files.size, mimeType: files.mimeType },
};

/** The company's documents in force, oldest first (the licence pages and qualifications in the order added). */
export async function listCurrentDocuments(db: DbOrTx, supplierId: number): Promise<DocumentRow[]> {
  return db
    .select(documentColumns)
    .from(supplierDocuments)
    .innerJoin(files, eq(files.id, supplierDocuments.fileId))
    .where(current(supplierId))
    .orderBy(asc(supplierDocuments.id));
}

export async function findCurrentQualification(
  db: DbOrTx,
  supplierId: number,
  id: number,
): Promise<DocumentRow | undefined> {
  const [row] = await db
    .select(documentColumns)
    .from(supplierDocuments)
    .innerJoin(files, eq(files.id, supplierDocuments.fileId))
    .where(and(current(supplierId), eq(supplierDocuments.id, id), eq(supplierDocuments.kind, 'qualification')))
    .limit(1);
  return row;
}

export async function countCurrentQualifications(db: DbOrTx, supplierId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(supplierDocuments)
    .where(and(current(supplierId), eq(supplierDocuments.kind, 'qualification')));
  return row?.n ?? 0;
}

export async function insertDocuments(tx: DbOrTx, rows: NewSupplierDocument[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await tx.insert(supplierDocuments).values(rows).returning({ id: supplierDocuments.id });
  return inserted.map((r) => r.id);
}

/** Marks documents replaced or removed; the rows stay, so the history of what was reviewed stays readable. */
export async function markDocumentsRemoved(tx: DbOrTx, supplierId: number, ids: number[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(supplierDocuments)
    .set({ removedAt: now })
    .where(and(current(supplierId), inArray(supplierDocuments.id, ids)));
}
