import { Readable } from 'node:stream';
import { ErrorCode, type ImportResult, specialistApi } from '@swp/core';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import type { Reply } from '../../../test/client.ts';
import { uniqueMobile } from '../../../test/factories.ts';
import { poolCounts, specialistManagerToken } from '../../../test/kits/specialists.ts';
import { IMPORT_COLUMNS, IMPORT_ROW_LIMIT } from './excel-columns.ts';
import { checkXlsxLimits, XLSX_LIMITS } from './xlsx-limits.ts';

/**
 * Files built to make exceljs spend memory or time: each is refused before exceljs reads it, quickly and
 * without importing anything.
 */
let token: string;
const { t, api } = useTestApp();
beforeAll(async () => {
  token = await specialistManagerToken(t.db, api);
});

async function upload(content: Buffer): Promise<Reply<ImportResult>> {
  return api.upload(specialistApi.import, { name: '专家名单.xlsx', bytes: content }, { token });
}

/** The parts exceljs writes for one 专家信息 sheet with the template's headers, to be replaced one by one. */
async function baseWorkbook(): Promise<JSZip> {
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('专家信息').addRow(IMPORT_COLUMNS.map((c) => c.header));
  return JSZip.loadAsync(Buffer.from(await wb.xlsx.writeBuffer()));
}

const SHEET = 'xl/worksheets/sheet1.xml';
const headerRow = `<row r="1">${IMPORT_COLUMNS.map(
  (c, i) => `<c r="${String.fromCharCode(65 + i)}1" t="inlineStr"><is><t>${c.header}</t></is></c>`,
).join('')}</row>`;
const inlineCell = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;
const sheetXml = (rows: string, after = '') =>
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
  `<sheetData>${headerRow}${rows}</sheetData>${after}</worksheet>`;

/** A workbook whose parts are replaced (a stream keeps a huge part out of the test's memory). */
async function xlsxWith(parts: Record<string, string | Readable>): Promise<Buffer> {
  const zip = await baseWorkbook();
  for (const [name, content] of Object.entries(parts)) zip.file(name, content, { binary: typeof content !== 'string' });
  return zip.generateAsync({
    type: 'nodebuffer',
    compression: 'DEFLATE',
    compressionOptions: { level: 9 },
    streamFiles: true,
  });
}

const person = (row: number) =>
  `<row r="${row}">${inlineCell(`A${row}`, '钱工')}${inlineCell(`B${row}`, uniqueMobile())}</row>`;

async function refusedQuickly(file: Buffer, msg: string) {
  const before = await poolCounts(t.db);
  const started = Date.now();
  const reply = await upload(file);
  expect(reply.body).toEqual({ code: ErrorCode.INVALID_INPUT, msg });
  expect(Date.now() - started).toBeLessThan(10_000);
  expect(await poolCounts(t.db)).toEqual(before);
}

describe('import limits (checked before exceljs reads the file)', () => {
  it('refuses a zip bomb: a small file whose sheet inflates past 20 MB, without inflating it all', async () => {
    // 64 MB of cells in one row: about 100 KB once deflated.
    const mb = Buffer.from('<c><v>1</v></c>'.repeat(65_536));
    const padding = Readable.from(
      (function* () {
        yield Buffer.from(sheetXml('<row r="2">').replace('</sheetData></worksheet>', ''));
        for (let i = 0; i < 64; i++) yield mb;
        yield Buffer.from('</row></sheetData></worksheet>');
      })(),
    );
    const bomb = await xlsxWith({ [SHEET]: padding });
    expect(bomb.length).toBeLessThan(200 * 1024);
    let peak = 0;
    const base = process.memoryUsage().rss;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss - base);
    }, 5);
    try {
      await refusedQuickly(bomb, '导入文件过大：解压后超过20MB，请只保留专家数据后重新导入');
    } finally {
      clearInterval(sampler);
    }
    // Inflated for counting only, chunk by chunk: nowhere near the 64 MB the sheet holds.
    expect(peak).toBeLessThan(60 * 1024 * 1024);
  });

  it('refuses more row elements than a real import has, blank or not', async () => {
    const rows = Array.from({ length: XLSX_LIMITS.rows + 1 }, (_, i) => `<row r="${i + 2}"/>`).join('');
    await refusedQuickly(
      await xlsxWith({ [SHEET]: sheetXml(rows) }),
      `导入文件过大：最多导入${IMPORT_ROW_LIMIT}行，请删除多余的行（包括设置了格式的空行）后重新导入`,
    );
  });

  it('refuses a sheet of too many cells', async () => {
    const columns = 60;
    const letters = (n: number) => (n < 26 ? String.fromCharCode(65 + n) : `A${String.fromCharCode(65 + n - 26)}`);
    const rows = Array.from(
      { length: IMPORT_ROW_LIMIT },
      (_, r) =>
        `<row r="${r + 2}">${Array.from({ length: columns }, (_, c) => `<c r="${letters(c)}${r + 2}"><v>1</v></c>`).join('')}</row>`,
    ).join('');
    await refusedQuickly(
      await xlsxWith({ [SHEET]: sheetXml(rows) }),
      '导入文件内容过多，请使用导入模板，只保留专家数据后重新导入',
    );
  });

  it.each([
    [
      'a merged range over the whole sheet',
      sheetXml(person(2), '<mergeCells count="1"><mergeCell ref="C3:XFD1048576"/></mergeCells>'),
    ],
    [
      'a drop-down over the whole sheet',
      sheetXml(
        person(2),
        '<dataValidations count="1"><dataValidation type="list" allowBlank="1" sqref="C2:XFD1048576">' +
          '<formula1>"a,b"</formula1></dataValidation></dataValidations>',
      ),
    ],
  ])('refuses %s (exceljs would build every cell of it)', async (_what, xml) => {
    await refusedQuickly(
      await xlsxWith({ [SHEET]: xml }),
      '导入文件内容过多，请使用导入模板，只保留专家数据后重新导入',
    );
  });

  it('refuses a defined name over the whole sheet', async () => {
    const zip = await baseWorkbook();
    const workbookXml = await zip.file('xl/workbook.xml')!.async('string');
    const withName = workbookXml.replace(
      '</sheets>',
      `</sheets><definedNames><definedName name="everything">'专家信息'!$A$1:$XFD$1048576</definedName></definedNames>`,
    );
    expect(withName).not.toBe(workbookXml);
    await refusedQuickly(
      await xlsxWith({ 'xl/workbook.xml': withName }),
      '导入文件内容过多，请使用导入模板，只保留专家数据后重新导入',
    );
  });

  it(`refuses more than ${IMPORT_ROW_LIMIT} experts with its own message`, async () => {
    const rows = Array.from({ length: IMPORT_ROW_LIMIT + 1 }, (_, i) => person(i + 2)).join('');
    await refusedQuickly(
      await xlsxWith({ [SHEET]: sheetXml(rows) }),
      `一次最多导入${IMPORT_ROW_LIMIT}位专家，请分批导入`,
    );
  });

  it('reads only the rows a file holds: a cell on the last row of the sheet costs nothing', async () => {
    const far = `<row r="1048576">${inlineCell('A1048576', '孙工')}</row>`;
    const started = Date.now();
    const reply = await upload(await xlsxWith({ [SHEET]: sheetXml(far) }));
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(reply.body.data).toEqual({
      imported: 0,
      errors: [{ row: 1_048_576, field: '手机号', message: '请输入手机号' }],
    });
  });

  it('refuses a renamed non-xlsx file, a truncated xlsx and a zip that holds no workbook', async () => {
    const good = await xlsxWith({ [SHEET]: sheetXml(person(2)) });
    const notExcel = '请上传Excel文件（.xlsx格式），可先下载导入模板';
    await refusedQuickly(Buffer.from('%PDF-1.7 not a sheet'), notExcel);
    await refusedQuickly(good.subarray(0, Math.floor(good.length / 2)), notExcel);
    const other = new JSZip();
    other.file('readme.txt', 'hello');
    const otherZip = await other.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    const reply = await upload(otherZip);
    expect(reply.body.code).toBe(ErrorCode.INVALID_INPUT);
  });

  it('lets a real 2,000-row import through the limits', async () => {
    const rows = Array.from(
      { length: IMPORT_ROW_LIMIT },
      (_, i) =>
        `<row r="${i + 2}">${IMPORT_COLUMNS.map((c, j) => inlineCell(`${String.fromCharCode(65 + j)}${i + 2}`, c.sample)).join('')}</row>`,
    ).join('');
    await expect(checkXlsxLimits(await xlsxWith({ [SHEET]: sheetXml(rows) }))).resolves.toBeUndefined();
  });
});
