import type { BidListRow, OpenedBid, OpeningHallRecord, OpeningRecord } from '@swp/core';
import type { bidOpenings } from '../../db/schema/index.ts';
import type { OpenedBidRow } from './opening.repo.ts';

type Opening = typeof bidOpenings.$inferSelect;

/** The project's facts the record names. */
export interface RecordProject {
  id: number;
  projectCode: string;
  projectName: string;
}

function toOpenedBid(row: OpenedBidRow): OpenedBid {
  return {
    companyName: row.companyName,
    offer: row.offer,
    sha256: row.sha256,
    receivedAt: row.receivedAt.toISOString(),
    bidId: row.publicId,
    supplierId: row.supplierId,
    sectionId: row.sectionId,
    sectionName: row.sectionName,
    fileName: row.fileName,
    size: row.size,
    check: row.check,
    openedSha256: row.openedSha256,
  };
}

/** The 开标记录 (docs/integration.md `{ projectId, openedAt, openedBy, bids }` and what the screens add). */
export function toOpeningRecord(
  project: RecordProject,
  opening: Opening,
  rows: readonly OpenedBidRow[],
  hall: OpeningHallRecord | null,
): OpeningRecord {
  return {
    projectId: project.id,
    openedAt: opening.openedAt.toISOString(),
    openedBy: opening.openedByName,
    bids: rows.map(toOpenedBid),
    projectCode: project.projectCode,
    projectName: project.projectName,
    hall,
  };
}

/** One line of `POST /api/bid/list` after the opening: the receipt's figures and what the opening found. */
export function toBidListRow(row: OpenedBidRow): BidListRow {
  return {
    bidId: row.publicId,
    supplierId: row.supplierId,
    companyName: row.companyName,
    offer: row.offer,
    fileName: row.fileName,
    size: row.size,
    sha256: row.sha256,
    receivedAt: row.receivedAt.toISOString(),
    sectionId: row.sectionId,
    sectionName: row.sectionName,
    check: row.check,
  };
}
