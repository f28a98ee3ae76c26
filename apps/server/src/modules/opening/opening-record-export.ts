import {
  amountInCapitals,
  BID_CHECK_LABELS,
  formatAmount,
  formatDateTimeCn,
  type OpenedBid,
  type OpeningRecord,
} from '@swp/core';
import { loadExcelJS } from '../../lib/lazy-modules.ts';
import { type PdfColumn, renderPdf } from '../../lib/pdf/index.ts';
import { hallFields, hallTables } from './opening-hall-export.ts';

/**
 * The 开标记录 as documents (docs/rules.md: suppliers, quoted prices, file hashes, time, who opened): one column list
 * for the PDF and the workbook, so the two always say the same. Figures are exact — the size in bytes and the
 * whole SHA-256 — because a bidder compares them with its 投标回执; the 报价 is read out as a binding amount is
 * written, in figures with separators and in capitals (core common/money.ts, as the 投标回执 prints it).
 */
interface RecordColumn extends PdfColumn {
  /** The width in the workbook (characters). */
  width: number;
  value: (bid: OpenedBid, index: number) => string;
}

const time = (iso: string) => formatDateTimeCn(Date.parse(iso));
const bytes = (size: number) => `${size.toLocaleString('en-US')} 字节`;

function columnsOf(record: OpeningRecord): RecordColumn[] {
  const withSections = record.bids.some((b) => b.sectionName !== null);
  return [
    { header: '序号', weight: 0.7, align: 'center', width: 6, value: (_, i) => String(i + 1) },
    ...(withSections
      ? [{ header: '标段', weight: 1, width: 14, value: (b: OpenedBid) => b.sectionName ?? '' } as RecordColumn]
      : []),
    { header: '投标单位', weight: 2, width: 32, value: (b) => b.companyName },
    {
      header: '投标报价（元）',
      // Wide enough for 99,999,999.99 on one line: a price broken inside its figures misreads.
      weight: 1.7,
      align: 'right',
      width: 18,
      value: (b) => (b.offer === null ? '无法解密' : formatAmount(b.offer)),
    },
    {
      header: '投标报价（大写）',
      weight: 1.6,
      width: 36,
      value: (b) => (b.offer === null ? '' : amountInCapitals(b.offer)),
    },
    { header: '投标文件', weight: 1.5, width: 28, value: (b) => `${b.fileName}（${bytes(b.size)}）` },
    { header: '递交时间', weight: 1.3, width: 20, value: (b) => time(b.receivedAt) },
    { header: '回执SHA-256', weight: 1.7, width: 68, value: (b) => b.sha256 },
    { header: '开标校验', weight: 0.9, align: 'center', width: 12, value: (b) => BID_CHECK_LABELS[b.check] },
  ];
}

/** A mismatch is never hidden: each failed check is spelled out under the table with both hashes. */
function checkNotes(record: OpeningRecord): string[] {
  return record.bids
    .filter((b) => b.check !== 'ok')
    .map((b) =>
      b.check === 'mismatch'
        ? `${b.companyName}：${BID_CHECK_LABELS.mismatch}，开标解密后文件SHA-256为 ${b.openedSha256}，与回执不符。`
        : `${b.companyName}：${BID_CHECK_LABELS.unreadable}（文件或报价密文校验失败，可能已被篡改或缺失）。`,
    );
}

function recordFields(record: OpeningRecord): [string, string][] {
  return [
    ['项目名称', record.projectName],
    ['项目编号', record.projectCode],
    ['开标时间', time(record.openedAt)],
    ['开标人', record.openedBy],
    ['投标单位数', `${record.bids.length}家`],
    ...(record.hall ? hallFields(record.hall) : []),
  ];
}

export function openingRecordFileName(record: OpeningRecord, ext: 'pdf' | 'xlsx') {
  return { fileName: `开标记录_${record.projectCode}.${ext}`, asciiName: `opening-record-${record.projectId}.${ext}` };
}

export function buildOpeningRecordPdf(record: OpeningRecord, printedAt: Date): Promise<Buffer> {
  const columns = columnsOf(record);
  return renderPdf({
    title: '开标记录',
    fields: recordFields(record),
    tableTitle: '投标情况',
    table: {
      columns,
      rows: record.bids.map((bid, i) => columns.map((c) => c.value(bid, i))),
      empty: '无投标',
    },
    sections: record.hall
      ? hallTables(record.hall).map((t) => ({
          title: t.title,
          table: { columns: t.columns, rows: t.rows, empty: t.empty },
        }))
      : [],
    notes: [
      ...checkNotes(record),
      '开标校验：开标时解密每份投标文件并计算SHA-256，与供应商上传时取得的投标回执比对。',
      `打印时间：${formatDateTimeCn(printedAt.getTime())}`,
    ],
    createdAt: printedAt,
  });
}

export async function buildOpeningRecordWorkbook(record: OpeningRecord): Promise<Buffer> {
  const columns = columnsOf(record);
  const workbook = new (await loadExcelJS()).Workbook();
  workbook.creator = '电子采购交易平台';
  const sheet = workbook.addWorksheet('开标记录');
  sheet.columns = columns.map((c) => ({ width: c.width }));
  for (const [label, value] of recordFields(record)) sheet.addRow([label, value]).getCell(1).font = { bold: true };
  sheet.addRow([]);
  const header = sheet.addRow(columns.map((c) => c.header));
  header.font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: header.number }];
  record.bids.forEach((bid, i) => {
    sheet.addRow(columns.map((c) => c.value(bid, i)));
  });
  const notes = checkNotes(record);
  if (notes.length > 0) {
    sheet.addRow([]);
    for (const line of notes) sheet.addRow([line]);
  }
  for (const table of record.hall ? hallTables(record.hall) : []) {
    const tableSheet = workbook.addWorksheet(table.title);
    tableSheet.columns = table.columns.map((c) => ({ width: c.width }));
    tableSheet.addRow(table.columns.map((c) => c.header)).font = { bold: true };
    tableSheet.views = [{ state: 'frozen', ySplit: 1 }];
    for (const row of table.rows) tableSheet.addRow(row);
    if (table.rows.length === 0) tableSheet.addRow([table.empty]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
