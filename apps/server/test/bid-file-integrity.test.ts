/**
 * A bid file is released only after it proved whole. Over real HTTP (a truncated answer must be seen as
 * one, and a hang must fail the test), every download route — staff and bidders' /api/bid/download, the committee's
 * /api/evaluation/bidFile — answers a stored file altered or swapped after the opening with a refusal or a broken
 * connection, never 200 with the full length; a bid the opening found wrong is flagged in the committee's workspace
 * with the opening's finding, and refused with it.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { BAD_BID_ID, bidApi, ErrorCode, evaluationApi, openingApi } from '@swp/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { BID_FILE_NOT_WHOLE, flaggedBidFile } from '../src/modules/bids/bid-read.service.ts';
import { useTestAppWithFiles } from './app.ts';
import { evalApi, evaluationTender } from './kits/evaluation.ts';
import { flipStoredByte, lodgedTender, resealStoredFile, swapStoredFiles } from './kits/opening.ts';

const { t, api, filesDir } = useTestAppWithFiles('swp-bid-integrity-');

let baseUrl: string;
beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});

interface Fetched {
  status: number;
  body: Buffer;
  /** Whether the whole answer arrived (false: the server broke the connection). */
  complete: boolean;
  declaredLength: number | null;
}

/** A GET over a socket; rejects if nothing more arrives for 10 s (a hang), resolves however the answer ends. */
function get(url: string, token: string): Promise<Fetched> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${baseUrl}${url}`, { headers: { token } }, (response) => {
      const parts: Buffer[] = [];
      response.on('data', (part: Buffer) => parts.push(part));
      response.on('error', () => undefined);
      response.on('close', () => {
        const length = response.headers['content-length'];
        resolve({
          status: response.statusCode ?? 0,
          body: Buffer.concat(parts),
          complete: response.complete,
          declaredLength: length === undefined ? null : Number(length),
        });
      });
    });
    request.setTimeout(10_000, () => request.destroy(new Error(`${url}: no answer for 10 s (hung)`)));
    request.on('error', reject);
  });
}

const refusal = (msg: string) => ({ code: ErrorCode.RULE, msg });
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** Every route that may hand out the bid, each with a reader entitled to it after the opening. */
function routes(e: Awaited<ReturnType<typeof evaluationTender>>, index: number) {
  const bidId = e.bids[index]!.publicId;
  const rival = e.suppliers[(index + 1) % e.suppliers.length]!;
  return [
    { who: 'staff', url: `${bidApi.download.path}?bidId=${bidId}`, token: e.staffToken },
    { who: 'owner', url: `${bidApi.download.path}?bidId=${bidId}`, token: e.suppliers[index]!.token },
    { who: 'rival bidder', url: `${bidApi.download.path}?bidId=${bidId}`, token: rival.token },
    {
      who: 'committee',
      url: `${evaluationApi.bidFile.path}?projectId=${e.projectId}&bidId=${bidId}`,
      token: e.members[0]!.token,
    },
  ];
}

async function expectRefusedEverywhere(e: Awaited<ReturnType<typeof evaluationTender>>, index: number, msg: string) {
  for (const route of routes(e, index)) {
    const reply = await get(route.url, route.token);
    expect([route.who, reply.status, reply.complete], route.url).toEqual([route.who, 200, true]);
    expect([route.who, JSON.parse(reply.body.toString('utf8'))]).toEqual([route.who, refusal(msg)]);
  }
}

describe('a stored bid file changed after the opening', () => {
  it('serves a whole file whole, on every route; a guessed integer id is refused on every route', async () => {
    const bytes = randomBytes(150_000);
    const e = await evaluationTender(t, api, { files: [bytes] });
    for (const route of routes(e, 0)) {
      const guess = await get(route.url.replace(e.bids[0]!.publicId, String(e.bids[0]!.bidId)), route.token);
      expect([route.who, JSON.parse(guess.body.toString('utf8'))]).toEqual([
        route.who,
        { code: ErrorCode.INVALID_INPUT, msg: BAD_BID_ID },
      ]);
    }
    for (const route of routes(e, 0)) {
      const reply = await get(route.url, route.token);
      expect([route.who, reply.status, reply.complete, sha256(reply.body)]).toEqual([
        route.who,
        200,
        true,
        sha256(bytes),
      ]);
    }
  });

  it('refuses a flipped byte in the first chunk and two swapped files before sending a byte', async () => {
    const e = await evaluationTender(t, api);
    await flipStoredByte(t, e.bids[0]!.storageKey);
    await swapStoredFiles(t, e.bids[1]!, e.bids[2]!);
    for (const index of [0, 1, 2]) await expectRefusedEverywhere(e, index, BID_FILE_NOT_WHOLE);
  });

  it('refuses a file cut at a chunk boundary, or extended, by its length before reading it', async () => {
    const e = await evaluationTender(t, api, { files: [randomBytes(200_000), randomBytes(200_000)] });
    const fileOf = (i: number) => path.join(filesDir(), e.bids[i]!.storageKey.slice(0, 2), e.bids[i]!.storageKey);
    const cut = fs.readFileSync(fileOf(0));
    fs.writeFileSync(fileOf(0), cut.subarray(0, 17 + 2 * (65536 + 16)));
    fs.appendFileSync(fileOf(1), Buffer.alloc(16));
    for (const index of [0, 1]) await expectRefusedEverywhere(e, index, BID_FILE_NOT_WHOLE);
  });

  it('refuses an earlier authentic file of the same bid put back (not the receipt’s bytes)', async () => {
    const e = await evaluationTender(t, api);
    await resealStoredFile(
      t,
      { projectId: e.projectId, enrolmentId: e.suppliers[0]!.enrolmentId },
      e.bids[0]!.storageKey,
    );
    await expectRefusedEverywhere(e, 0, BID_FILE_NOT_WHOLE);
  });

  it('breaks the connection at a changed later chunk: never 200 with the full length, never a hang', async () => {
    const bytes = randomBytes(300_000);
    const e = await evaluationTender(t, api, { files: [bytes] });
    // Inside the third chunk (64 KiB of plaintext + 16 bytes of tag each, after a 17-byte header).
    await flipStoredByte(t, e.bids[0]!.storageKey, 17 + 2 * (65536 + 16) + 1000);
    for (const route of routes(e, 0)) {
      const reply = await get(route.url, route.token);
      expect([route.who, reply.status, reply.declaredLength]).toEqual([route.who, 200, bytes.length]);
      expect([route.who, reply.complete]).toEqual([route.who, false]);
      expect(reply.body.length).toBeLessThan(bytes.length);
      // What did arrive is the authentic start of the file, chunk by chunk, nothing past the changed one.
      expect(reply.body.length).toBeLessThanOrEqual(2 * 65536);
      expect(reply.body.equals(bytes.subarray(0, reply.body.length))).toBe(true);
    }
  });
});

describe('a bid the opening found wrong', () => {
  it('is flagged in the committee’s workspace with the opening’s finding, and refused on every route', async () => {
    const e = await evaluationTender(t, api, { unopened: true });
    await flipStoredByte(t, e.bids[0]!.storageKey);
    await resealStoredFile(
      t,
      { projectId: e.projectId, enrolmentId: e.suppliers[1]!.enrolmentId },
      e.bids[1]!.storageKey,
    );
    const opened = await api.call(openingApi.open, { projectId: e.projectId }, { token: e.staffToken });
    expect(opened.body.code, opened.body.msg).toBe(0);

    const workspace = await evalApi(api, e.projectId).workspace(e.members[0]!.token);
    expect(workspace.body.data!.bidders.map((b) => [b.bidId, b.check])).toEqual([
      [e.bids[0]!.publicId, 'unreadable'],
      [e.bids[1]!.publicId, 'mismatch'],
      [e.bids[2]!.publicId, 'ok'],
    ]);
    await expectRefusedEverywhere(e, 0, flaggedBidFile('unreadable'));
    await expectRefusedEverywhere(e, 1, flaggedBidFile('mismatch'));
    expect(flaggedBidFile('mismatch')).toBe('开标校验未通过（哈希不一致），该投标文件不能下载');
    const whole = await get(routes(e, 2)[3]!.url, e.members[0]!.token);
    expect([whole.status, whole.complete, sha256(whole.body)]).toEqual([200, true, e.bids[2]!.sha256]);
  });
});

describe('files sealed in the older format (version 1)', () => {
  it('are checked whole before the first byte: served when whole, refused when swapped', async () => {
    const tender = await lodgedTender(t, 4, { v1Bids: 4 });
    const opened = await api.call(openingApi.open, { projectId: tender.projectId }, { token: tender.staffToken });
    expect(opened.body.data!.bids.map((b) => b.check)).toEqual(['ok', 'ok', 'ok', 'ok']);
    const download = (bidId: string) => get(`${bidApi.download.path}?bidId=${bidId}`, tender.staffToken);
    const whole = await download(tender.bids[0]!.publicId);
    expect([whole.status, whole.complete, sha256(whole.body)]).toEqual([200, true, tender.bids[0]!.sha256]);

    await swapStoredFiles(t, tender.bids[1]!, tender.bids[2]!);
    await flipStoredByte(t, tender.bids[3]!.storageKey, 1500);
    for (const bid of tender.bids.slice(1)) {
      const reply = await download(bid.publicId);
      expect([reply.status, JSON.parse(reply.body.toString('utf8'))]).toEqual([200, refusal(BID_FILE_NOT_WHOLE)]);
    }
    // Staged in an unnamed temporary file: nothing is left behind in the temporary directory.
    expect(fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith('swp-verify-'))).toEqual([]);
  });
});
