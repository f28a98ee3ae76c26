import type { DbOrTx } from '../../db/client.ts';
import { supplierEvents } from '../../db/schema/index.ts';

export type NewSupplierEvent = typeof supplierEvents.$inferInsert;

/** One line of the company's history (append only: nothing here updates or deletes one). */
export async function insertSupplierEvent(tx: DbOrTx, event: NewSupplierEvent): Promise<void> {
  await tx.insert(supplierEvents).values(event);
}
