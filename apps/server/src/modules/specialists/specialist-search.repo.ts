import type { SpecialistFilter } from '@swp/core';
import { and, count, desc, eq, ilike, inArray, like, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { specialistSpecialties, specialists } from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { notArchived, specialistColumns } from './specialists.repo.ts';

/**
 * The WHERE of the list and the export. `specialtyIds` is the searched specialty with everything below it
 * (resolved by the service from the tree); an expert matches when any of their specialties is among them.
 */
export function specialistWhere(filter: SpecialistFilter, specialtyIds?: readonly number[]): SQL | undefined {
  const conditions: (SQL | undefined)[] = [notArchived];
  if (filter.keyword) {
    conditions.push(
      or(
        ilike(specialists.name, containsPattern(filter.keyword)),
        like(specialists.mobile, containsPattern(filter.keyword)),
      ),
    );
  }
  if (specialtyIds) {
    conditions.push(
      inArray(
        specialists.id,
        sql`(select ${specialistSpecialties.specialistId} from ${specialistSpecialties} where ${inArray(specialistSpecialties.specialtyId, [...specialtyIds])})`,
      ),
    );
  }
  if (filter.title) conditions.push(eq(specialists.title, filter.title));
  if (filter.region) conditions.push(eq(specialists.region, filter.region));
  if (filter.category) conditions.push(eq(specialists.category, filter.category));
  if (filter.external !== undefined) conditions.push(eq(specialists.external, filter.external));
  if (filter.status) conditions.push(eq(specialists.status, filter.status));
  return and(...conditions);
}

export async function countSpecialists(db: DbOrTx, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(specialists).where(where);
  return row?.n ?? 0;
}

/**
 * Newest first, so that an expert just added or imported is on the first page. The invitation counts are not
 * here: they depend on who asks (the service counts what the viewer may see), and so may nothing else the list
 * sorts or filters by.
 */
export function findSpecialists(db: DbOrTx, where: SQL | undefined, limit: number, offset = 0) {
  return db
    .select(specialistColumns)
    .from(specialists)
    .where(where)
    .orderBy(desc(specialists.id))
    .limit(limit)
    .offset(offset);
}
export type SpecialistSearchRow = Awaited<ReturnType<typeof findSpecialists>>[number];
