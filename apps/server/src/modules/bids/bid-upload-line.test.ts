import type { AddressInfo } from 'node:net';
import { bidApi, ErrorCode } from '@swp/core';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestAppWithFiles } from '../../../test/app.ts';
import { bidFacts, storedObjects } from '../../../test/kits/bid-helpers.ts';
import { postBidOverHttp } from '../../../test/kits/bid-http.ts';
import { bidPdf } from '../../../test/kits/bids.ts';
import { tenderWithPassedBidders } from '../../../test/kits/enrolments.ts';
import { bids } from '../../db/schema/index.ts';

/**
 * The upload line (BID_UPLOADS_AT_ONCE, bids.routes.ts): with one place, a second company's upload waits, unread,
 * while the first is still arriving, and is then taken, not refused. Over real sockets, as the line works on them.
 */
const { t, filesDir } = useTestAppWithFiles('swp-bid-line-', { BID_UPLOADS_AT_ONCE: '1' });

let baseUrl: string;
beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once an upload sent after this call is being stored, so holds the place: its object file exists. */
function untilOneMoreStored() {
  const before = storedObjects(filesDir()).length;
  return expect.poll(() => storedObjects(filesDir()).length, { timeout: 15_000 }).toBeGreaterThan(before);
}

/** A file that arrives in two halves, the second only once `letGo()` is called: its upload holds its place. */
function fileHeldMidway(size: number) {
  let letGo!: () => void;
  const mayGo = new Promise<void>((resolve) => {
    letGo = resolve;
  });
  const bytes = bidPdf(size);
  async function* file() {
    yield bytes.subarray(0, size / 2);
    await mayGo;
    yield bytes.subarray(size / 2);
  }
  return { file: file(), letGo };
}

async function* smallFile() {
  yield bidPdf(5000);
}

describe('the bid upload line', () => {
  it('holds a second upload until the first has arrived, then lodges both', async () => {
    const tender = await tenderWithPassedBidders(t, 2);
    const [first, second] = tender.suppliers;
    const fields = (offer: string) => ({ projectId: String(tender.projectId), offer });

    const slowFile = fileHeldMidway(200_000);
    const storing = untilOneMoreStored();
    const slow = postBidOverHttp(baseUrl, first!.token, fields('100.00'), '先到.pdf', slowFile.file);
    await storing; // the first holds the one place

    let quickAnsweredAt = 0;
    const quick = postBidOverHttp(baseUrl, second!.token, fields('200.00'), '后到.pdf', smallFile()).then((result) => {
      quickAnsweredAt = performance.now();
      return result;
    });
    await pause(700);
    const answeredWhileHeld = quickAnsweredAt !== 0;
    const releasedAt = performance.now();
    slowFile.letGo();
    expect(answeredWhileHeld, 'the second upload was answered while the first held the only place').toBe(false);
    const [slowResult, quickResult] = await Promise.all([slow, quick]);
    expect(slowResult.body?.code, slowResult.body?.msg).toBe(0);
    expect(quickResult.body?.code, quickResult.body?.msg).toBe(0);
    expect(quickAnsweredAt).toBeGreaterThanOrEqual(releasedAt);
    // Both sealed and recorded (the receipts' order is their transactions', which the line does not decide).
    const rows = await t.db.select().from(bids).where(eq(bids.projectId, tender.projectId));
    const facts = await Promise.all(rows.map((r) => bidFacts(t, r)));
    expect(facts.map((f) => f.sha256).sort()).toEqual([slowResult.sentSha256, quickResult.sentSha256].sort());
  });

  it('answers a refusal to an upload that waited, not a busy answer, and stores nothing of it', async () => {
    const tender = await tenderWithPassedBidders(t, 2);
    const [first, second] = tender.suppliers;
    const heldFile = fileHeldMidway(200_000);
    const projectId = String(tender.projectId);
    const storing = untilOneMoreStored();
    const holding = postBidOverHttp(baseUrl, first!.token, { projectId, offer: '100.00' }, '先到.pdf', heldFile.file);
    await storing;
    const refused = postBidOverHttp(baseUrl, second!.token, { projectId, offer: '0.00' }, '零报价.pdf', smallFile());
    await pause(300);
    heldFile.letGo();
    const [kept, answer] = await Promise.all([holding, refused]);
    expect(kept.body?.code, kept.body?.msg).toBe(0);
    expect(answer.body).toEqual({ code: ErrorCode.INVALID_INPUT, msg: '投标报价须大于0' });
    const rows = await t.db.select().from(bids).where(eq(bids.projectId, tender.projectId));
    expect(rows.map((r) => r.supplierId)).toEqual([first!.id]);
  });

  it('gives the place back when a request is refused before its body is read', async () => {
    const tender = await tenderWithPassedBidders(t, 1);
    const company = tender.suppliers[0]!;
    // Not multipart: refused by the parser inside the line. Were its place kept, the upload after it would wait
    // for ever with one place, and this test would time out.
    const notMultipart = await fetch(`${baseUrl}${bidApi.upload.path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: 'XSRF-TOKEN=x',
        'x-xsrf-token': 'x',
        token: company.token,
      },
      body: JSON.stringify({ projectId: tender.projectId, offer: '100.00' }),
    });
    expect(await notMultipart.json()).toEqual({
      code: ErrorCode.INVALID_INPUT,
      msg: '请以 multipart/form-data 方式上传投标文件',
    });
    const fields = { projectId: String(tender.projectId), offer: '100.00' };
    const lodged = await postBidOverHttp(baseUrl, company.token, fields, '投标文件.pdf', smallFile());
    expect(lodged.body?.code, lodged.body?.msg).toBe(0);
  });
});
