import { and, asc, count, eq, inArray, isNull, max, ne, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { extractions, specialistSpecialties, specialties } from '../../db/schema/index.ts';

export type SpecialtyRecord = typeof specialties.$inferSelect;

/**
 * Serialises every write to the tree: the sibling-name check and the "not under its own descendant" check are
 * only safe if no other write runs between check and change (two crossing moves could otherwise build a cycle).
 * Tree writes are rare; PGlite has one connection, so the lock costs nothing there.
 */
export async function lockSpecialtyTree(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(727301)`);
}

export function listSpecialties(db: DbOrTx) {
  return db
    .select({ id: specialties.id, name: specialties.name, parentId: specialties.parentId, sort: specialties.sort })
    .from(specialties)
    .orderBy(asc(specialties.sort), asc(specialties.id));
}

export async function findSpecialty(db: DbOrTx, id: number): Promise<SpecialtyRecord | undefined> {
  const [row] = await db.select().from(specialties).where(eq(specialties.id, id)).limit(1);
  return row;
}

/** The ids among `ids` that exist. */
export async function existingSpecialtyIds(db: DbOrTx, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: specialties.id })
    .from(specialties)
    .where(inArray(specialties.id, [...ids]));
  return new Set(rows.map((r) => r.id));
}

/** How many experts hold each specialty (only specialties with at least one). */
export async function expertCountsBySpecialty(db: DbOrTx): Promise<Map<number, number>> {
  const rows = await db
    .select({ id: specialistSpecialties.specialtyId, n: count() })
    .from(specialistSpecialties)
    .groupBy(specialistSpecialties.specialtyId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

const sameParent = (parentId: number | null): SQL =>
  parentId === null ? isNull(specialties.parentId) : eq(specialties.parentId, parentId);

/** Whether a sibling (same parent; the top level counts as one parent) other than `exceptId` has the name. */
export async function siblingNameTaken(db: DbOrTx, parentId: number | null, name: string, exceptId?: number) {
  const [row] = await db
    .select({ id: specialties.id })
    .from(specialties)
    .where(and(sameParent(parentId), eq(specialties.name, name), exceptId ? ne(specialties.id, exceptId) : undefined))
    .limit(1);
  return row !== undefined;
}

/** The sort value that puts a new child last under its parent. */
export async function nextSiblingSort(db: DbOrTx, parentId: number | null): Promise<number> {
  const [row] = await db
    .select({ last: max(specialties.sort) })
    .from(specialties)
    .where(sameParent(parentId));
  return row?.last == null ? 1 : row.last + 1;
}

export async function insertSpecialty(
  tx: DbOrTx,
  values: { name: string; parentId: number | null; sort: number; createdAt: Date },
): Promise<SpecialtyRecord> {
  const [row] = await tx.insert(specialties).values(values).returning();
  return row!;
}

export async function updateSpecialty(
  tx: DbOrTx,
  id: number,
  patch: Partial<Pick<SpecialtyRecord, 'name' | 'parentId' | 'sort'>>,
): Promise<void> {
  await tx.update(specialties).set(patch).where(eq(specialties.id, id));
}

export async function deleteSpecialty(tx: DbOrTx, id: number): Promise<void> {
  await tx.delete(specialties).where(eq(specialties.id, id));
}

/** What still refers to a specialty: it may be deleted only when all three are zero. */
export async function specialtyUsage(db: DbOrTx, id: number) {
  const [children] = await db.select({ n: count() }).from(specialties).where(eq(specialties.parentId, id));
  const [experts] = await db
    .select({ n: count() })
    .from(specialistSpecialties)
    .where(eq(specialistSpecialties.specialtyId, id));
  // An extraction keeps its filters as submitted (ids as strings, core extraction/schema.ts); deleting a specialty
  // named there would leave the 抽取记录 pointing at nothing.
  const named = sql`${JSON.stringify([String(id)])}::jsonb`;
  const [draws] = await db
    .select({ n: count() })
    .from(extractions)
    .where(
      or(
        sql`${extractions.request} -> 'includeSpecialties' @> ${named}`,
        sql`${extractions.request} -> 'excludeSpecialties' @> ${named}`,
      ),
    );
  return { children: children?.n ?? 0, experts: experts?.n ?? 0, extractions: draws?.n ?? 0 };
}
