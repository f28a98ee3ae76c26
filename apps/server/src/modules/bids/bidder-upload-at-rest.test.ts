/**
 * 投标人加密 uploads (README.md, docs/bid-seal-format.md): the server takes the sealed file as it came — from the
 * command-line sealer or core's bid-seal (the browser's) alike — checks its framing while it streams, stores the
 * bytes sealed again under the project key, and answers the SHA-256 of what it received; every malformed file is
 * refused with the format's words and nothing left at rest. Runs on both databases (embedded-database-tests.ts).
 */
import { createHash } from 'node:crypto';
import { bidApi, openingApi } from '@swp/core';
import { writeU32 } from '@swp/core/bid-seal/bytes';
import { AT, FIXED_HEADER_BYTES } from '@swp/core/bid-seal/format';
import { afterEach, describe, expect, it } from 'vitest';
import { useTestAppWithFiles } from '../../../test/app.ts';
import { bidRow, bidTrace, openStoredBid, storedBidBytes } from '../../../test/kits/bid-helpers.ts';
import {
  bidderSealedTender,
  openSealed,
  sealWithCli,
  sealWithCore,
  uploadSealed,
} from '../../../test/kits/bidder-seal.ts';
import { bidPdf, uploadBid } from '../../../test/kits/bids.ts';
import { passTime } from '../../../test/kits/enrolments.ts';
import { readPdf } from '../../../test/kits/pdf.ts';
import { BIDDER_SEALED_OPENING } from '../opening/opening.service.ts';
import { FIELDS_BEFORE_FILE } from './bid-multipart.ts';
import { OFFER_INSIDE_SEALED_FILE } from './bid-upload.service.ts';

// 0.05 MB: the bid file inside a sealed upload may be 52,428 bytes.
const LIMIT = Math.round(0.05 * 1024 * 1024);
const { t, api, filesDir } = useTestAppWithFiles('swp-bidder-seal-', { BID_MAX_MB: '0.05' });
afterEach(() => t.clock.reset());

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Refused with `msg` (code ≠ 0) and nothing written: no row, no audit line, no stored object. */
async function expectRefused(upload: () => ReturnType<typeof uploadSealed>, msg: string) {
  const before = await bidTrace(t, filesDir());
  const reply = await upload();
  expect(reply.status).toBe(200);
  expect(reply.body.code).not.toBe(0);
  expect(reply.body.msg).toBe(msg);
  expect(await bidTrace(t, filesDir())).toEqual(before);
}

describe('POST /api/bid/upload on a 投标人加密 project', () => {
  // The command-line sealer runs as two real processes (npm, Node, PBKDF2): seconds on a busy machine.
  it('accepts the command-line sealer’s file and the browser library’s alike, stored as sent and sealed again', {
    timeout: 60_000,
  }, async () => {
    const tender = await bidderSealedTender(t, 2);
    const [viaCli, viaCore] = tender.suppliers as [(typeof tender.suppliers)[0], (typeof tender.suppliers)[0]];
    const lodged = [
      {
        company: viaCli,
        plain: bidPdf(30_000),
        offer: '1234567.50',
        seal: await sealWithCli(bidPdf(30_000), '1234567.5'),
      },
      {
        company: viaCore,
        plain: bidPdf(20_000),
        offer: '7654321.00',
        seal: await sealWithCore(bidPdf(20_000), '7654321'),
      },
    ];
    for (const { company, seal, offer } of lodged) {
      const reply = await uploadSealed(api, company.token, tender.projectId, seal.sealed);
      expect(reply.body).toMatchObject({ code: 0, msg: '投标文件已递交' });
      const receipt = reply.body.data!;
      expect(receipt).toEqual({
        bidId: expect.stringMatching(/^[0-9a-f]{24}$/),
        fileName: '投标文件.pdf.swpbid',
        size: seal.sealed.length,
        sha256: sha256(seal.sealed),
        receivedAt: expect.any(String),
        sectionId: null,
      });
      const { row, digest, offer: rowOffer, facts } = await openStoredBid(t, filesDir(), receipt.bidId);
      expect(row).toMatchObject({ seal: 'bidder', sealedOffer: null, uploads: 1 });
      expect(rowOffer).toBeNull();
      expect(digest).toEqual({ sha256: receipt.sha256, size: receipt.size });
      expect(facts).toEqual({
        fileName: '投标文件.pdf.swpbid',
        mimeType: 'application/octet-stream',
        size: seal.sealed.length,
        sha256: sha256(seal.sealed),
      });
      // Under the project key lies exactly the sealed file, which only the bidder's key opens.
      const stored = await storedBidBytes(t, filesDir(), row);
      expect(stored.equals(seal.sealed)).toBe(true);
      expect((await openSealed(stored, seal.key)).offer).toBe(offer);

      // The owner's own view: the receipt, no 报价 (the server does not know it), the sealed bytes to download.
      const mine = await api.call(bidApi.mine, { projectId: tender.projectId }, { token: company.token });
      expect(mine.body).toMatchObject({ code: 0, data: { ...receipt, offer: null } });
      const download = await t.app.inject({
        method: 'GET',
        url: `${bidApi.download.path}?bidId=${receipt.bidId}`,
        headers: { cookie: `XSRF-TOKEN=${api.xsrf}`, token: company.token },
      });
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe('application/octet-stream');
      expect(download.rawPayload.equals(seal.sealed)).toBe(true);
    }
  });

  it('replaces a sealed bid on re-upload and prints a 投标回执 that states the 报价 is sealed by the bidder', async () => {
    const tender = await bidderSealedTender(t, 1);
    const company = tender.suppliers[0]!;
    const first = (await uploadSealed(api, company.token, tender.projectId, (await sealWithCore(bidPdf(), '1')).sealed))
      .body.data!;
    const again = await sealWithCore(bidPdf(9000), '2');
    const second = (await uploadSealed(api, company.token, tender.projectId, again.sealed)).body.data!;
    expect(second).toMatchObject({ bidId: first.bidId, size: again.sealed.length, sha256: sha256(again.sealed) });
    expect((await bidRow(t, first.bidId)).uploads).toBe(2);
    const pdf = await t.app.inject({
      method: 'GET',
      url: `${bidApi.receipt.path}?projectId=${tender.projectId}`,
      headers: { cookie: `XSRF-TOKEN=${api.xsrf}`, token: company.token },
    });
    const text = (await readPdf(pdf.rawPayload)).text.replace(/ /g, '');
    expect(text).toContain('已由投标人加密封存于投标文件中');
    expect(text).toContain('投标人加密');
    expect(text).toContain(second.sha256);
  });

  it('refuses what is not a well-formed sealed file, with the format’s words, keeping nothing', async () => {
    const tender = await bidderSealedTender(t, 1);
    const { token } = tender.suppliers[0]!;
    // 16 KiB chunks: a file of three records within the 0.05 MB limit.
    const { sealed } = await sealWithCore(bidPdf(40_000), '100', { chunkSize: 16_384 });
    const upload = (bytes: Buffer) => () => uploadSealed(api, token, tender.projectId, bytes);
    const patched = (at: number, change: (bytes: Buffer) => void) => {
      const copy = Buffer.from(sealed);
      change(copy.subarray(at));
      return copy;
    };
    const headerLength = FIXED_HEADER_BYTES + sealed.readUInt16BE(AT.manifestLength);

    await expectRefused(
      upload(bidPdf(5000)),
      '不是投标人加密的密封投标文件，请先用投标文件加密工具或投标页面加密后再上传',
    );
    await expectRefused(
      upload(patched(AT.version, (b) => b.writeUInt8(2))),
      '密封投标文件的格式版本（2）不受支持，本平台支持版本 1',
    );
    await expectRefused(
      upload(patched(0, (b) => writeU32(b, AT.iterations, 100_000))),
      '密封投标文件的口令派生参数不符合要求：须为 PBKDF2-SHA256，迭代次数600000至10000000次',
    );
    await expectRefused(
      upload(patched(0, (b) => writeU32(b, AT.chunkSize, 1000))),
      '密封投标文件的文件头已损坏，请重新加密后上传',
    );
    await expectRefused(
      upload(patched(headerLength, (b) => b.writeUInt8(9))),
      '密封投标文件的分块结构已损坏，请重新加密后上传',
    );
    await expectRefused(upload(sealed.subarray(0, sealed.length - 20)), '密封投标文件不完整（文件被截断）');
    await expectRefused(
      upload(sealed.subarray(0, headerLength + 2 * (1 + 16_384 + 16))),
      '密封投标文件不完整（文件被截断）',
    );
    await expectRefused(upload(sealed.subarray(0, 100)), '密封投标文件不完整（文件被截断）');
    await expectRefused(
      upload(Buffer.concat([sealed, Buffer.alloc(20_000)])),
      '密封投标文件的分块结构已损坏，请重新加密后上传',
    );
    await expectRefused(
      upload(Buffer.alloc(0)),
      '不是投标人加密的密封投标文件，请先用投标文件加密工具或投标页面加密后再上传',
    );
    const tooLarge = (await sealWithCore(bidPdf(LIMIT + 1), '100')).sealed;
    await expectRefused(upload(tooLarge), '文件大小不能超过51KB');
    expect((await sealWithCore(bidPdf(LIMIT), '100')).sealed.length).toBeGreaterThan(LIMIT);
    expect(
      (await uploadSealed(api, token, tender.projectId, (await sealWithCore(bidPdf(LIMIT), '1')).sealed)).body.code,
    ).toBe(0);
  });

  it('refuses a 报价 sent beside the sealed file, and a platform project still wants its offer field', async () => {
    const tender = await bidderSealedTender(t, 1);
    const { token } = tender.suppliers[0]!;
    const { sealed } = await sealWithCore(bidPdf(), '100');
    await expectRefused(
      () =>
        uploadSealed(api, token, tender.projectId, sealed, {
          fields: { projectId: String(tender.projectId), offer: '100' },
        }),
      OFFER_INSIDE_SEALED_FILE,
    );
    const platform = await bidderSealedTender(t, 1, { overrides: { encryptMode: 'platform' } });
    const other = platform.suppliers[0]!;
    await expectRefused(() => uploadSealed(api, other.token, platform.projectId, bidPdf()), FIELDS_BEFORE_FILE);
    // A sealed file is not a bid file type on a platform project.
    const reply = await uploadBid(api, other.token, platform.projectId, sealed, '100', { fileName: 'x.swpbid' });
    expect(reply.body.msg).toMatch(/^不支持的文件类型/);
  });

  it('is opened in the hall, not by the one-step 开标 of 平台加密', async () => {
    const tender = await bidderSealedTender(t, 3);
    for (const company of tender.suppliers) {
      const { sealed } = await sealWithCore(bidPdf(), '100');
      expect((await uploadSealed(api, company.token, tender.projectId, sealed)).body.code).toBe(0);
    }
    passTime(t.clock, tender.project.openTime);
    const reply = await api.call(openingApi.open, { projectId: tender.projectId }, { token: tender.staffToken });
    expect(reply.body.code).not.toBe(0);
    expect(reply.body.msg).toBe(BIDDER_SEALED_OPENING);
  });
});
