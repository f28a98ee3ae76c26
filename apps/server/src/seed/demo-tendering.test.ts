import { createHash } from 'node:crypto';
import { BID_CHECK_LABELS, bidApi, effectiveState, openingApi, PROJECT_STATE_LABELS } from '@swp/core';
import { count, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestAppWithFiles } from '../../test/app.ts';
import { bidPdf, lodgeBid } from '../../test/kits/bids.ts';
import {
  auditLogs,
  bids,
  departments,
  enrolments,
  gradingStandards,
  projectBidKeys,
  projects,
  smsOutbox,
  staffUsers,
  suppliers,
} from '../db/schema/index.ts';
import { decryptToHash, unwrapProjectKey } from '../lib/sealed/index.ts';
import { openFileFacts } from '../modules/bids/bid-file-facts.ts';
import { fileSealContext } from '../modules/bids/bid-key.ts';
import { lifecycleOf } from '../modules/projects/project-view.ts';
import { issueSession } from '../platform/auth/session.service.ts';
import { createStorage } from '../plugins/storage.ts';
import { type DemoTenderingIds, seedDemoTendering } from './demo-tendering.ts';

const { t, api } = useTestAppWithFiles('swp-demo-tendering-');

/** The storage the app's routes read (the same driver and directory). */
const storage = () => createStorage(t.app.deps.config);

let ids: DemoTenderingIds;
let smsBefore: number;

/** Which demo company enrolled with which review result, and which lodged a bid, on the project. */
async function participants(projectId: number) {
  const rows = await t.db
    .select({ account: suppliers.account, status: enrolments.status })
    .from(enrolments)
    .innerJoin(suppliers, eq(suppliers.id, enrolments.supplierId))
    .where(eq(enrolments.projectId, projectId));
  const bidders = await t.db
    .select({ account: suppliers.account })
    .from(bids)
    .innerJoin(suppliers, eq(suppliers.id, bids.supplierId))
    .where(eq(bids.projectId, projectId));
  return {
    enrolments: Object.fromEntries(rows.map((r) => [r.account, r.status])),
    bidders: bidders.map((b) => b.account).sort(),
  };
}

const smsCount = async () => (await t.db.select({ n: count() }).from(smsOutbox))[0]!.n;

async function venderToken(account: string) {
  const [row] = await t.db.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.account, account));
  return (await issueSession(t.db, t.clock, 'vender', row!.id, '127.0.0.1')).token;
}

// The shared test database holds the rest of the demo data (companies, tenders, templates) but no enrolments:
// the tendering seed runs here as seedDemoData runs it on a first start with storage and the server's settings.
beforeAll(async () => {
  const [buyer] = await t.db.select().from(staffUsers).where(eq(staffUsers.username, 'caigou'));
  const [engineering] = await t.db.select().from(departments).where(eq(departments.name, '工程管理部'));
  const [purchasing] = await t.db.select().from(departments).where(eq(departments.name, '采购管理部'));
  const [enrolling] = await t.db.select().from(projects).where(eq(projects.projectName, '第二水厂加药设备采购'));
  const [works] = await t.db.select().from(gradingStandards).where(eq(gradingStandards.name, '工程施工类综合评分法'));
  smsBefore = await smsCount();
  const store = await storage();
  ids = await t.db.transaction((tx) =>
    seedDemoTendering(tx, {
      buyer: { id: buyer!.id, name: buyer!.name, username: buyer!.username },
      needDeptId: engineering!.id,
      manageDeptId: purchasing!.id,
      enrollingProjectId: enrolling!.id,
      gradingStandardId: works!.id,
      storage: store,
      config: t.app.deps.config,
      now: t.clock.now(),
    }),
  );
});

describe('demo tendering on first start', () => {
  it('leaves one tender in 报名中, one in 投标中 and one in 待开标 by the core lifecycle, with the enrolments and bids described', async () => {
    const now = t.clock.now();
    const state = async (id: number) => {
      const [row] = await t.db.select().from(projects).where(eq(projects.id, id));
      return PROJECT_STATE_LABELS[effectiveState(lifecycleOf(row!), now)];
    };
    expect(await state(ids.enrolling)).toBe('报名中');
    expect(await state(ids.bidding)).toBe('投标中');
    expect(await state(ids.awaitingOpening)).toBe('待开标');

    expect(await participants(ids.enrolling)).toEqual({
      enrolments: { qingyuan: 'passed', anlan: 'pending' },
      bidders: [],
    });
    expect(await participants(ids.bidding)).toEqual({
      enrolments: { gongyingshang: 'passed', shizheng: 'passed', anlan: 'passed' },
      bidders: ['anlan', 'shizheng'],
    });
    expect(await participants(ids.awaitingOpening)).toEqual({
      enrolments: { gongyingshang: 'passed', hengtong: 'passed', shizheng: 'passed' },
      bidders: ['gongyingshang', 'hengtong', 'shizheng'],
    });

    // 待开标 "has just passed" its openTime: within the last hour and a half, after closeFileupTime.
    const [opening] = await t.db.select().from(projects).where(eq(projects.id, ids.awaitingOpening));
    expect(opening!.openTime!.getTime()).toBeLessThanOrEqual(now.getTime());
    expect(now.getTime() - opening!.openTime!.getTime()).toBeLessThan(90 * 60_000);
    expect(opening!.closeFileupTime!.getTime()).toBeLessThan(opening!.openTime!.getTime());
  });

  it('went through the services: every step in the audit log at its past moment, and no SMS sent for that past', async () => {
    const demoProjects = [ids.enrolling, ids.bidding, ids.awaitingOpening];
    const logged = await t.db
      .select()
      .from(auditLogs)
      .where(inArray(auditLogs.action, ['enrolment.apply', 'enrolment.pass', 'bid.upload']));
    const about = logged.filter((l) => demoProjects.includes(Number(l.detail?.projectId)));
    const tally = (action: string) => about.filter((l) => l.action === action).length;
    expect(tally('enrolment.apply')).toBe(8);
    expect(tally('enrolment.pass')).toBe(7);
    expect(tally('bid.upload')).toBe(5);
    for (const line of about) {
      expect(line.createdAt.getTime(), line.action).toBeLessThan(t.clock.now().getTime());
    }
    expect(await smsCount()).toBe(smsBefore);
  });

  it('sealed every bid as the upload does: each stored file decrypts to the SHA-256 and size of its receipt', async () => {
    const rows = await t.db
      .select({ bid: bids, wrapped: projectBidKeys.wrappedKey })
      .from(bids)
      .innerJoin(projectBidKeys, eq(projectBidKeys.projectId, bids.projectId))
      .where(inArray(bids.projectId, [ids.bidding, ids.awaitingOpening]));
    expect(rows).toHaveLength(5);
    const store = await storage();
    for (const { bid, wrapped } of rows) {
      const key = unwrapProjectKey(t.app.deps.config.bidMasterKey, wrapped);
      const context = fileSealContext(bid.enrolmentId);
      const facts = openFileFacts(key, bid);
      expect(await decryptToHash(await store.get(bid.storageKey), key, { context })).toEqual({
        sha256: facts.sha256,
        size: facts.size,
      });
      expect(bid.sealedOffer).not.toMatch(/^\d/);
      expect(facts.fileName).toMatch(/投标文件\.pdf$/);
      expect([bid.fileName, bid.size, bid.sha256]).toEqual([null, null, null]);
    }

    // The owner reads its own file back: a real PDF whose bytes are the receipt's.
    const token = await venderToken('gongyingshang');
    const mine = await api.call(bidApi.mine, { projectId: ids.awaitingOpening }, { token });
    expect(mine.body.data).toMatchObject({ offer: '812600.00' });
    const file = await t.app.inject({
      method: 'GET',
      url: `${bidApi.download.path}?bidId=${mine.body.data!.bidId}`,
      headers: { token, cookie: `XSRF-TOKEN=${api.xsrf}` },
    });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(createHash('sha256').update(file.rawPayload).digest('hex')).toBe(mine.body.data!.sha256);
  });

  it('lets gongyingshang lodge its own bid on the 投标中 tender', async () => {
    const token = await venderToken('gongyingshang');
    const receipt = await lodgeBid(api, token, ids.bidding, bidPdf(8192), '3050000.00');
    expect(receipt.size).toBe(8192);
    expect((await participants(ids.bidding)).bidders).toEqual(['anlan', 'gongyingshang', 'shizheng']);
  });

  it('opens the 待开标 tender through POST /api/bid/open: three bids, each 校验一致, and the project moves to 评标中', async () => {
    const token = await api.staffToken();
    const reply = await api.call(openingApi.open, { projectId: ids.awaitingOpening }, { token });
    expect(reply.body.code, reply.body.msg).toBe(0);
    const record = reply.body.data!;
    expect(record.bids).toHaveLength(3);
    expect(record.bids.map((b) => BID_CHECK_LABELS[b.check])).toEqual(['校验一致', '校验一致', '校验一致']);
    expect(record.bids.map((b) => b.offer).sort()).toEqual(['798000.00', '812600.00', '835200.00']);
    for (const bid of record.bids) expect(bid.openedSha256).toBe(bid.sha256);
    const [row] = await t.db.select().from(projects).where(eq(projects.id, ids.awaitingOpening));
    expect(effectiveState(lifecycleOf(row!), t.clock.now())).toBe('evaluating');
  });
});
