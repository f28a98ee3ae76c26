/**
 * The 供应商管理 list and its export: the filters of core supplierListInput as one WHERE, and per row whether a
 * 禁止参与 is in force and how many qualification documents are expired or expiring, both for the Beijing day
 * `today` the service passes.
 */
import { DAY_MS, expiryWarningUntil, parseDateTime, type SupplierStatus } from '@swp/core';
import { and, count, desc, eq, gte, ilike, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { supplierDocuments, suppliers } from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { banInForce } from '../blacklist/blacklist-standing.repo.ts';

export interface SupplierFilter {
  status?: SupplierStatus;
  keyword?: string;
  /** Beijing days, both included. */
  registeredFrom?: string;
  registeredTo?: string;
}

/** Beijing midnight starting a day YYYY-MM-DD (core parses a zone-less day as Beijing time). */
const startOfDay = (day: string) => new Date(parseDateTime(day)!);

export function supplierListWhere(filter: SupplierFilter): SQL | undefined {
  const pattern = filter.keyword ? containsPattern(filter.keyword) : undefined;
  return and(
    filter.status ? eq(suppliers.status, filter.status) : undefined,
    pattern
      ? or(ilike(suppliers.companyName, pattern), ilike(suppliers.uscc, pattern), ilike(suppliers.account, pattern))
      : undefined,
    filter.registeredFrom ? gte(suppliers.createdAt, startOfDay(filter.registeredFrom)) : undefined,
    filter.registeredTo
      ? lt(suppliers.createdAt, new Date(startOfDay(filter.registeredTo).getTime() + DAY_MS))
      : undefined,
  );
}

export async function countSuppliers(db: DbOrTx, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(suppliers).where(where);
  return row?.n ?? 0;
}

/** Qualification documents in force whose valid-until day is on or before the warning day (core expiry.ts). */
const expiringDocuments = (today: string) =>
  sql<number>`(select count(*)::int from ${supplierDocuments} where ${and(
    sql`${supplierDocuments.supplierId} = ${suppliers.id}`,
    eq(supplierDocuments.kind, 'qualification'),
    isNull(supplierDocuments.removedAt),
    lte(supplierDocuments.validUntil, expiryWarningUntil(today)),
  )})`;

/** Newest registrations first (the ones waiting for review are usually the newest). */
export function findSupplierRows(db: DbOrTx, where: SQL | undefined, today: string, limit: number, offset = 0) {
  return db
    .select({
      id: suppliers.id,
      account: suppliers.account,
      companyName: suppliers.companyName,
      creditCode: suppliers.uscc,
      legalPerson: suppliers.legalRep,
      contactName: suppliers.contactName,
      mobile: suppliers.mobile,
      status: suppliers.status,
      statusReason: suppliers.statusReason,
      banned: banInForce('supplier', suppliers.id, today),
      expiringDocuments: expiringDocuments(today),
      createdAt: suppliers.createdAt,
      updatedAt: suppliers.updatedAt,
    })
    .from(suppliers)
    .where(where)
    .orderBy(desc(suppliers.createdAt), desc(suppliers.id))
    .limit(limit)
    .offset(offset);
}
export type SupplierListRow = Awaited<ReturnType<typeof findSupplierRows>>[number];
