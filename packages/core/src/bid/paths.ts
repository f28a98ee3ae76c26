/**
 * 投标文件 and 开标 (docs/integration.md fixes upload, mine, list, download, open and openingRecord: paths, methods, fields).
 * Nothing of a bid (file, name, size, hash, price) is answered to anyone but its owner before the opening.
 */
export const BidPath = {
  /** vender, multipart: fields `projectId`, `offer`, optional `sectionId`, file part `file` → the receipt. */
  upload: '/api/bid/upload',
  /** vender: `{ projectId, sectionId? }` → this company's own receipt and price, or null. */
  mine: '/api/bid/mine',
  /** GET ?projectId=&sectionId=: the company's own 投标回执 as a PDF. */
  receipt: '/api/bid/receipt',
  /** staff system:project: after the opening only. */
  list: '/api/bid/list',
  /** GET ?bidId=: the original bytes; the owner any time, staff and the project's bidders after the opening. */
  download: '/api/bid/download',
  /** staff system:project: 开标, at or after openTime. */
  open: '/api/bid/open',
  /** staff, or a bidder of the project: the 开标记录. */
  openingRecord: '/api/bid/openingRecord',
  /** GET ?projectId=: the 开标记录 as a PDF (staff, or a bidder of the project). */
  openingRecordPdf: '/api/bid/openingRecordPdf',
  /** GET ?projectId=: the 开标记录 as an .xlsx (staff system:project). */
  openingRecordExcel: '/api/bid/openingRecordExcel',
} as const;
