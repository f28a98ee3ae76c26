import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { BAD_BID_ID, bidApi, ErrorCode, Permission } from '@swp/core';
import { describe, expect, it } from 'vitest';
import { useTestAppWithFiles } from '../../../test/app.ts';
import { createStaff } from '../../../test/factories.ts';
import { bidRow } from '../../../test/kits/bid-helpers.ts';
import { bidPdf, lodgeBid } from '../../../test/kits/bids.ts';
import { bidderCompany, tenderWithPassedBidders } from '../../../test/kits/enrolments.ts';
import { readPdf } from '../../../test/kits/pdf.ts';
import { bidOpenings } from '../../db/schema/index.ts';
import { issueSession } from '../../platform/auth/session.service.ts';
import { BID_FILE_NOT_WHOLE, NO_OWN_BID } from './bid-read.service.ts';
import { receiptSize, receiptTime } from './bid-receipt-pdf.ts';

const { t, api, filesDir } = useTestAppWithFiles('swp-bid-read-');

const download = (bidId: number | string, token?: string) =>
  t.app.inject({
    method: 'GET',
    url: `${bidApi.download.path}?bidId=${bidId}`,
    headers: { cookie: `XSRF-TOKEN=${api.xsrf}`, ...(token ? { token } : {}) },
  });

/** A tender with two passed bidders, the first of which has lodged: what the read tests start from. */
async function lodgedPair() {
  const tender = await tenderWithPassedBidders(t, 2);
  const [owner, rival] = tender.suppliers as [(typeof tender.suppliers)[0], (typeof tender.suppliers)[0]];
  const bytes = bidPdf(20_000);
  const receipt = await lodgeBid(api, owner.token, tender.projectId, bytes, '888888.80', {
    fileName: '投标文件（正本）.pdf',
  });
  return { tender, owner, rival, bytes, receipt };
}

const openProject = (projectId: number, staff: { id: number; name: string }) =>
  t.db.insert(bidOpenings).values({ projectId, openedAt: t.clock.now(), openedBy: staff.id, openedByName: staff.name });

describe('POST /api/bid/mine', () => {
  it('answers the company its own receipt and 报价, and null to a company that has lodged none', async () => {
    const { tender, owner, rival, receipt } = await lodgedPair();
    const mine = await api.call(bidApi.mine, { projectId: tender.projectId }, { token: owner.token });
    expect(mine.body).toMatchObject({ code: 0, data: { ...receipt, offer: '888888.80' } });
    const theirs = await api.call(bidApi.mine, { projectId: tender.projectId }, { token: rival.token });
    expect(theirs.body).toMatchObject({ code: 0, data: null });
    expect((await api.call(bidApi.mine, { projectId: tender.projectId }, { token: tender.staffToken })).status).toBe(
      401,
    );
  });
});

describe('GET /api/bid/receipt', () => {
  const receiptPdfText = async (projectId: number, token: string) => {
    const reply = await api.app.inject({
      method: 'GET',
      url: `${bidApi.receipt.path}?projectId=${projectId}`,
      headers: { cookie: `XSRF-TOKEN=${api.xsrf}`, token },
    });
    expect(reply.statusCode).toBe(200);
    const pdf = await readPdf(reply.rawPayload);
    return { reply, pdf, text: pdf.text.replace(/ /g, '') };
  };

  it('is the 投标回执 PDF with the receipt’s figures and the 报价 in figures and capitals', async () => {
    const { tender, owner, receipt } = await lodgedPair();
    const { reply, pdf, text } = await receiptPdfText(tender.projectId, owner.token);
    expect(reply.headers['content-type']).toBe('application/pdf');
    expect(reply.headers['cache-control']).toBe('private, no-store');
    expect(reply.headers['content-disposition']).toContain(
      encodeURIComponent(`投标回执_${tender.project.projectCode}.pdf`),
    );
    expect(pdf.title).toBe('投标回执');
    for (const expected of [
      tender.project.projectName,
      tender.project.projectCode,
      owner.companyName,
      '投标文件（正本）.pdf',
      receiptSize(receipt.size),
      receipt.sha256,
      receiptTime(new Date(receipt.receivedAt)),
      '投标报价（小写）¥888,888.80',
      '投标报价（大写）人民币捌拾捌万捌仟捌佰捌拾捌元捌角整',
      '仅供投标人本单位留存核对',
    ]) {
      expect(text).toContain(expected.replace(/ /g, ''));
    }
  });

  it('is numbered by the bid’s public id, never by the row’s serial key', async () => {
    const { tender, owner, receipt } = await lodgedPair();
    const row = await bidRow(t, receipt.bidId);
    const { text } = await receiptPdfText(tender.projectId, owner.token);
    expect(text).toContain(`回执编号${receipt.bidId}`);
    expect(receipt.bidId).toMatch(/^[0-9a-f]{24}$/);
    expect(text).not.toMatch(new RegExp(`回执编号${row.id}(?![0-9a-f])`));
  });

  it('gives each company its own price only, and the last one after a re-upload', async () => {
    const { tender, owner, rival } = await lodgedPair();
    await lodgeBid(api, rival.token, tender.projectId, bidPdf(3000), '3050000');
    const ownText = (await receiptPdfText(tender.projectId, owner.token)).text;
    const rivalText = (await receiptPdfText(tender.projectId, rival.token)).text;
    expect(rivalText).toContain('¥3,050,000.00');
    expect(rivalText).toContain('人民币叁佰零伍万元整');
    expect(rivalText).not.toContain('888,888');
    expect(rivalText).not.toContain('捌拾捌万');
    expect(ownText).not.toContain('3,050,000');
    expect(ownText).not.toContain('叁佰零伍万');

    await lodgeBid(api, owner.token, tender.projectId, bidPdf(4000), '1000.05');
    const replaced = (await receiptPdfText(tender.projectId, owner.token)).text;
    expect(replaced).toContain('¥1,000.05');
    expect(replaced).toContain('人民币壹仟元零伍分');
    expect(replaced).not.toContain('888,888');
  });

  it('is refused to a company that has lodged nothing, and to staff', async () => {
    const { tender, rival } = await lodgedPair();
    const reply = await api.get(bidApi.receipt.path, { token: rival.token, query: { projectId: tender.projectId } });
    expect(reply.body).toEqual({ code: ErrorCode.NOT_FOUND, msg: NO_OWN_BID });
    expect(
      (await api.get(bidApi.receipt.path, { token: tender.staffToken, query: { projectId: tender.projectId } })).status,
    ).toBe(401);
  });
});

describe('GET /api/bid/download', () => {
  it('gives the owner its original bytes at any time', async () => {
    const { owner, bytes, receipt } = await lodgedPair();
    const reply = await download(receipt.bidId, owner.token);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('application/pdf');
    expect(reply.headers['content-length']).toBe(String(bytes.length));
    expect(reply.headers['content-disposition']).toContain(encodeURIComponent('投标文件（正本）.pdf'));
    expect(reply.rawPayload.equals(bytes)).toBe(true);
  });

  it('tells nobody else anything before the opening: other bidders, staff, the administrator', async () => {
    const { tender, rival, receipt } = await lodgedPair();
    const notFound = { code: ErrorCode.NOT_FOUND, msg: '文件不存在' };
    const outsider = await bidderCompany(t);
    const admin = await api.staffToken();
    for (const token of [rival.token, outsider.token, tender.staffToken, admin]) {
      const reply = await download(receipt.bidId, token);
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toEqual(notFound);
      // The same answer as for a bid that does not exist.
      expect((await download(randomBytes(12).toString('hex'), token)).json()).toEqual(notFound);
    }
    expect((await download(receipt.bidId)).statusCode).toBe(401);
    const clerk = await createStaff(t.db, { perms: [Permission.suppler] });
    const { token: clerkToken } = await issueSession(t.db, t.clock, 'staff', clerk.id, '127.0.0.1');
    expect((await download(receipt.bidId, clerkToken)).statusCode).toBe(403);
    expect((await download('abc', rival.token)).json()).toMatchObject({ code: ErrorCode.INVALID_INPUT });
  });

  it('after the opening: staff of 项目管理 and the project’s bidders, not other companies', async () => {
    const { tender, owner, rival, bytes, receipt } = await lodgedPair();
    await lodgeBid(api, rival.token, tender.projectId, bidPdf(), '900000.00');
    const staff = await createStaff(t.db, { perms: [Permission.project] });
    await openProject(tender.projectId, staff);
    for (const token of [tender.staffToken, rival.token, owner.token]) {
      const reply = await download(receipt.bidId, token);
      expect(reply.statusCode).toBe(200);
      expect(reply.rawPayload.equals(bytes)).toBe(true);
    }
    const outsider = await bidderCompany(t);
    expect((await download(receipt.bidId, outsider.token)).json()).toEqual({
      code: ErrorCode.NOT_FOUND,
      msg: '文件不存在',
    });
  });

  it('refuses, before a byte of it, a file whose stored bytes were altered', async () => {
    const { owner, bytes, receipt } = await lodgedPair();
    const { storageKey } = await bidRow(t, receipt.bidId);
    const file = path.join(filesDir(), storageKey.slice(0, 2), storageKey);
    const stored = fs.readFileSync(file);
    stored[100] = (stored[100] ?? 0) ^ 1;
    fs.writeFileSync(file, stored);
    const reply = await download(receipt.bidId, owner.token);
    expect(reply.json()).toEqual({ code: ErrorCode.RULE, msg: BID_FILE_NOT_WHOLE });
    expect(reply.rawPayload.length).toBeLessThan(bytes.length);
  });
});

describe("bid ids (docs/integration.md: a receipt's bidId is an opaque string, not a sequence number)", () => {
  it('gives consecutive receipts ids that carry no order, and refuses a guessed integer id cleanly', async () => {
    const tender = await tenderWithPassedBidders(t, 3);
    const receipts = [];
    for (const s of tender.suppliers) {
      receipts.push(await lodgeBid(api, s.token, tender.projectId, bidPdf(1000), '1000.00'));
    }
    const rows = await Promise.all(receipts.map((r) => bidRow(t, r.bidId)));
    // The rows were numbered one after the other; nothing of that reaches the receipts.
    expect(rows.map((r) => r.id - rows[0]!.id)).toEqual([0, 1, 2]);
    for (const receipt of receipts) expect(receipt.bidId).toMatch(/^[0-9a-f]{24}$/);
    // As numbers, consecutive receipts are nowhere near each other (96 random bits: closer than 2^64 by chance
    // once in 2^32), and their order says nothing of the order lodged.
    const asNumber = receipts.map((r) => BigInt(`0x${r.bidId}`));
    for (let i = 1; i < asNumber.length; i++) {
      const gap = asNumber[i]! > asNumber[i - 1]! ? asNumber[i]! - asNumber[i - 1]! : asNumber[i - 1]! - asNumber[i]!;
      expect(gap > 2n ** 64n).toBe(true);
    }
    // The company's own reads name the bid as its receipt does.
    const mine = await api.call(bidApi.mine, { projectId: tender.projectId }, { token: tender.suppliers[0]!.token });
    expect(mine.body.data!.bidId).toBe(receipts[0]!.bidId);

    // A guessed integer id (the row's own, even) is refused with a message, by every route that takes a bid id.
    const owner = tender.suppliers[0]!;
    for (const guess of [String(rows[0]!.id), String(rows[0]!.id + 1), '1']) {
      const reply = await download(guess, owner.token);
      expect(reply.json()).toEqual({ code: ErrorCode.INVALID_INPUT, msg: BAD_BID_ID });
    }
    // The committee's bidFile refuses a guessed integer alike (test/bid-file-integrity.test.ts).
  });
});
