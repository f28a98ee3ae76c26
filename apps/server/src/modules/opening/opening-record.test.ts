import { amountInCapitals, ErrorCode, formatAmount, openingApi, Permission } from '@swp/core';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestAppWithFiles } from '../../../test/app.ts';
import { createSpecialist, createStaff } from '../../../test/factories.ts';
import { bidderCompany } from '../../../test/kits/enrolments.ts';
import { flipStoredByte, lodgedTender } from '../../../test/kits/opening.ts';
import { readPdf } from '../../../test/kits/pdf.ts';
import { issueSession } from '../../platform/auth/session.service.ts';
import { NOT_A_BIDDER, NOT_OPENED_BIDS, NOT_OPENED_RECORD } from './opening-record.service.ts';

const { t, api } = useTestAppWithFiles('swp-opening-record-');

type Tender = Awaited<ReturnType<typeof lodgedTender>>;
let tender: Tender;
/** Tokens of every kind of caller who is not a bidder of the tender. */
let outsider: { supplier: string; specialist: string; staffWithout: string };

const record = (token: string | undefined) =>
  api.call(openingApi.openingRecord, { projectId: tender.projectId }, { token });
const file = (url: string, token: string | undefined) =>
  t.app.inject({ method: 'GET', url: `${url}?projectId=${tender.projectId}`, headers: token ? { token } : {} });

beforeAll(async () => {
  tender = await lodgedTender(t, 3, { atOpenTime: false });
  const supplier = await bidderCompany(t);
  const expert = await createSpecialist(t.db);
  const staff = await createStaff(t.db, { perms: [Permission.specialist, Permission.suppler] });
  outsider = {
    supplier: supplier.token,
    specialist: (await issueSession(t.db, t.clock, 'specialist', expert.id, '127.0.0.1')).token,
    staffWithout: (await issueSession(t.db, t.clock, 'staff', staff.id, '127.0.0.1')).token,
  };
});

describe('before the opening', () => {
  it('answers no record and nothing of any bid, to staff and bidders alike', async () => {
    for (const token of [tender.staffToken, tender.suppliers[0]!.token]) {
      expect((await record(token)).body).toEqual({ code: ErrorCode.RULE, msg: NOT_OPENED_RECORD });
      const pdf = await file(openingApi.openingRecordPdf.path, token);
      expect(pdf.json()).toEqual({ code: ErrorCode.RULE, msg: NOT_OPENED_RECORD });
    }
    const list = await api.call(openingApi.list, { projectId: tender.projectId }, { token: tender.staffToken });
    expect(list.body).toEqual({ code: ErrorCode.RULE, msg: NOT_OPENED_BIDS });
    const excel = await file(openingApi.openingRecordExcel.path, tender.staffToken);
    expect(excel.json()).toEqual({ code: ErrorCode.RULE, msg: NOT_OPENED_RECORD });
  });
});

describe('after the opening', () => {
  beforeAll(async () => {
    await flipStoredByte(t, tender.bids[1]!.storageKey);
    t.clock.advance(tender.project.openTime!.getTime() - t.clock.now().getTime() + 1000);
    const opened = await api.call(openingApi.open, { projectId: tender.projectId }, { token: tender.staffToken });
    expect(opened.body.code, opened.body.msg).toBe(0);
  });

  it('gives the record to staff of 项目管理 and to each bidder, the same for all', async () => {
    const staff = await record(tender.staffToken);
    expect(staff.body.code).toBe(0);
    expect(staff.body.data!.bids.map((b) => [b.companyName, b.offer, b.check])).toEqual([
      [tender.suppliers[0]!.companyName, '100000.00', 'ok'],
      [tender.suppliers[1]!.companyName, '100001.00', 'unreadable'],
      [tender.suppliers[2]!.companyName, '100002.00', 'ok'],
    ]);
    expect(staff.body.data).toMatchObject({ openedBy: tender.staffName, projectId: tender.projectId });
    for (const bidder of tender.suppliers) expect((await record(bidder.token)).body).toEqual(staff.body);
  });

  it('refuses everyone else: another company, an expert, staff without 项目管理, no token', async () => {
    expect((await record(outsider.supplier)).body).toEqual({ code: ErrorCode.RULE, msg: NOT_A_BIDDER });
    expect((await file(openingApi.openingRecordPdf.path, outsider.supplier)).json()).toEqual({
      code: ErrorCode.RULE,
      msg: NOT_A_BIDDER,
    });
    for (const token of [outsider.specialist, undefined]) {
      expect((await record(token)).status).toBe(401);
      expect((await file(openingApi.openingRecordPdf.path, token)).statusCode).toBe(401);
    }
    expect((await record(outsider.staffWithout)).status).toBe(403);
    expect((await file(openingApi.openingRecordPdf.path, outsider.staffWithout)).statusCode).toBe(403);
    // The Excel export is for staff only.
    expect((await file(openingApi.openingRecordExcel.path, tender.suppliers[0]!.token)).statusCode).toBe(401);
    expect((await file(openingApi.openingRecordExcel.path, outsider.staffWithout)).statusCode).toBe(403);
    // The opened bids' list is for staff of 项目管理 only: not even a bidder of the project reads it.
    const list = (token: string | undefined) => api.call(openingApi.list, { projectId: tender.projectId }, { token });
    expect((await list(tender.suppliers[0]!.token)).status).toBe(401);
    expect((await list(undefined)).status).toBe(401);
    expect((await list(outsider.staffWithout)).status).toBe(403);
  });

  it('answers 项目不存在 to staff for an unknown project, and a company only that it did not bid', async () => {
    const unknown = { projectId: 999_999 };
    const notFound = { code: ErrorCode.NOT_FOUND, msg: '项目不存在' };
    expect((await api.call(openingApi.openingRecord, unknown, { token: tender.staffToken })).body).toEqual(notFound);
    expect((await api.call(openingApi.list, unknown, { token: tender.staffToken })).body).toEqual(notFound);
    expect((await api.call(openingApi.openingRecord, unknown, { token: tender.suppliers[0]!.token })).body).toEqual({
      code: ErrorCode.RULE,
      msg: NOT_A_BIDDER,
    });
  });

  it('lists the bids for staff with the receipts and the checks (docs/integration.md fields)', async () => {
    const list = await api.post<{ list: Record<string, unknown>[]; total: number }>(
      openingApi.list.path,
      { projectId: tender.projectId },
      { token: tender.staffToken },
    );
    expect(list.body.data!.total).toBe(3);
    expect(list.body.data!.list[0]).toEqual({
      bidId: tender.bids[0]!.publicId,
      supplierId: tender.suppliers[0]!.id,
      companyName: tender.suppliers[0]!.companyName,
      offer: '100000.00',
      fileName: tender.bids[0]!.fileName,
      size: tender.bids[0]!.size,
      sha256: tender.bids[0]!.sha256,
      receivedAt: expect.any(String),
      sectionId: null,
      sectionName: null,
      check: 'ok',
    });
  });

  it('prints the record as a PDF with every company, price (figures and capitals), hash and the failed check spelled out', async () => {
    for (const token of [tender.staffToken, tender.suppliers[2]!.token]) {
      const reply = await file(openingApi.openingRecordPdf.path, token);
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['content-type']).toBe('application/pdf');
      expect(String(reply.headers['content-disposition'])).toContain('attachment');
      const pdf = await readPdf(reply.rawPayload);
      expect(pdf.title).toBe('开标记录');
      const text = pdf.text.replace(/ /g, '');
      for (const [i, bid] of tender.bids.entries()) {
        expect(text).toContain(tender.suppliers[i]!.companyName);
        expect(text).toContain(formatAmount(bid.offer));
        expect(text).toContain(amountInCapitals(bid.offer));
        expect(text).toContain(bid.sha256);
      }
      expect(text).toContain(tender.project.projectName);
      expect(text).toContain(tender.staffName);
      expect(text).toContain('文件无法解密');
      expect(text).toContain(`${tender.suppliers[1]!.companyName}：文件无法解密`);
    }
  });

  it('exports the record to Excel for staff, with the same figures', async () => {
    const reply = await file(openingApi.openingRecordExcel.path, tender.staffToken);
    expect(reply.statusCode).toBe(200);
    expect(String(reply.headers['content-type'])).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(reply.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('开标记录')!;
    const rows: string[][] = [];
    sheet.eachRow((row) => {
      rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? '')));
    });
    expect(rows[0]).toEqual(['项目名称', tender.project.projectName]);
    expect(rows[3]).toEqual(['开标人', tender.staffName]);
    const header = rows.findIndex((r) => r[0] === '序号');
    expect(rows[header]).toEqual([
      '序号',
      '投标单位',
      '投标报价（元）',
      '投标报价（大写）',
      '投标文件',
      '递交时间',
      '回执SHA-256',
      '开标校验',
    ]);
    expect(rows.slice(header + 1, header + 4).map((r) => [r[1], r[2], r[3], r[6], r[7]])).toEqual([
      [tender.suppliers[0]!.companyName, '100,000.00', '人民币壹拾万元整', tender.bids[0]!.sha256, '校验一致'],
      [tender.suppliers[1]!.companyName, '100,001.00', '人民币壹拾万零壹元整', tender.bids[1]!.sha256, '文件无法解密'],
      [tender.suppliers[2]!.companyName, '100,002.00', '人民币壹拾万零贰元整', tender.bids[2]!.sha256, '校验一致'],
    ]);
  });
});
