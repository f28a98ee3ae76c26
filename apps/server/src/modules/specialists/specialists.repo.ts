import type { ExpertCandidate } from '@swp/core';
import { and, asc, count, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { invitations, specialistSpecialties, specialists, specialties } from '../../db/schema/index.ts';
import { banInForce } from '../blacklist/blacklist-standing.repo.ts';

export type SpecialistRecord = typeof specialists.$inferSelect;
export type NewSpecialist = typeof specialists.$inferInsert;

/** Every column but the password hash, which never leaves the repository. */
export const specialistColumns = {
  id: specialists.id,
  name: specialists.name,
  gender: specialists.gender,
  mobile: specialists.mobile,
  idNumber: specialists.idNumber,
  birthDate: specialists.birthDate,
  title: specialists.title,
  employer: specialists.employer,
  region: specialists.region,
  category: specialists.category,
  external: specialists.external,
  status: specialists.status,
  deptName: specialists.deptName,
  account: specialists.account,
  mustChangePassword: specialists.mustChangePassword,
  enabled: specialists.enabled,
  createdAt: specialists.createdAt,
  updatedAt: specialists.updatedAt,
};
export type SpecialistRow = Omit<SpecialistRecord, 'passwordHash' | 'archivedAt'>;

/**
 * The experts of the pool: an archived expert (deleted, kept for the committee records) is gone for every read,
 * write, duplicate check and draw. Only the committee and history reads, which go by invitation, still name them.
 */
export const notArchived = isNull(specialists.archivedAt);

export async function findSpecialistById(db: DbOrTx, id: number): Promise<SpecialistRow | undefined> {
  const [row] = await db
    .select(specialistColumns)
    .from(specialists)
    .where(and(eq(specialists.id, id), notArchived))
    .limit(1);
  return row;
}

export async function findSpecialistIdByMobile(db: DbOrTx, mobile: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: specialists.id })
    .from(specialists)
    .where(and(eq(specialists.mobile, mobile), notArchived))
    .limit(1);
  return row?.id;
}

/**
 * The row, locked until the transaction ends: two edits of one expert run one after the other, and an
 * invitation (whose foreign key needs a share lock on this row) cannot slip in between a check and a delete.
 */
export async function lockSpecialist(tx: DbOrTx, id: number): Promise<SpecialistRecord | undefined> {
  const [row] = await tx
    .select()
    .from(specialists)
    .where(and(eq(specialists.id, id), notArchived))
    .for('update');
  return row;
}

const except = (exceptId?: number): SQL | undefined =>
  and(notArchived, exceptId ? ne(specialists.id, exceptId) : undefined);

export async function mobileTaken(db: DbOrTx, mobile: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: specialists.id })
    .from(specialists)
    .where(and(eq(specialists.mobile, mobile), except(exceptId)))
    .limit(1);
  return row !== undefined;
}

export async function idNumberTaken(db: DbOrTx, idNumber: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: specialists.id })
    .from(specialists)
    .where(and(eq(specialists.idNumber, idNumber), except(exceptId)))
    .limit(1);
  return row !== undefined;
}

/** Account names differ only in case would be easy to confuse on a phone: compared case-insensitively. */
export async function accountTaken(db: DbOrTx, account: string): Promise<boolean> {
  const [row] = await db
    .select({ id: specialists.id })
    .from(specialists)
    .where(and(sql`lower(${specialists.account}) = ${account.toLowerCase()}`, notArchived))
    .limit(1);
  return row !== undefined;
}

/** Which of the given mobiles and ID numbers already belong to an expert (for the import's duplicate check). */
export async function takenMobilesAndIdNumbers(db: DbOrTx, mobiles: string[], idNumbers: string[]) {
  const byMobile = mobiles.length
    ? await db
        .select({ v: specialists.mobile })
        .from(specialists)
        .where(and(inArray(specialists.mobile, mobiles), notArchived))
    : [];
  const byId = idNumbers.length
    ? await db
        .select({ v: specialists.idNumber })
        .from(specialists)
        .where(and(inArray(specialists.idNumber, idNumbers), notArchived))
    : [];
  return { mobiles: new Set(byMobile.map((r) => r.v)), idNumbers: new Set(byId.map((r) => r.v!)) };
}

/** PostgreSQL takes at most 65,535 parameters per statement: a large import is written in chunks. */
const CHUNK = 1000;

export async function insertSpecialists(tx: DbOrTx, values: NewSpecialist[]) {
  const out: { id: number; mobile: string }[] = [];
  for (let i = 0; i < values.length; i += CHUNK) {
    const chunk = values.slice(i, i + CHUNK);
    out.push(
      ...(await tx.insert(specialists).values(chunk).returning({ id: specialists.id, mobile: specialists.mobile })),
    );
  }
  return out;
}

export async function updateSpecialistRow(tx: DbOrTx, id: number, patch: Partial<NewSpecialist>): Promise<void> {
  await tx.update(specialists).set(patch).where(eq(specialists.id, id));
}

/** Sets the password hash only if it still is `expected`: a compensating write never undoes a later change. */
export async function swapPasswordHash(
  tx: DbOrTx,
  id: number,
  expected: string,
  patch: { account?: string | null; passwordHash: string | null; mustChangePassword?: boolean; updatedAt: Date },
): Promise<boolean> {
  const rows = await tx
    .update(specialists)
    .set(patch)
    .where(and(eq(specialists.id, id), eq(specialists.passwordHash, expected)))
    .returning({ id: specialists.id });
  return rows.length > 0;
}

export async function deleteSpecialistRow(tx: DbOrTx, id: number): Promise<void> {
  await tx.delete(specialists).where(eq(specialists.id, id));
}

/**
 * Keeps a deleted expert's row for the records that name it: no longer listed, read, drawn or signed in with (the
 * account is released), while the committees they sat on still show their name and mobile.
 */
export async function archiveSpecialistRow(tx: DbOrTx, id: number, now: Date): Promise<void> {
  await tx
    .update(specialists)
    .set({
      archivedAt: now,
      account: null,
      passwordHash: null,
      mustChangePassword: false,
      enabled: false,
      updatedAt: now,
    })
    .where(eq(specialists.id, id));
}

export async function replaceSpecialties(tx: DbOrTx, specialistId: number, specialtyIds: readonly number[]) {
  await tx.delete(specialistSpecialties).where(eq(specialistSpecialties.specialistId, specialistId));
  await addSpecialties(
    tx,
    specialtyIds.map((specialtyId) => ({ specialistId, specialtyId })),
  );
}

export async function addSpecialties(tx: DbOrTx, links: { specialistId: number; specialtyId: number }[]) {
  for (let i = 0; i < links.length; i += CHUNK * 10) {
    await tx.insert(specialistSpecialties).values(links.slice(i, i + CHUNK * 10));
  }
}

/** The specialties of each given expert, in tree order. */
export async function specialtiesOf(db: DbOrTx, specialistIds: readonly number[]) {
  const out = new Map<number, { id: number; name: string }[]>();
  if (specialistIds.length === 0) return out;
  const rows = await db
    .select({ specialistId: specialistSpecialties.specialistId, id: specialties.id, name: specialties.name })
    .from(specialistSpecialties)
    .innerJoin(specialties, eq(specialties.id, specialistSpecialties.specialtyId))
    .where(inArray(specialistSpecialties.specialistId, [...specialistIds]))
    .orderBy(asc(specialties.sort), asc(specialties.id));
  for (const r of rows) {
    const list = out.get(r.specialistId) ?? [];
    list.push({ id: r.id, name: r.name });
    out.set(r.specialistId, list);
  }
  return out;
}

export async function countInvitationsOf(db: DbOrTx, specialistId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(invitations).where(eq(invitations.specialistId, specialistId));
  return row?.n ?? 0;
}

/**
 * The pool the draw runs over (core extraction): every expert, frozen and blacklisted included, because the
 * eligibility rules refuse those with a reason staff can read. `blacklisted` is a 禁止参与 in force on `today`
 * (the Beijing day of the draw, blacklist/blacklist-standing.ts); a 警告 does not keep an expert out. Ordered by
 * id, so that a recorded draw replays over the same order. `external` narrows to external (true) or internal
 * (false) experts.
 */
export async function loadExpertPool(
  db: DbOrTx,
  options: { external?: boolean; today: string },
): Promise<ExpertCandidate[]> {
  const where = and(
    notArchived,
    options.external === undefined ? undefined : eq(specialists.external, options.external),
  );
  const rows = await db
    .select({
      id: specialists.id,
      name: specialists.name,
      gender: specialists.gender,
      birthDate: specialists.birthDate,
      title: specialists.title,
      region: specialists.region,
      employer: specialists.employer,
      category: specialists.category,
      status: specialists.status,
      blacklisted: banInForce('specialist', specialists.id, options.today),
      external: specialists.external,
    })
    .from(specialists)
    .where(where)
    .orderBy(asc(specialists.id));
  // One pass over the links instead of an aggregate per expert: the pool can hold 100,000 experts.
  const links = await db
    .select({ specialistId: specialistSpecialties.specialistId, specialtyId: specialistSpecialties.specialtyId })
    .from(specialistSpecialties)
    .orderBy(asc(specialistSpecialties.specialistId), asc(specialistSpecialties.specialtyId));
  const byExpert = new Map<number, string[]>();
  for (const l of links) {
    const list = byExpert.get(l.specialistId);
    if (list) list.push(String(l.specialtyId));
    else byExpert.set(l.specialistId, [String(l.specialtyId)]);
  }
  return rows.map((r) => ({ ...r, specialtyIds: byExpert.get(r.id) ?? [] }));
}
