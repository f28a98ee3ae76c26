import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { openingHallApi } from '@swp/core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, useTestAppWithFiles } from '../../../test/app.ts';
import { bidderCompany, enrolDirectly, projectStaff, tenderProject } from '../../../test/kits/enrolments.ts';
import { listenToHall } from '../../../test/kits/hall-events.ts';
import { lodgedBidderTender } from '../../../test/kits/opening.ts';
import { type ServerProcess, startServerProcess } from '../../../test/server-process.ts';
import type { Db } from '../../db/client.ts';
import { bids } from '../../db/schema/index.ts';
import { OffsetClock } from '../../lib/clock.ts';

const HOUR = 3_600_000;

/**
 * A tender past closeFileupTime, before openTime, with `n` companies that each lodged a bid (a row is all the hall's
 * 签到 and state read of it: no file is opened here).
 */
async function tenderAwaitingOpening(t: { db: Db; clock: OffsetClock }, n: number) {
  const now = t.clock.now().getTime();
  const project = await tenderProject(t, {
    overrides: {
      enrollTime: new Date(now - 3 * 24 * HOUR),
      enrollEndTime: new Date(now - 2 * 24 * HOUR),
      closeFileupTime: new Date(now - HOUR),
      openTime: new Date(now + HOUR),
    },
  });
  const companies = [];
  for (let i = 0; i < n; i++) {
    const company = await bidderCompany(t);
    const enrolmentId = await enrolDirectly(t.db, { projectId: project.id, supplierId: company.id });
    await t.db.insert(bids).values({
      enrolmentId,
      projectId: project.id,
      supplierId: company.id,
      storageKey: randomBytes(16).toString('hex'),
      sealedOffer: 'v1:never-opened-here',
      receivedAt: new Date(now - 2 * HOUR),
    });
    companies.push(company);
  }
  return { projectId: project.id, companies, staff: await projectStaff(t) };
}

describe('开标大厅 live events in one process', () => {
  const { t, api } = useTestAppWithFiles('swp-hall-events-');
  afterEach(() => t.clock.reset());
  let baseUrl: string;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });

  it('sends the caller’s own view at once and after each change, never another company’s row', async () => {
    const { projectId, companies, staff } = await tenderAwaitingOpening(t, 2);
    const [a, b] = companies;
    const pageA = await listenToHall(baseUrl, projectId, a!.token);
    const pageB = await listenToHall(baseUrl, projectId, b!.token);
    const staffPage = await listenToHall(baseUrl, projectId, staff.token);
    expect((await pageA.next()).bidders).toEqual([
      expect.objectContaining({ companyName: a!.companyName, signedIn: false }),
    ]);
    await pageB.next();
    expect(await staffPage.next()).toMatchObject({ phase: 'waiting', biddersShown: false, bidders: [] });

    const sent = Date.now();
    expect((await api.call(openingHallApi.signIn, { projectId }, { token: a!.token })).body.code).toBe(0);
    expect((await pageA.next()).bidders).toEqual([
      expect.objectContaining({ companyName: a!.companyName, signedIn: true }),
    ]);
    expect(Date.now() - sent).toBeLessThan(1000);
    // Nobody else is told anything: an event to b's page, or to staff's before openTime, would tell that another
    // company signed in — that another company bid, and by counting them how many (sealed until the opening).
    await expect(pageB.next(500)).rejects.toThrow(/no hall event/);
    await expect(staffPage.next(100)).rejects.toThrow(/no hall event/);
    // b's own 签到 reaches b's page, and again nobody else's.
    expect((await api.call(openingHallApi.signIn, { projectId }, { token: b!.token })).body.code).toBe(0);
    expect((await pageB.next()).bidders).toEqual([
      expect.objectContaining({ companyName: b!.companyName, signedIn: true }),
    ]);
    await expect(pageA.next(500)).rejects.toThrow(/no hall event/);
    await expect(staffPage.next(100)).rejects.toThrow(/no hall event/);
    // From openTime staff see who signed in: the next change reaches them with the list.
    t.clock.advance(HOUR);
    const staffView = (await api.call(openingHallApi.state, { projectId }, { token: staff.token })).body.data!;
    expect(staffView.bidders.map((r) => r.signedIn)).toEqual([true, true]);
    for (const page of [pageA, pageB, staffPage]) page.close();
  });

  it('from the start every page is told of every 签到 (the decryption is public, 第三十条)', async () => {
    const tender = await lodgedBidderTender(t, api, 3);
    const { projectId } = tender;
    const [a, b] = tender.suppliers;
    await api.call(openingHallApi.start, { projectId }, { token: tender.staffToken });
    const pageB = await listenToHall(baseUrl, projectId, b!.token);
    expect((await pageB.next()).bidders.map((r) => r.signedIn)).toEqual([false, false, false]);
    expect((await api.call(openingHallApi.signIn, { projectId }, { token: a!.token })).body.code).toBe(0);
    expect((await pageB.next()).bidders.map((r) => r.signedIn)).toEqual([true, false, false]);
    pageB.close();
  });

  it('writes 唱标 when the window passes, with nobody pressing anything, and tells every page', async () => {
    const tender = await lodgedBidderTender(t, api, 3);
    const { projectId } = tender;
    await api.call(openingHallApi.start, { projectId }, { token: tender.staffToken });
    const bid = tender.bids[0]!;
    const [a, b] = tender.suppliers;
    await api.call(openingHallApi.decrypt, { projectId, bidId: bid.publicId, key: bid.key }, { token: a!.token });
    const page = await listenToHall(baseUrl, projectId, b!.token);
    expect((await page.next()).phase).toBe('decrypting');
    t.clock.advance(30 * 60_000);
    const announced = await page.next(2500);
    expect(announced.phase).toBe('announced');
    expect(announced.bidders.map((r) => [r.status, r.offer ?? null])).toEqual([
      ['decrypted', bid.offer],
      ['withdrawn', null],
      ['withdrawn', null],
    ]);
    page.close();
  });

  it('refuses a caller who may not look before the stream starts', async () => {
    const { projectId } = await tenderAwaitingOpening(t, 1);
    const stranger = await bidderCompany(t);
    await expect(listenToHall(baseUrl, projectId, stranger.token)).rejects.toThrow(
      '您未参与该项目投标，不能进入开标大厅',
    );
    await expect(listenToHall(baseUrl, projectId, 'not-a-token')).rejects.toThrow(/^no event stream: 401/);
  });
});

/** Scale-out: a change written through one process reaches a page listening on the other (LISTEN/NOTIFY). */
describe.runIf(process.env.TEST_DB === 'postgres')('开标大厅 live events across two server processes', () => {
  let a: ServerProcess;
  let b: ServerProcess;
  let database: Awaited<ReturnType<typeof openTestDatabase>>['database'];
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const opened = await openTestDatabase();
    database = opened.database;
    drop = opened.drop;
    const env = { DATABASE_URL: opened.url!, APP_MODE: 'test', WEB_DIST: '/nonexistent', AUTH_RATE_LIMIT: '100000' };
    [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  }, 90_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.close();
    await drop?.();
  });

  it('a 签到 on process b reaches the bidder’s page on process a within a second', async () => {
    const t = { db: database.db, clock: new OffsetClock() };
    const { projectId, companies } = await tenderAwaitingOpening(t, 1);
    const company = companies[0]!;
    const page = await listenToHall(a.url, projectId, company.token);
    expect((await page.next(5000)).bidders[0]).toMatchObject({ signedIn: false });
    const sent = Date.now();
    const reply = await fetch(`${b.url}${openingHallApi.signIn.path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: 'XSRF-TOKEN=x',
        'x-xsrf-token': 'x',
        token: company.token,
      },
      body: JSON.stringify({ projectId }),
    });
    expect(((await reply.json()) as { code: number }).code).toBe(0);
    expect((await page.next(1000)).bidders[0]).toMatchObject({ signedIn: true });
    expect(Date.now() - sent).toBeLessThan(1000);
    page.close();
  });
});
