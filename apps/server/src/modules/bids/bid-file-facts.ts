import { z } from 'zod';
import { SealedDataError, sealValue, unsealValue } from '../../lib/sealed/index.ts';

/**
 * What a receipt states about a bid's file: its name, type, size and SHA-256. Before the opening these reveal a
 * bidder's content (a name such as 某某公司投标文件.pdf, a size that tells a bid apart), so the row keeps them sealed
 * under the project key like the file itself: `bids.sealed_file`, a `sealValue` of this JSON with the
 * context `bid:<id>:file`, so a copy pasted into another bid's row does not open. In clear the row keeps only what
 * the rules need: the company, the 标段, the times, the stored object, the count of uploads. The opening writes them
 * into `opened_bids`, in clear from then on, as the 开标记录 publishes them.
 */
export interface BidFileFacts {
  fileName: string;
  mimeType: string;
  size: number;
  sha256: string;
}

const factsJson = z.object({
  fileName: z.string(),
  mimeType: z.string(),
  size: z.number().int().min(0),
  sha256: z.string(),
});

export const fileFactsSealContext = (bidId: number) => `bid:${bidId}:file`;

export function sealFileFacts(projectKey: Buffer, bidId: number, facts: BidFileFacts): string {
  const { fileName, mimeType, size, sha256 } = facts;
  const json = JSON.stringify({ fileName, mimeType, size, sha256 });
  return sealValue(projectKey, json, { context: fileFactsSealContext(bidId) });
}

/**
 * A row as stored: sealed facts, or — a row lodged before the figures were sealed that the start-up pass (bid-facts-migration.ts)
 * has not sealed yet — the same facts in clear.
 */
export interface StoredFileFacts {
  id: number;
  sealedFile: string | null;
  fileName: string | null;
  mimeType: string | null;
  size: number | null;
  sha256: string | null;
}

/** The facts of a row; a sealed value that does not open (changed, copied from another row) is a SealedDataError. */
export function openFileFacts(projectKey: Buffer, row: StoredFileFacts): BidFileFacts {
  if (row.sealedFile === null) return clearFileFacts(row);
  const json = unsealValue(projectKey, row.sealedFile, { context: fileFactsSealContext(row.id) });
  const parsed = factsJson.safeParse(JSON.parse(json));
  if (!parsed.success) throw new SealedDataError('not-sealed', 'sealed value');
  return parsed.data;
}

/** The clear facts of a row lodged before the figures were sealed; a row with neither form is a broken invariant. */
export function clearFileFacts(row: StoredFileFacts): BidFileFacts {
  const { fileName, mimeType, size, sha256 } = row;
  if (fileName === null || mimeType === null || size === null || sha256 === null) {
    throw new Error(`bid ${row.id} has neither sealed nor clear file facts`);
  }
  return { fileName, mimeType, size, sha256 };
}
