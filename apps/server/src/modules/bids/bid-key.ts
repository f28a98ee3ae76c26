import type { DbOrTx } from '../../db/client.ts';
import { unwrapProjectKey, wrapProjectKey } from '../../lib/sealed/index.ts';
import { findWrappedKey, insertWrappedKeyIfMissing } from './bids.repo.ts';

/**
 * The project's sealing key (lib/sealed README), made on the project's first upload: a fresh key wrapped under
 * BID_MASTER_KEY is offered with `insert … on conflict do nothing`, and the key is then read back, so two first
 * uploads at once (two processes even) both seal under the one key that was stored. Written outside the upload's
 * transaction, before its file streams: a key row without bids is harmless, a file sealed under a key that was
 * never stored would be lost. The caller zero-fills the key when done.
 */
export async function projectSealingKey(db: DbOrTx, masterKey: Buffer, projectId: number): Promise<Buffer> {
  let wrapped = await findWrappedKey(db, projectId);
  if (wrapped === undefined) {
    const offered = wrapProjectKey(masterKey);
    offered.key.fill(0);
    await insertWrappedKeyIfMissing(db, projectId, offered.wrapped);
    wrapped = await findWrappedKey(db, projectId);
    if (wrapped === undefined) throw new Error(`project ${projectId}: the sealing key was not stored`);
  }
  return unwrapProjectKey(masterKey, wrapped);
}

/** The key of a project that has bids (the upload stored it before the first one): a missing key is a bug. */
export async function storedSealingKey(db: DbOrTx, masterKey: Buffer, projectId: number): Promise<Buffer> {
  const wrapped = await findWrappedKey(db, projectId);
  if (wrapped === undefined) throw new Error(`project ${projectId} has bids but no sealing key`);
  return unwrapProjectKey(masterKey, wrapped);
}

/**
 * The context a 报价 is sealed with (lib/sealed README): bound to its bid row, so a sealed price copied into another
 * company's row does not open. The upload seals with it and the opening opens with it.
 */
export const offerSealContext = (bidId: number) => `bid:${bidId}:offer`;

/**
 * The context a bid's file is sealed with (lib/sealed README, version 2): the bid's enrolment, known before the
 * file streams and the same for every re-upload of the bid, unlike the row's id (not there yet on a first upload).
 * Another bid's file put in this bid's place then fails its first chunk. Version-1 files were sealed without one.
 */
export const fileSealContext = (enrolmentId: number) => `bid-file:enrolment:${enrolmentId}`;
