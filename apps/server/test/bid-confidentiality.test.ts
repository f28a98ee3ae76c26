import { randomBytes } from 'node:crypto';
import {
  ALL_PERMISSIONS,
  amountInCapitals,
  type BidReceipt,
  bidApi,
  formatAmount,
  openingApi,
  Permission,
  type Role,
} from '@swp/core';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { bidOpenings, bids, projectBidKeys, projects } from '../src/db/schema/index.ts';
import { issueSession } from '../src/platform/auth/session.service.ts';
import type { RegisteredRoute } from '../src/plugins/access.ts';
import { useTestAppWithFiles } from './app.ts';
import { createSpecialist, createStaff } from './factories.ts';
import { lodgeBid } from './kits/bids.ts';
import { bidderCompany, passTime, tenderWithPassedBidders } from './kits/enrolments.ts';
import { readPdf } from './kits/pdf.ts';

/**
 * docs/rules.md, "Sealed": before the opening no call answers any part of another company's bid — its
 * file name, size, hash, 报价, stored file or content — to anyone: staff of 项目管理, administrators, other
 * companies (bidders or not), experts, anonymous callers. The owner sees only its own receipt. This walks EVERY
 * route of the app (a new route is walked without anyone remembering to add it) as every kind of caller, with the
 * ids of a bid, its enrolment, company and stored file in the ways a route may take them — the bid routes in 投标中,
 * every route in 待开标, the bid routes again after openTime before anyone pressed 开标 — and searches each answer's body
 * and headers — JSON as text, workbooks cell by cell, PDFs as text — for the bids' figures.
 */

const { t, api } = useTestAppWithFiles('swp-bid-walk-');

interface Bidder {
  supplierId: number;
  enrolmentId: number;
  token: string;
  receipt: BidReceipt;
  /** The row's internal key (the receipt names the bid by its public id): a route must not answer by it either. */
  rowId: number;
  storageKey: string;
  sealedOffer: string;
  sealedFile: string | null;
  offer: string;
  /** ASCII written inside the bid file: finds the file's bytes in any answer. */
  content: string;
}
type Caller = { name: string; role: Role | null; userId?: number; owns?: Bidder };

let projectId: number;
let openTime: Date;
let closeFileupTime: Date;
let enrollEndTime: Date;
let bidders: Bidder[];
let callers: Caller[];
let wrappedKey: string;

/** The bid's figures as they could appear in an answer: whole, in part, formatted or URL-encoded. */
function markersOf(b: Bidder): Record<string, string> {
  const { fileName, size, sha256 } = b.receipt;
  return {
    fileName,
    fileNameStem: fileName.replace(/\.pdf$/, ''),
    fileNameEncoded: encodeURIComponent(fileName),
    size: String(size),
    sizeFormatted: size.toLocaleString('en-US'),
    sha256,
    sha256Prefix: sha256.slice(0, 16),
    sha256Upper: sha256.toUpperCase().slice(0, 16),
    offer: b.offer,
    offerWhole: b.offer.split('.')[0]!,
    // As the documents print a price (the 投标回执, the 开标记录, the notices): with separators and in capitals.
    offerFormatted: formatAmount(b.offer),
    offerCapitals: amountInCapitals(b.offer),
    storageKey: b.storageKey,
    storageKeyPrefix: b.storageKey.slice(0, 12),
    sealedOffer: b.sealedOffer.slice(3, 27),
    content: b.content,
  };
}

/** An answer as searchable text: its headers, then the body as JSON text, workbook cells, or a PDF's words. */
async function answerText(response: Awaited<ReturnType<typeof t.app.inject>>): Promise<string> {
  const type = String(response.headers['content-type'] ?? '');
  const parts = [JSON.stringify(response.headers), response.rawPayload.toString('latin1'), response.body];
  if (type.includes('spreadsheetml')) {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    for (const sheet of workbook.worksheets) {
      sheet.eachRow((row) => row.eachCell((cell) => parts.push(String(cell.value ?? ''))));
    }
  }
  if (type.includes('pdf') && response.rawPayload.subarray(0, 5).toString('latin1') === '%PDF-') {
    // A bid's own file is a PDF by its signature only: what does not parse is searched as bytes (above).
    const text = await readPdf(response.rawPayload).then(
      (pdf) => pdf.text,
      () => '',
    );
    parts.push(text, text.replace(/\s/g, ''));
  }
  return parts.join('\n');
}

/**
 * The inputs a route may read a bid by: the project, and one bid the caller does not own by its id, its enrolment,
 * its company and its stored file, each also as `id`. One target bid is enough (the bids are alike: a route that
 * answered bid B by B's ids would answer C by C's); the callers take turns at the targets.
 */
function payloads(target: Bidder): Record<string, unknown>[] {
  const base = { projectId, page: 1, pageSize: 100 };
  const ids = { bidId: target.receipt.bidId, enrolmentId: target.enrolmentId, supplierId: target.supplierId };
  return [
    base,
    { ...base, id: projectId },
    { ...base, ...ids, id: target.receipt.bidId },
    { ...base, ...ids, bidId: target.rowId, id: target.rowId },
    { ...base, ...ids, id: target.enrolmentId },
    { ...base, ...ids, id: target.supplierId },
    { ...base, id: target.storageKey, fileId: target.storageKey, key: target.storageKey },
  ];
}

const requestTo = (route: RegisteredRoute, payload: Record<string, unknown>) => {
  const query = new URLSearchParams(Object.entries(payload).map(([k, v]) => [k, String(v)]));
  return route.method === 'GET'
    ? { method: 'GET' as const, url: `${route.url}?${query}` }
    : { method: 'POST' as const, url: route.url, payload: JSON.stringify(payload) };
};

/** Whether the caller's area can pass the route's access at all: if not, one call proves the refusal. */
function mayPass(route: RegisteredRoute, caller: Caller): boolean {
  if ('public' in route.access) return true;
  return caller.role === route.access.role;
}

/** A success: HTTP 200 with code 0, or a file. */
function answered(response: Awaited<ReturnType<typeof t.app.inject>>): boolean {
  if (response.statusCode !== 200) return false;
  if (!String(response.headers['content-type']).includes('json')) return true;
  return (response.json() as { code: number }).code === 0;
}

/** Walks the routes as every caller; the findings, and per route whether any call of it succeeded. */
async function walkAll(routes: readonly RegisteredRoute[]) {
  const seen = new Map<string, boolean>();
  const findings: Finding[] = [];
  for (const caller of callers) findings.push(...(await walk(caller, routes, seen)));
  return { findings, seen };
}

interface Finding {
  caller: string;
  route: string;
  marker: string;
}

/** Calls every given route as the caller and returns what it found of bids the caller does not own. */
async function walk(caller: Caller, routes: readonly RegisteredRoute[], seen: Map<string, boolean>) {
  const findings: Finding[] = [];
  const others = bidders.filter((b) => b !== caller.owns);
  const target = others[callers.indexOf(caller) % others.length]!;
  const forbidden: (readonly [string, string])[] = others.flatMap((b) =>
    Object.entries(markersOf(b)).map(([k, v]) => [`${b.receipt.bidId}.${k}`, v] as const),
  );
  forbidden.push(['projectKey', wrappedKey.slice(3, 27)]);
  for (const route of routes) {
    const name = `${route.method} ${route.url}`;
    // A fresh session per route: a logout or a password change on the way ends only its own session.
    const token =
      caller.role && caller.userId
        ? (await issueSession(t.db, t.clock, caller.role, caller.userId, '127.0.0.1')).token
        : undefined;
    for (const payload of mayPass(route, caller) ? payloads(target) : payloads(target).slice(0, 1)) {
      const request = requestTo(route, payload);
      const response = await t.app.inject({
        ...request,
        headers: {
          cookie: 'XSRF-TOKEN=walk',
          'x-xsrf-token': 'walk',
          ...(token ? { token } : {}),
          ...(request.method === 'POST' ? { 'content-type': 'application/json' } : {}),
        },
      });
      seen.set(name, (seen.get(name) ?? false) || answered(response));
      const text = await answerText(response);
      for (const [marker, value] of forbidden) {
        if (text.includes(value)) findings.push({ caller: caller.name, route: name, marker });
      }
    }
  }
  return findings;
}

beforeAll(async () => {
  const tender = await tenderWithPassedBidders(t, 3);
  projectId = tender.projectId;
  openTime = tender.project.openTime!;
  closeFileupTime = tender.project.closeFileupTime!;
  enrollEndTime = tender.project.enrollEndTime!;
  bidders = [];
  for (const [i, s] of tender.suppliers.entries()) {
    const tag = randomBytes(6).toString('hex');
    const content = `BIDSECRET-${tag}`;
    const size = 1_048_583 + i * 7919;
    const bytes = Buffer.concat([
      Buffer.from(`%PDF-1.7\n${content}\n`, 'latin1'),
      randomBytes(size - 9 - content.length - 1),
    ]);
    const offer = `${86_421_397 + i * 1_111_111}.53`;
    const receipt = await lodgeBid(api, s.token, projectId, bytes, offer, { fileName: `密封投标文件${tag}.pdf` });
    const [row] = await t.db.select().from(bids).where(eq(bids.publicId, receipt.bidId));
    bidders.push({
      supplierId: s.id,
      enrolmentId: s.enrolmentId,
      token: s.token,
      receipt,
      rowId: row!.id,
      storageKey: row!.storageKey,
      sealedOffer: row!.sealedOffer!,
      sealedFile: row!.sealedFile,
      offer,
      content,
    });
  }
  const [key] = await t.db.select().from(projectBidKeys).where(eq(projectBidKeys.projectId, projectId));
  wrappedKey = key!.wrappedKey;

  const staffWith = async (perms: string[]) => (await createStaff(t.db, { perms })).id;
  const outsider = await bidderCompany(t);
  const expert = await createSpecialist(t.db);
  const [owner, other] = bidders;
  callers = [
    { name: '匿名', role: null },
    { name: '无权限员工', role: 'staff', userId: await staffWith([]) },
    { name: '项目管理员工', role: 'staff', userId: await staffWith([Permission.project]) },
    { name: '管理员', role: 'staff', userId: await staffWith([...ALL_PERMISSIONS]) },
    { name: '未投标供应商', role: 'vender', userId: outsider.id },
    { name: '投标人本身', role: 'vender', userId: owner!.supplierId, owns: owner },
    { name: '另一投标人', role: 'vender', userId: other!.supplierId, owns: other },
    { name: '评审专家', role: 'specialist', userId: expert.id },
  ];
}, 120_000);

/** The bid routes but 开标 itself: pressing it is the one way to end the secrecy. */
const bidRoutes = () =>
  t.app.apiRoutes.filter((r) => r.method !== 'HEAD' && r.url.startsWith('/api/bid/') && r.url !== openingApi.open.path);

/** Nothing the walk did may have opened, paused or changed the bids, or the walk would prove less than it says. */
async function expectStillSealed() {
  const [project] = await t.db.select().from(projects).where(eq(projects.id, projectId));
  expect(project).toMatchObject({ status: 'enrolling', paused: false });
  expect(await t.db.select().from(bidOpenings).where(eq(bidOpenings.projectId, projectId))).toEqual([]);
  const rows = await t.db.select().from(bids).where(eq(bids.projectId, projectId));
  expect(rows.map((r) => [r.publicId, r.storageKey, r.sealedFile]).sort()).toEqual(
    bidders.map((b) => [b.receipt.bidId, b.storageKey, b.sealedFile]).sort(),
  );
}

describe('before the opening, every route as every caller', () => {
  it('walks every route of the app, the bid routes among them', async () => {
    const routes = t.app.apiRoutes.filter((r) => r.method !== 'HEAD').map((r) => `${r.method} ${r.url}`);
    for (const { method, path } of [...Object.values(bidApi), ...Object.values(openingApi)]) {
      expect(routes, path).toContain(`${method} ${path}`);
    }
    expect(routes.length).toBeGreaterThan(120);
  });

  it('in 投标中 (files may still be lodged): the bid routes answer nothing of a bid the caller does not own', async () => {
    passTime(t.clock, enrollEndTime);
    const { findings, seen } = await walkAll(bidRoutes());
    expect(findings).toEqual([]);
    // The walk reached the owners' own reads: they answered (with the owner's figures only). The download is asked
    // only for bids the caller does not own, so it never answers here; the owner's own is proved below.
    for (const route of [bidApi.mine.path, bidApi.receipt.path]) {
      expect(
        [...seen].some(([name, ok]) => ok && name.endsWith(` ${route}`)),
        route,
      ).toBe(true);
    }
    await expectStillSealed();
  }, 300_000);

  it('in 待开标 (bid files closed, openTime not come): no answer holds any part of a bid the caller does not own', async () => {
    passTime(t.clock, closeFileupTime);
    const routes = t.app.apiRoutes.filter((r) => r.method !== 'HEAD');
    const { findings, seen } = await walkAll(routes);
    expect(findings).toEqual([]);
    expect([...seen.keys()].sort()).toEqual(routes.map((r) => `${r.method} ${r.url}`).sort());
    // Reads about the project and its enrolments did answer someone: the walk got past their checks.
    for (const name of [
      'GET /api/project/detail',
      'GET /api/project/logs',
      'POST /api/enroll/list',
      'POST /api/enroll/mine',
    ]) {
      expect(seen.get(name), name).toBe(true);
    }
    await expectStillSealed();
  }, 600_000);

  it('after openTime, before anyone pressed 开标: the bid routes still answer nothing of another’s bid', async () => {
    passTime(t.clock, openTime);
    const { findings } = await walkAll(bidRoutes());
    expect(findings).toEqual([]);
    await expectStillSealed();
  }, 300_000);

  it('lets the owner see its own receipt, and only its own (the walk would catch a leak)', async () => {
    for (const bidder of bidders) {
      const mine = await api.call(bidApi.mine, { projectId }, { token: bidder.token });
      expect(mine.body.data).toEqual({ ...bidder.receipt, offer: bidder.offer });
      const download = await t.app.inject({
        method: 'GET',
        url: `${bidApi.download.path}?bidId=${bidder.receipt.bidId}`,
        headers: { token: bidder.token },
      });
      const text = await answerText(download);
      expect(text).toContain(bidder.content);
      for (const other of bidders.filter((b) => b !== bidder)) {
        const refused = await t.app.inject({
          method: 'GET',
          url: `${bidApi.download.path}?bidId=${other.receipt.bidId}`,
          headers: { token: bidder.token },
        });
        expect(await answerText(refused)).not.toContain(other.content);
      }
    }
  });

  it('after 开标 the same search finds every figure in the staff’s answers (the markers are searchable)', async () => {
    const staff = callers.find((c) => c.name === '项目管理员工')!;
    const { token } = await issueSession(t.db, t.clock, 'staff', staff.userId!, '127.0.0.1');
    const opened = await api.call(openingApi.open, { projectId }, { token });
    expect(opened.body.code, opened.body.msg).toBe(0);
    const list = await answerText(
      await t.app.inject({
        method: 'POST',
        url: openingApi.list.path,
        headers: { token, cookie: 'XSRF-TOKEN=w', 'x-xsrf-token': 'w', 'content-type': 'application/json' },
        payload: JSON.stringify({ projectId }),
      }),
    );
    const pdf = await answerText(
      await t.app.inject({
        method: 'GET',
        url: `${openingApi.openingRecordPdf.path}?projectId=${projectId}`,
        headers: { token },
      }),
    );
    for (const bidder of bidders) {
      const markers = markersOf(bidder);
      for (const key of ['fileName', 'size', 'sha256', 'offer'] as const) expect(list).toContain(markers[key]);
      for (const key of ['sha256', 'offerFormatted', 'offerCapitals'] as const) expect(pdf).toContain(markers[key]);
    }
  });
});
