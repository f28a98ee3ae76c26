import { and, eq, ne, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { suppliers } from '../../db/schema/index.ts';

export type SupplierRecord = typeof suppliers.$inferSelect;
export type NewSupplier = typeof suppliers.$inferInsert;

export async function findSupplierById(db: DbOrTx, id: number): Promise<SupplierRecord | undefined> {
  const [row] = await db.select().from(suppliers).where(eq(suppliers.id, id)).limit(1);
  return row;
}

export async function findSupplierIdByMobile(db: DbOrTx, mobile: string): Promise<number | undefined> {
  const [row] = await db.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.mobile, mobile)).limit(1);
  return row?.id;
}

/**
 * The row, locked until the transaction ends: a company's own saves run one after the other (so the count of its
 * documents and the diff of its profile are read from what the previous save left), and after a review that
 * locks it too.
 */
export async function lockSupplier(tx: DbOrTx, id: number): Promise<SupplierRecord | undefined> {
  const [row] = await tx.select().from(suppliers).where(eq(suppliers.id, id)).for('update');
  return row;
}

/** What a new or changed company must not share with another one; only the fields given are compared. */
export interface IdentityFields {
  account?: string;
  creditCode?: string;
  companyName?: string;
  mobile?: string;
}

/**
 * The other companies holding any of the given values. Accounts compare without case, as the sign-in lockout
 * counts them (gongyingshang and GongYingShang would be one account to it).
 */
export async function findHolders(db: DbOrTx, fields: IdentityFields, exceptId?: number) {
  const clashes: SQL[] = [];
  if (fields.account !== undefined) clashes.push(sql`lower(${suppliers.account}) = lower(${fields.account})`);
  if (fields.creditCode !== undefined) clashes.push(eq(suppliers.uscc, fields.creditCode));
  if (fields.companyName !== undefined) clashes.push(eq(suppliers.companyName, fields.companyName));
  if (fields.mobile !== undefined) clashes.push(eq(suppliers.mobile, fields.mobile));
  if (clashes.length === 0) return [];
  return db
    .select({
      account: suppliers.account,
      creditCode: suppliers.uscc,
      companyName: suppliers.companyName,
      mobile: suppliers.mobile,
    })
    .from(suppliers)
    .where(and(or(...clashes), exceptId === undefined ? undefined : ne(suppliers.id, exceptId)))
    .limit(4);
}

/**
 * Serialises the registrations of one account name, whatever its case, until the transaction ends. The unique index
 * compares accounts exactly, so GYS_A and gys_a would both pass it; whoever holds this lock checks again and sees
 * the other's committed row.
 */
export async function lockAccountName(tx: DbOrTx, account: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`supplier-account:${account.toLowerCase()}`}))`);
}

export async function insertSupplier(tx: DbOrTx, values: NewSupplier): Promise<SupplierRecord> {
  const [row] = await tx.insert(suppliers).values(values).returning();
  return row!;
}

export async function updateSupplier(
  tx: DbOrTx,
  id: number,
  values: Partial<Omit<NewSupplier, 'id' | 'account' | 'passwordHash' | 'createdAt'>>,
): Promise<void> {
  await tx.update(suppliers).set(values).where(eq(suppliers.id, id));
}
