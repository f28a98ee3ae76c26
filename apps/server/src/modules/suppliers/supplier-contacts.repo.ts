import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { supplierContacts } from '../../db/schema/index.ts';

export type ContactRow = Pick<typeof supplierContacts.$inferSelect, 'id' | 'name' | 'position' | 'mobile' | 'email'>;
export type ContactValues = Omit<ContactRow, 'id'>;

export async function listContacts(db: DbOrTx, supplierId: number): Promise<ContactRow[]> {
  return db
    .select({
      id: supplierContacts.id,
      name: supplierContacts.name,
      position: supplierContacts.position,
      mobile: supplierContacts.mobile,
      email: supplierContacts.email,
    })
    .from(supplierContacts)
    .where(eq(supplierContacts.supplierId, supplierId))
    .orderBy(asc(supplierContacts.sort), asc(supplierContacts.id));
}

/** The list as the form sent it, in its order (the history keeps what it was before). */
export async function replaceContacts(tx: DbOrTx, supplierId: number, contacts: ContactValues[]): Promise<void> {
  await tx.delete(supplierContacts).where(eq(supplierContacts.supplierId, supplierId));
  if (contacts.length === 0) return;
  await tx.insert(supplierContacts).values(contacts.map((contact, sort) => ({ ...contact, supplierId, sort })));
}
