/**
 * What the evaluation's jsonb columns hold: each member's sheet entries, the 初步评审 outcome frozen by
 * finishPreliminary and the 评标报告 frozen by submitResult. They are the answers' shapes with one difference: a bid
 * is named by its row's key, not by its public id (bid-ids.ts) — so the rows written before public ids existed read
 * as they are, and the answers are made from them here.
 */
import {
  type DetailedEntry,
  type DetailedSheet,
  type EvalReport,
  evalReportOutput,
  failedBidderOutput,
  type PreliminaryEntry,
  type PreliminarySheet,
  preliminaryResultOutput,
  reportRowOutput,
} from '@swp/core';
import { z } from 'zod';
import { type BidIds, withPublicId } from './bid-ids.ts';

const rowId = z.number().int();
type ByRow<T extends { bidId: string }> = Omit<T, 'bidId'> & { bidId: number };

export type StoredPreliminaryEntry = ByRow<PreliminaryEntry>;
export type StoredDetailedEntry = ByRow<DetailedEntry>;

const storedPreliminaryResult = preliminaryResultOutput.extend({ bidId: rowId });
export type StoredPreliminaryResult = z.infer<typeof storedPreliminaryResult>;

export const storedReportSchema = evalReportOutput.extend({
  rows: z.array(reportRowOutput.extend({ bidId: rowId })),
  failed: z.array(failedBidderOutput.extend({ bidId: rowId })),
});
export type StoredReport = z.infer<typeof storedReportSchema>;

/** evaluations.preliminary as frozen by finishPreliminary (null while 初步评审 is open). */
export function storedPreliminary(json: unknown): StoredPreliminaryResult[] | null {
  return json == null ? null : z.array(storedPreliminaryResult).parse(json);
}

export const preliminaryEntriesAnswer = (entries: unknown, ids: BidIds): PreliminarySheet['entries'] =>
  (entries as StoredPreliminaryEntry[]).map((e) => withPublicId(ids, e));

export const detailedEntriesAnswer = (entries: unknown, ids: BidIds): DetailedSheet['entries'] =>
  (entries as StoredDetailedEntry[]).map((e) => withPublicId(ids, e));

/** A sheet's entries as checked (sheet-rules found every bid among the opened ones), to be stored. */
export function entriesToStore<E extends { bidId: string }>(entries: readonly E[], ids: BidIds): ByRow<E>[] {
  return entries.map((entry) => {
    const bidId = ids.rowOf(entry.bidId);
    if (bidId === undefined) throw new Error(`unchecked sheet entry of bid ${entry.bidId}`);
    return { ...entry, bidId };
  });
}

export const reportAnswer = (report: StoredReport, ids: BidIds): EvalReport => ({
  ...report,
  rows: report.rows.map((row) => withPublicId(ids, row)),
  failed: report.failed.map((f) => withPublicId(ids, f)),
});
