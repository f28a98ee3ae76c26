import { count, eq, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { extractions, specialistSpecialties, specialties } from '../../db/schema/index.ts';
import { treeRepo } from '../../platform/tree/tree.repo.ts';

/** The tree's own queries (list, siblings, insert, move, delete), shared with the department tree. */
export const specialtyTreeRepo = treeRepo(specialties, 727301);

/** Every specialty, siblings by sort then id (the expert search and the import read the whole tree). */
export const listSpecialties = (db: DbOrTx) => specialtyTreeRepo.list(db);

/** The demo seed adds specialties the way 专业类别 does. */
export const insertSpecialty = specialtyTreeRepo.insert;

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

/** What besides child specialties refers to a specialty: it may be deleted only when both are zero. */
export async function specialtyUsage(db: DbOrTx, id: number) {
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
  return { experts: experts?.n ?? 0, extractions: draws?.n ?? 0 };
}
