/**
 * A small hand-built year for the 统计分析 tests (test-only). Everything lies in 2031 (Beijing), where the seed has
 * nothing, so every figure of the range is known by hand; the rows are written straight into the tables (the
 * statistics only read them). `EXPECTED` beside the data is worked out in the comments.
 */
import { randomBytes } from 'node:crypto';
import {
  announcements,
  bidOpenings,
  bids,
  blacklistEntries,
  enrolments,
  extractions,
  invitations,
  openedBids,
  projects,
} from '../../src/db/schema/index.ts';
import type { TestApp } from '../app.ts';
import { createSpecialist, createStaff, createSupplier } from '../factories.ts';
import { createDepartment } from '../project-factories.ts';

/** A Beijing wall-clock time as an instant. */
export const bj = (local: string) => new Date(`${local}+08:00`);

export const RANGE = { from: '2031-01-01', to: '2031-12-31' };

let seq = 0;
const unique = () => `${Date.now().toString(36)}${seq++}${randomBytes(2).toString('hex')}`;

export async function buildYear(t: Pick<TestApp, 'db'>) {
  const { db } = t;
  const staff = await createStaff(db);
  const d1 = await createDepartment(db, { name: `统计需求一部${unique()}` });
  const d2 = await createDepartment(db, { name: `统计需求二部${unique()}` });
  const [s1, s2, s3, s4] = [
    await createSupplier(db),
    await createSupplier(db),
    await createSupplier(db),
    await createSupplier(db),
  ];

  const project = async (p: {
    way: number;
    dept: number;
    budget: string;
    status: string;
    createdAt: Date;
    awardedAt?: Date;
    awardAmount?: string;
    winner?: number;
    retenderOfId?: number;
  }) => {
    const [row] = await db
      .insert(projects)
      .values({
        projectCode: `TJ-${unique()}`,
        projectName: `统计测试项目${unique()}`,
        needDeptId: p.dept,
        manageDeptId: d1.id,
        purchaseWay: p.way,
        purchaseName: '某某水务集团有限公司',
        categoryCn: '工程',
        budget: p.budget,
        status: p.status,
        createdAt: p.createdAt,
        awardedAt: p.awardedAt ?? null,
        awardAmount: p.awardAmount ?? null,
        winnerSupplierId: p.winner ?? null,
        retenderOfId: p.retenderOfId ?? null,
      })
      .returning({ id: projects.id });
    return row!.id;
  };
  const announce = (projectId: number, type: string, publishedAt: Date | null) =>
    db.insert(announcements).values({
      projectId,
      type,
      title: `${type}公告`,
      html: '<p>公告</p>',
      status: publishedAt ? 'published' : 'draft',
      publishedAt,
    });
  /** Enrolments (a day after `at`) and bids of the suppliers, opened at `at`. */
  const open = async (projectId: number, at: Date, supplierIds: number[]) => {
    await db.insert(bidOpenings).values({ projectId, openedAt: at, openedBy: staff.id, openedByName: staff.name });
    for (const supplierId of supplierIds) {
      const [e] = await db
        .insert(enrolments)
        .values({ projectId, supplierId, status: 'passed', createdAt: new Date(at.getTime() - 86_400_000) })
        .returning({ id: enrolments.id });
      const [b] = await db
        .insert(bids)
        .values({
          enrolmentId: e!.id,
          projectId,
          supplierId,
          storageKey: `stat-${unique()}`,
          fileName: '投标文件.pdf',
          mimeType: 'application/pdf',
          size: 1,
          sha256: '0'.repeat(64),
          sealedOffer: 'v1:test',
          receivedAt: at,
        })
        .returning({ id: bids.id });
      await db.insert(openedBids).values({
        bidId: b!.id,
        projectId,
        companyName: '某公司',
        fileName: '投标文件.pdf',
        mimeType: 'application/pdf',
        size: 1,
        sha256: '0'.repeat(64),
        offer: '1.00',
        check: 'ok',
      });
    }
  };

  // P1 询价, 一部: 1,000,000 budget, awarded 900,000 to S1 on 03-05; first 招标公告 02-01 10:00 → 32 days; 3 bids.
  const p1 = await project({
    way: 1,
    dept: d1.id,
    budget: '1000000.00',
    status: 'awarded',
    createdAt: bj('2031-01-10T09:00:00'),
    awardedAt: bj('2031-03-05T10:00:00'),
    awardAmount: '900000.00',
    winner: s1.id,
  });
  await announce(p1, 'tender', bj('2031-02-01T10:00:00'));
  await announce(p1, 'tender', bj('2031-02-10T10:00:00')); // a later one: the first counts
  await announce(p1, 'tender', null); // a draft: never counts
  await open(p1, bj('2031-02-20T09:00:00'), [s1.id, s2.id, s3.id]);

  // P2 公开招标, 一部, no budget (0: left out of 节资率), awarded 50,000 to S2; 03-01 10:00 → 04-10 22:00 = 40.5 days.
  const p2 = await project({
    way: 3,
    dept: d1.id,
    budget: '0.00',
    status: 'awarded',
    createdAt: bj('2031-02-15T09:00:00'),
    awardedAt: bj('2031-04-10T22:00:00'),
    awardAmount: '50000.00',
    winner: s2.id,
  });
  await announce(p2, 'tender', bj('2031-03-01T10:00:00'));
  await open(p2, bj('2031-03-25T09:00:00'), [s1.id, s2.id]);

  // P3 公开招标, 二部, 300,000: 流标 on 03-20 (1 bid). Created 02-01 07:00 Beijing, still January in UTC.
  const p3 = await project({
    way: 3,
    dept: d2.id,
    budget: '300000.00',
    status: 'failed',
    createdAt: bj('2031-02-01T07:00:00'),
  });
  await announce(p3, 'tender', bj('2031-02-05T10:00:00'));
  await open(p3, bj('2031-03-01T09:00:00'), [s3.id]);
  await announce(p3, 'failure', bj('2031-03-20T10:00:00'));

  // P4 the re-tender of P3: 300,000, awarded 278,970 to S1; 04-01 09:00 → 05-06 09:00 = 35 days; 4 bids.
  const p4 = await project({
    way: 3,
    dept: d2.id,
    budget: '300000.00',
    status: 'awarded',
    createdAt: bj('2031-03-25T09:00:00'),
    awardedAt: bj('2031-05-06T09:00:00'),
    awardAmount: '278970.00',
    winner: s1.id,
    retenderOfId: p3,
  });
  await announce(p4, 'tender', bj('2031-04-01T09:00:00'));
  await open(p4, bj('2031-04-20T09:00:00'), [s1.id, s2.id, s3.id, s4.id]);

  // P5 询价, 一部, 200,000, created in the range but awarded (to S3) in 2032: outside the range's awards.
  const p5 = await project({
    way: 1,
    dept: d1.id,
    budget: '200000.00',
    status: 'awarded',
    createdAt: bj('2031-12-20T09:00:00'),
    awardedAt: bj('2032-01-15T09:00:00'),
    awardAmount: '150000.00',
    winner: s3.id,
  });
  await announce(p5, 'tender', bj('2031-12-25T09:00:00'));

  // P6 竞争性谈判, 二部, created in 2030 but awarded 100,000 (= budget) to S2 on 2031-01-05; 12-20 → 01-05 = 16 days.
  const p6 = await project({
    way: 2,
    dept: d2.id,
    budget: '100000.00',
    status: 'awarded',
    createdAt: bj('2030-12-01T09:00:00'),
    awardedAt: bj('2031-01-05T10:00:00'),
    awardAmount: '100000.00',
    winner: s2.id,
  });
  await announce(p6, 'tender', bj('2030-12-20T10:00:00'));

  // P7 a draft at the range's last minute; P8 one minute later (2032 in Beijing, still 2031 in UTC).
  await project({ way: 1, dept: d1.id, budget: '80000.00', status: 'draft', createdAt: bj('2031-12-31T23:59:00') });
  const p8 = await project({
    way: 1,
    dept: d1.id,
    budget: '70000.00',
    status: 'draft',
    createdAt: bj('2032-01-01T00:00:00'),
  });
  await db.insert(enrolments).values({ projectId: p8, supplierId: s4.id, createdAt: bj('2032-01-02T09:00:00') });

  // Expert invitations: 5 in the range (接受 ×2, 拒绝, 不能参加, 未答复) and one in 2032.
  const [x] = await db
    .insert(extractions)
    .values({ kind: 'project', projectId: p1, request: {}, createdBy: staff.id, createdAt: bj('2031-02-18T09:00:00') })
    .returning({ id: extractions.id });
  const invite = async (isAffirm: number, at: Date) => {
    const expert = await createSpecialist(db);
    await db.insert(invitations).values({
      extractionId: x!.id,
      specialistId: expert.id,
      seat: 'member',
      category: '给排水',
      keyHash: unique(),
      isAffirm,
      sendurlSendtime: at,
      createdAt: at,
    });
  };
  for (const a of [1, 1, -1, 2, 0]) await invite(a, bj('2031-02-18T09:00:00'));
  await invite(1, bj('2032-02-18T09:00:00'));

  // Blacklist entries listed in 2031, by their status today (the dates put them far from any test clock).
  const list = (e: {
    targetType: 'supplier' | 'specialist';
    type: 'warning' | 'ban';
    startDate: string;
    endDate: string;
    createdAt: Date;
    liftedAt?: Date;
  }) =>
    db.insert(blacklistEntries).values({
      targetId: s1.id,
      targetName: '某公司',
      reason: '测试',
      createdById: staff.id,
      createdByName: staff.name,
      ...e,
    });
  const at = bj('2031-06-01T09:00:00');
  await list({ targetType: 'supplier', type: 'ban', startDate: '2020-01-01', endDate: '2099-12-31', createdAt: at });
  await list({ targetType: 'supplier', type: 'ban', startDate: '2020-01-01', endDate: '2021-01-01', createdAt: at });
  await list({
    targetType: 'supplier',
    type: 'warning',
    startDate: '2020-01-01',
    endDate: '2099-12-31',
    createdAt: at,
    liftedAt: at,
  });
  await list({
    targetType: 'specialist',
    type: 'warning',
    startDate: '2098-01-01',
    endDate: '2099-01-01',
    createdAt: at,
  });
  await list({
    targetType: 'supplier',
    type: 'ban',
    startDate: '2020-01-01',
    endDate: '2099-12-31',
    createdAt: bj('2032-01-01T00:00:00'),
  });

  return { d1, d2, s1, s2, s3, s4 };
}
export type Year = Awaited<ReturnType<typeof buildYear>>;
