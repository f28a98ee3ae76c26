/**
 * The two names of a bid in 在线评标. What the evaluation stores — the sheets' entries, the frozen 初步评审 outcome
 * and 评标报告 (evaluation-stored.ts) — and core's arithmetic, whose last tie-break is this order, name a bid by its
 * row's integer key; every answer and input names it by its public id (docs/integration.md: the receipt's `bidId`,
 * an opaque string). This is the one crossing, over the project's opened bids: the public id of another project's
 * bid, or of none, is no bid of this evaluation.
 */

export interface BidIds {
  /** The public id of a bid the evaluation stored (an opened bid of the project). */
  publicOf(rowId: number): string;
  /** The row of a public id; undefined when it names no opened bid of the project. */
  rowOf(publicId: string): number | undefined;
}

export function bidIdsOf(opened: readonly { bidId: number; publicId: string }[]): BidIds {
  const publicIds = new Map(opened.map((b) => [b.bidId, b.publicId]));
  const rowIds = new Map(opened.map((b) => [b.publicId, b.bidId]));
  return {
    publicOf(rowId) {
      const publicId = publicIds.get(rowId);
      // Sheets are checked against the opened bids before they are stored, and the opening is written once.
      if (publicId === undefined) throw new Error(`bid ${rowId} is no opened bid of this project`);
      return publicId;
    },
    rowOf: (publicId) => rowIds.get(publicId),
  };
}

/** A stored record (a sheet's entry, a report's row…) as answered: the same, named by the public id. */
export const withPublicId = <T extends { bidId: number }>(
  ids: BidIds,
  stored: T,
): Omit<T, 'bidId'> & { bidId: string } => ({
  ...stored,
  bidId: ids.publicOf(stored.bidId),
});
