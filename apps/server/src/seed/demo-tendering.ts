/**
 * Demo 报名, 投标 and 开标, so 报名审查, 投标文件, 开标 and the vender's 我的项目 are alive on first start
 * (seed/demo.ts, inside its transaction, after the companies and the announcements):
 * - the first published tender (报名中) gets two enrolments: one 审查通过, one 待审查;
 * - a tender in 投标中: three enrolments passed, two sealed bids; gongyingshang passed WITHOUT a bid, so the demo
 *   user can upload one;
 * - a tender in 待开标 whose openTime has just passed: three passed bidders (gongyingshang one of them) with sealed
 *   bids, so staff can press 开标 in 项目管理 and everyone sees the 开标记录.
 * Every tender uses the demo's 工程施工类 评分标准 (开标 refuses a project without one).
 * Nothing is written around the rules (demo-tender-kit.ts): each step goes through its service at a past moment.
 */
import type { DbOrTx } from '../db/client.ts';
import { HOUR } from '../lib/clock.ts';
import { findProject, updateProject } from '../modules/projects/projects.repo.ts';
import { at } from './demo-announcements.ts';
import { bidder, type DemoTenderKitOptions, demoTenderKit, hourOf, WATER_GROUP_WORKS } from './demo-tender-kit.ts';

export interface DemoTenderingOptions extends DemoTenderKitOptions {
  /** A published tender in 报名中 (the announcements seed's first): it gets one passed and one pending enrolment. */
  enrollingProjectId: number;
  /** The first start's time: every moment below is relative to it. */
  now: Date;
}

export interface DemoTenderingIds {
  enrolling: number;
  bidding: number;
  awaitingOpening: number;
}

export async function seedDemoTendering(tx: DbOrTx, options: DemoTenderingOptions): Promise<DemoTenderingIds> {
  const { now } = options;
  const { publishedTender, enrol } = await demoTenderKit(tx, options);

  // 报名中: the announcements seed's tender; its window opened at its enrollTime, so enrolments follow that.
  const enrolling = (await findProject(tx, options.enrollingProjectId))!;
  await updateProject(tx, enrolling.id, { gradingStandardId: options.gradingStandardId });
  const opened = enrolling.enrollTime?.getTime() ?? now.getTime() - 2 * 24 * HOUR;
  const inWindow = (hours: number) => new Date(Math.min(opened + hours * HOUR, now.getTime() - HOUR));
  await enrol(enrolling.id, [
    { account: 'qingyuan', enrolledAt: inWindow(2), passedAt: inWindow(5) },
    { account: 'anlan', enrolledAt: inWindow(26) },
  ]);

  // 投标中: enrolment closed yesterday, bids until five days from now.
  const bidding = await publishedTender({
    project: {
      projectName: '老城区供水管道非开挖修复工程',
      ...WATER_GROUP_WORKS,
      budget: '3200000.00',
      bidRange: '老城区 DN300–DN800 供水管道内衬修复约 6.5 公里，含管道检测、清洗及修复后试压',
      address: '老城区解放路、中山路沿线',
      cycle: '120日历天',
      qualificationReq: '具备市政公用工程施工总承包三级及以上资质，近三年有非开挖修复业绩。',
    },
    times: {
      published: at(now, -10, 9),
      enrollEndTime: at(now, -1, 17),
      closeFileupTime: at(now, 5, 9),
      openTime: at(now, 5, 9.5),
    },
  });
  await enrol(bidding, [
    { account: 'gongyingshang', enrolledAt: at(now, -9, 10), passedAt: at(now, -6, 10) },
    bidder('shizheng', at(now, -8, 15), at(now, -6, 10.5), '3068000.00', at(now, -1, 10)),
    bidder('anlan', at(now, -7, 9.5), at(now, -6, 11), '3125500.00', at(now, -1, 15)),
  ]);

  // 待开标: bids closed half an hour before the opening, which is the last whole hour (so it has just passed).
  const openTime = hourOf(now);
  const awaitingOpening = await publishedTender({
    project: {
      projectName: '供水管网阀门更换及检修工程',
      ...WATER_GROUP_WORKS,
      budget: '860000.00',
      bidRange: '主城区 DN100–DN600 闸阀、蝶阀更换 126 座及阀门井检修',
      address: '主城区供水管网',
      cycle: '90日历天',
      qualificationReq: '具备市政公用工程施工总承包三级及以上资质。',
    },
    times: {
      published: at(now, -14, 9),
      enrollEndTime: at(now, -5, 17),
      closeFileupTime: new Date(openTime.getTime() - HOUR / 2),
      openTime,
    },
  });
  await enrol(awaitingOpening, [
    bidder('gongyingshang', at(now, -13, 10), at(now, -4, 10), '812600.00', at(now, -2, 16)),
    bidder('hengtong', at(now, -12, 14), at(now, -4, 10.5), '798000.00', at(now, -3, 10)),
    bidder('shizheng', at(now, -12, 16), at(now, -4, 11), '835200.00', at(now, -1, 11)),
  ]);

  return { enrolling: enrolling.id, bidding, awaitingOpening };
}
