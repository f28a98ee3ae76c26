import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ErrorCode } from '@swp/core';
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { useTestAppWithFiles } from '../../../test/app.ts';
import { bidRow, bidTrace, openStoredBid, storedObjects } from '../../../test/kits/bid-helpers.ts';
import { bidPdf, lodgeBid, uploadBid } from '../../../test/kits/bids.ts';
import {
  bidderCompany,
  enrolDirectly,
  passTime,
  tenderProject,
  tenderWithPassedBidders,
} from '../../../test/kits/enrolments.ts';
import { SAMPLE_FILES } from '../../../test/kits/files.ts';
import { auditLogs, projects } from '../../db/schema/index.ts';
import { FIELDS_BEFORE_FILE } from './bid-multipart.ts';
import { CHOOSE_SECTION, NO_ENROLMENT } from './bid-rules.ts';

// 0.05 MB: the limit is 52,428 bytes, so "over the limit" needs no large file.
const LIMIT = Math.round(0.05 * 1024 * 1024);
const { t, api, filesDir } = useTestAppWithFiles('swp-bids-', { BID_MAX_MB: '0.05' });
afterEach(() => t.clock.reset());

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The server's clock read during the call: the receipt's time lies between the two readings. */
async function timed<T>(call: () => Promise<T>) {
  const before = t.clock.now().getTime();
  const result = await call();
  return { result, before, after: t.clock.now().getTime() };
}
const expectReceivedWithin = (receivedAt: string, window: { before: number; after: number }) => {
  const at = Date.parse(receivedAt);
  expect(at).toBeGreaterThanOrEqual(window.before);
  expect(at).toBeLessThanOrEqual(window.after);
};

/** Refused with `msg` (code ≠ 0) and nothing written: no row, no audit line, no stored object. */
async function expectRefused(
  upload: () => Promise<{ status: number; body: { code: number; msg: string } }>,
  msg: string | RegExp,
) {
  const before = await bidTrace(t, filesDir());
  const reply = await upload();
  expect(reply.status).toBe(200);
  expect(reply.body.code).not.toBe(0);
  if (typeof msg === 'string') expect(reply.body.msg).toBe(msg);
  else expect(reply.body.msg).toMatch(msg);
  expect(await bidTrace(t, filesDir())).toEqual(before);
}

describe('POST /api/bid/upload: a company whose enrolment passed', () => {
  it('lodges its file and 报价 sealed, and gets a receipt with the server’s figures', async () => {
    const tender = await tenderWithPassedBidders(t, 1);
    const company = tender.suppliers[0]!;
    const bytes = bidPdf(30_000);
    const window = await timed(() =>
      uploadBid(api, company.token, tender.projectId, bytes, '1,234,567.5', {
        fileName: 'C:\\投标\\商务标 技术标.pdf',
      }),
    );
    const reply = window.result;
    expect(reply.body).toMatchObject({ code: 0, msg: '投标文件已递交' });
    const receipt = reply.body.data!;
    expect(receipt).toEqual({
      bidId: expect.stringMatching(/^[0-9a-f]{24}$/),
      fileName: '商务标 技术标.pdf',
      size: bytes.length,
      sha256: sha256(bytes),
      receivedAt: expect.any(String),
      sectionId: null,
    });
    expectReceivedWithin(receipt.receivedAt, window);

    // At rest: sealed bytes (never the plaintext), which decrypt to exactly what was sent; the 报价 sealed too.
    const { row, digest, offer, facts } = await openStoredBid(t, filesDir(), receipt.bidId);
    expect(digest).toEqual({ sha256: sha256(bytes), size: bytes.length });
    expect(offer).toBe('1234567.50');
    expect(row).toMatchObject({ enrolmentId: company.enrolmentId, supplierId: company.id, uploads: 1 });
    expect(row.sealedOffer).not.toContain('1234567');
    // The receipt's figures are sealed like the file: nothing of them in clear in the row.
    expect(facts).toEqual({
      fileName: receipt.fileName,
      mimeType: 'application/pdf',
      size: bytes.length,
      sha256: sha256(bytes),
    });
    expect([row.fileName, row.mimeType, row.size, row.sha256]).toEqual([null, null, null, null]);
    const rowText = JSON.stringify(row);
    for (const clear of [receipt.sha256, receipt.fileName, 'application/pdf', `"size":${bytes.length}`]) {
      expect(rowText).not.toContain(clear);
    }
    const onDisk = fs.readFileSync(path.join(filesDir(), row.storageKey.slice(0, 2), row.storageKey));
    expect(onDisk.length).toBe(bytes.length + 33);
    expect(onDisk.includes(bytes.subarray(0, 64))).toBe(false);

    // The audit line names the bid as its receipt does (the public id), and nothing of it.
    const [line] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'bid.upload'), eq(auditLogs.targetId, receipt.bidId)));
    expect(line).toMatchObject({ actorRole: 'vender', actorId: String(company.id), ip: '127.0.0.1' });
    expect(line!.detail).toEqual({ projectId: tender.projectId, sectionId: null, uploads: 1 });
    expect(JSON.stringify(line)).not.toMatch(/商务标|1234567|\.pdf/);
    expect(JSON.stringify(line)).not.toContain(receipt.sha256);
  });

  it('replaces its earlier bid on re-upload: one row, the new figures, the old object gone', async () => {
    const tender = await tenderWithPassedBidders(t, 1);
    const company = tender.suppliers[0]!;
    const first = await lodgeBid(api, company.token, tender.projectId, bidPdf(5000), '500000.00');
    const firstKey = (await bidRow(t, first.bidId)).storageKey;
    t.clock.advance(60_000);
    const bytes = Buffer.concat([SAMPLE_FILES.docx().subarray(0, 4), bidPdf(6996)]);
    const window = await timed(() =>
      lodgeBid(api, company.token, tender.projectId, bytes, '480000.00', { fileName: '修改后.zip' }),
    );
    const second = window.result;
    expect(second.bidId).toBe(first.bidId);
    expect(second).toMatchObject({ fileName: '修改后.zip', size: 7000, sha256: sha256(bytes) });
    expectReceivedWithin(second.receivedAt, window);
    const { row, digest, offer } = await openStoredBid(t, filesDir(), first.bidId);
    expect(row.uploads).toBe(2);
    expect(row.storageKey).not.toBe(firstKey);
    expect(digest.sha256).toBe(sha256(bytes));
    expect(offer).toBe('480000.00');
    expect(storedObjects(filesDir())).not.toContain(firstKey);
    expect(storedObjects(filesDir())).toContain(row.storageKey);
  });

  it('lodges per 标段 on the section it enrolled on', async () => {
    const tender = await tenderWithPassedBidders(t, 1, { sections: ['第一标段', '第二标段'] });
    const company = tender.suppliers[0]!;
    const receipt = await lodgeBid(api, company.token, tender.projectId, bidPdf(), '1.00', {
      sectionId: tender.sectionId,
    });
    expect(receipt.sectionId).toBe(tender.sectionId);
    await expectRefused(() => uploadBid(api, company.token, tender.projectId, bidPdf(), '1.00'), CHOOSE_SECTION);
    await expectRefused(
      () =>
        uploadBid(api, company.token, tender.projectId, bidPdf(), '1.00', {
          sectionId: tender.project.sections[1]!.id,
        }),
      NO_ENROLMENT,
    );
  });
});

describe('POST /api/bid/upload: who and when', () => {
  it('is refused without a passed enrolment: none, pending, failed', async () => {
    const project = await tenderProject(t);
    const none = await bidderCompany(t);
    await expectRefused(() => uploadBid(api, none.token, project.id, bidPdf(), '100.00'), NO_ENROLMENT);
    const pending = await bidderCompany(t);
    await enrolDirectly(t.db, { projectId: project.id, supplierId: pending.id, status: 'pending' });
    await expectRefused(
      () => uploadBid(api, pending.token, project.id, bidPdf(), '100.00'),
      '报名资格审查尚未完成，审查通过后才能递交投标文件',
    );
    const failed = await bidderCompany(t);
    await enrolDirectly(t.db, { projectId: project.id, supplierId: failed.id, status: 'failed' });
    await expectRefused(
      () => uploadBid(api, failed.token, project.id, bidPdf(), '100.00'),
      '报名资格审查未通过，不能递交投标文件',
    );
    await expectRefused(() => uploadBid(api, none.token, 2_000_000_000, bidPdf(), '100.00'), '项目不存在');
  });

  it('is refused from closeFileupTime on, by the server’s clock, and while paused', async () => {
    const tender = await tenderWithPassedBidders(t, 1);
    const company = tender.suppliers[0]!;
    passTime(t.clock, tender.project.closeFileupTime, 0);
    await expectRefused(
      () => uploadBid(api, company.token, tender.projectId, bidPdf(), '100.00'),
      /^投标截止时间（.+）已过，不能再递交投标文件$/,
    );
    t.clock.reset();
    await t.db.update(projects).set({ paused: true, pauseReason: '投诉处理' }).where(eq(projects.id, tender.projectId));
    await expectRefused(
      () => uploadBid(api, company.token, tender.projectId, bidPdf(), '100.00'),
      '项目已暂停，暂不能递交投标文件',
    );
  });

  it('is a vender call: 401 without a token or with a staff token', async () => {
    const tender = await tenderWithPassedBidders(t, 1);
    expect((await uploadBid(api, undefined, tender.projectId, bidPdf(), '1.00')).status).toBe(401);
    expect((await uploadBid(api, tender.staffToken, tender.projectId, bidPdf(), '1.00')).status).toBe(401);
  });
});

describe('POST /api/bid/upload: the file and the form', () => {
  it('refuses a file over BID_MAX_MB, counted as it streams, keeping nothing', async () => {
    const tender = await tenderWithPassedBidders(t, 1);
    const { token } = tender.suppliers[0]!;
    await expectRefused(
      () => uploadBid(api, token, tender.projectId, bidPdf(LIMIT + 1), '1.00'),
      '文件大小不能超过51KB',
    );
    // Exactly the limit is accepted.
    expect((await lodgeBid(api, token, tender.projectId, bidPdf(LIMIT), '1.00')).size).toBe(LIMIT);
  });

  it('refuses a program, renamed or not, an unknown type and an empty file', async () => {
    const tender = await tenderWithPassedBidders(t, 1);
    const { token } = tender.suppliers[0]!;
    const upload = (fileName: string, bytes: Buffer) =>
      uploadBid(api, token, tender.projectId, bytes, '1.00', { fileName });
    const types = 'PDF、Word（doc/docx）、Excel（xls/xlsx）、ZIP、RAR、7z、JPG、PNG';
    await expectRefused(
      () => upload('投标文件.pdf', SAMPLE_FILES.exe()),
      `文件内容与扩展名不符，仅允许上传${types}文件`,
    );
    await expectRefused(
      () => upload('投标文件.docx', SAMPLE_FILES.exe()),
      `文件内容与扩展名不符，仅允许上传${types}文件`,
    );
    await expectRefused(() => upload('setup.exe', SAMPLE_FILES.exe()), `不支持的文件类型，仅允许上传${types}文件`);
    await expectRefused(() => upload('投标文件', bidPdf()), `不支持的文件类型，仅允许上传${types}文件`);
    await expectRefused(() => upload('投标文件.pdf', Buffer.alloc(0)), '文件内容为空，请重新选择');
    const sevenZip = Buffer.concat([Buffer.from([0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c]), bidPdf(100)]);
    expect((await lodgeBid(api, token, tender.projectId, sevenZip, '1.00', { fileName: '标书.7z' })).size).toBe(
      sevenZip.length,
    );
  });

  it('refuses a bad 报价 with the field’s message', async () => {
    const tender = await tenderWithPassedBidders(t, 1);
    const { token } = tender.suppliers[0]!;
    const upload = (offer: string) => uploadBid(api, token, tender.projectId, bidPdf(), offer);
    await expectRefused(() => upload(''), '请输入投标报价');
    await expectRefused(() => upload('abc'), '投标报价须为不小于0的金额（元），最多两位小数');
    await expectRefused(() => upload('12.345'), '投标报价须为不小于0的金额（元），最多两位小数');
    await expectRefused(() => upload('-5'), '投标报价须为不小于0的金额（元），最多两位小数');
    await expectRefused(() => upload('0'), '投标报价须大于0');
  });

  it('wants the fields before the file, and nothing after it', async () => {
    const tender = await tenderWithPassedBidders(t, 1);
    const { token } = tender.suppliers[0]!;
    const send = (payload: Buffer) =>
      t.app.inject({
        method: 'POST',
        url: '/api/bid/upload',
        headers: {
          cookie: `XSRF-TOKEN=${api.xsrf}`,
          'x-xsrf-token': api.xsrf,
          token,
          'content-type': 'multipart/form-data; boundary=B',
        },
        payload,
      });
    const field = (name: string, value: string) =>
      `--B\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const file = (bytes: Buffer) =>
      Buffer.concat([
        Buffer.from('--B\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n'),
        bytes,
        Buffer.from('\r\n'),
      ]);
    const reply = async (payload: Buffer) => {
      const response = await send(payload);
      return { status: response.statusCode, body: response.json() as { code: number; msg: string } };
    };
    const projectId = String(tender.projectId);
    await expectRefused(
      () =>
        reply(
          Buffer.concat([
            file(bidPdf()),
            Buffer.from(`${field('projectId', projectId)}${field('offer', '1')}--B--\r\n`),
          ]),
        ),
      FIELDS_BEFORE_FILE,
    );
    await expectRefused(
      () =>
        reply(Buffer.concat([Buffer.from(field('projectId', projectId)), file(bidPdf()), Buffer.from('--B--\r\n')])),
      FIELDS_BEFORE_FILE,
    );
    await expectRefused(
      () =>
        reply(
          Buffer.concat([
            Buffer.from(field('projectId', projectId) + field('offer', '1')),
            file(bidPdf()),
            file(bidPdf()),
            Buffer.from('--B--\r\n'),
          ]),
        ),
      /一次只能上传一个文件/,
    );
    await expectRefused(
      () => reply(Buffer.from(`${field('projectId', projectId)}${field('offer', '1')}--B--\r\n`)),
      '请选择要上传的投标文件',
    );
    // A body cut off inside the file.
    await expectRefused(
      () =>
        reply(
          Buffer.concat([
            Buffer.from(field('projectId', projectId) + field('offer', '1')),
            file(bidPdf()).subarray(0, 500),
          ]),
        ),
      '上传的数据不完整或格式不正确，请重新上传',
    );
    expect((await send(Buffer.from('{}'))).json()).toMatchObject({ code: ErrorCode.INVALID_INPUT });
  });
});
