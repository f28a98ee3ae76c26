import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { smsOutbox } from '../../db/schema/index.ts';

export async function insertOutboxMessage(db: DbOrTx, row: { mobile: string; content: string; createdAt: Date }) {
  await db.insert(smsOutbox).values(row);
}

export function listOutboxMessages(db: DbOrTx, mobile: string) {
  return db
    .select({ mobile: smsOutbox.mobile, content: smsOutbox.content, createdAt: smsOutbox.createdAt })
    .from(smsOutbox)
    .where(eq(smsOutbox.mobile, mobile))
    .orderBy(desc(smsOutbox.id))
    .limit(50);
}
