import type { DbOrTx } from '../../db/client.ts';
import { clearFileFacts, sealFileFacts } from './bid-file-facts.ts';
import { storedSealingKey } from './bid-key.ts';
import { listClearFactBids, sealClearFacts } from './bids.repo.ts';

/**
 * Seals the receipt's figures of bids lodged before they were sealed, which kept them in clear (bid-file-facts.ts). SQL
 * cannot do it in the migration (the project keys open only with BID_MASTER_KEY, which the database never holds), so
 * the server does it at start, before it listens: each row is sealed and its clear columns emptied in one statement
 * that touches only a row still unsealed, so a crash half-way or two processes starting at once leave every row
 * either clear (sealed at the next start) or sealed, never lost. Readers accept both forms meanwhile. Returns how
 * many rows it sealed.
 */
export async function sealClearBidFacts(db: DbOrTx, masterKey: Buffer): Promise<number> {
  const rows = await listClearFactBids(db);
  const keys = new Map<number, Buffer>();
  try {
    for (const row of rows) {
      let key = keys.get(row.projectId);
      if (!key) {
        key = await storedSealingKey(db, masterKey, row.projectId);
        keys.set(row.projectId, key);
      }
      await sealClearFacts(db, row.id, sealFileFacts(key, row.id, clearFileFacts(row)));
    }
  } finally {
    for (const key of keys.values()) key.fill(0);
  }
  return rows.length;
}
