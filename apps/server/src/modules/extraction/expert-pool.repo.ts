import type { ExpertCandidate } from '@swp/core';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { specialists, specialties } from '../../db/schema/index.ts';
import { loadExpertPool } from '../specialists/specialists.repo.ts';

/** An expert of the pool; ids come from a serial column, so they are numbers here. */
export type PoolExpert = ExpertCandidate & { id: number };

/**
 * The pool as the draw sees it, read by the specialists module in id order. The order is part of the 抽取记录:
 * replaying the recorded rolls over the pool in the same order gives the same experts. `today` is the Beijing day
 * of the draw: an expert under a 禁止参与 that day is in the pool as blacklisted, refused like a frozen one.
 */
export async function loadExpertCandidates(
  db: DbOrTx,
  opts: { externalOnly?: boolean; today: string },
): Promise<PoolExpert[]> {
  return (await loadExpertPool(db, {
    today: opts.today,
    ...(opts.externalOnly ? { external: true } : {}),
  })) as PoolExpert[];
}

/** Name, mobile and employer of the drawn experts, for the SMS and the committee list. */
export async function findExpertContacts(db: DbOrTx, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, { name: string; mobile: string; employer: string }>();
  const rows = await db
    .select({ id: specialists.id, name: specialists.name, mobile: specialists.mobile, employer: specialists.employer })
    .from(specialists)
    .where(inArray(specialists.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r]));
}

/** Names for the specialty and avoided-expert ids of a request, so the printed sheet shows names, not numbers. */
export async function findSpecialtyNames(db: DbOrTx, ids: readonly string[]): Promise<Map<string, string>> {
  const numeric = ids.filter((id) => /^\d+$/.test(id)).map(Number);
  if (numeric.length === 0) return new Map();
  const rows = await db
    .select({ id: specialties.id, name: specialties.name })
    .from(specialties)
    .where(inArray(specialties.id, numeric));
  return new Map(rows.map((r) => [String(r.id), r.name]));
}
