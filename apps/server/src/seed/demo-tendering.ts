/**
 * Demo 报名, 投标 and 开标 (issue 11), so 报名审查, 投标文件, 开标 and the vender's 我的项目 are alive on first start
 * (seed/demo.ts, inside its transaction, after the companies and the announcements):
 * - the first published tender (报名中) gets two enrolments: one 审查通过, one 待审查;
 * - a tender in 投标中: three enrolments passed, two sealed bids; gongyingshang passed WITHOUT a bid, so the demo
 *   user can upload one;
 * - a tender in 待开标 whose openTime has just passed: three passed bidders (gongyingshang one of them) with sealed
 *   bids, so staff can press 开标 in 项目管理 and everyone sees the 开标记录.
 * Nothing is written around the rules: projects are published through transitionProject (demo-announcements.ts),
 * enrolments and reviews through the 报名 and 报名审查 services, bids through the upload service (its type check, the
 * seal under the project's key, the receipt's hash) — each at its own past moment of a fixed clock, so the history,
 * the audit log and every deadline check read as if people had done it. No SMS goes out for this past.
 */
import { Readable } from 'node:stream';
import { Permission, shanghaiParts } from '@swp/core';
import { asc, inArray } from 'drizzle-orm';
import type { AppConfig } from '../config.ts';
import type { DbOrTx } from '../db/client.ts';
import { announcementTemplates, suppliers } from '../db/schema/index.ts';
import type { Deps } from '../deps.ts';
import { HOUR } from '../lib/clock.ts';
import { renderPdf } from '../lib/pdf/index.ts';
import { audit } from '../modules/audit/audit.service.ts';
import type { BidUploadParts } from '../modules/bids/bid-multipart.ts';
import { lodgeBid } from '../modules/bids/bid-upload.service.ts';
import { applyEnrolment } from '../modules/enrolments/enrolment-apply.service.ts';
import { reviewEnrolment } from '../modules/enrolments/enrolment-review.service.ts';
import { generateProjectCode } from '../modules/projects/project-code.repo.ts';
import { transitionProject } from '../modules/projects/project-transition.ts';
import { findProject, insertProject, type NewProject } from '../modules/projects/projects.repo.ts';
import type { Principal } from '../plugins/access-types.ts';
import type { FileStorage } from '../plugins/storage-interface.ts';
import { at, CONTACT, publish } from './demo-announcements.ts';

export interface DemoTenderingOptions {
  /** The 采购专员: creates and publishes the two tenders and reviews every enrolment. */
  buyer: { id: number; name: string; username: string };
  needDeptId: number;
  manageDeptId: number;
  /** A published tender in 报名中 (the announcements seed's first): it gets one passed and one pending enrolment. */
  enrollingProjectId: number;
  /** The server's file storage and settings (the bid master key, the bid size limit): bids are sealed with them. */
  storage: FileStorage;
  config: AppConfig;
  /** The first start's time: every moment below is relative to it. */
  now: Date;
}

export interface DemoTenderingIds {
  enrolling: number;
  bidding: number;
  awaitingOpening: number;
}

type Company = { id: number; account: string; companyName: string; uscc: string };

/** The demo companies this seed enrols (demo-suppliers.ts; all approved, none banned). */
const ACCOUNTS = ['gongyingshang', 'qingyuan', 'hengtong', 'anlan', 'shizheng'] as const;
type Account = (typeof ACCOUNTS)[number];

/** The seed's past never texts anyone: the companies were "told" long ago. */
const NO_SMS: Deps['sms'] = { kind: 'log', send: async () => undefined };
const QUIET_LOG = { warn: () => undefined };
const META = { ip: '' };

const vender = (c: Company): Principal => ({
  role: 'vender',
  userId: c.id,
  sessionId: 0,
  name: c.companyName,
  account: c.account,
  perms: [],
  mustChangePassword: false,
});

/** The whole hour at or before `now`: "openTime has just passed" on a round time. */
const hourOf = (now: Date) => new Date(Math.floor(now.getTime() / HOUR) * HOUR);

/** A small but real PDF 投标文件 of the company (sealed like any upload; readable after the opening). */
function bidDocument(
  project: { projectName: string; projectCode: string },
  company: Company,
  offer: string,
  when: Date,
) {
  const amount = Number(offer).toLocaleString('zh-CN', { minimumFractionDigits: 2 });
  return renderPdf({
    title: '投标文件',
    fields: [
      ['项目名称', project.projectName],
      ['项目编号', project.projectCode],
      ['投标单位', company.companyName],
      ['统一社会信用代码', company.uscc],
      ['投标报价', `人民币 ${amount} 元（含税）`],
      ['工期', '合同签订后 90 日历天内完成'],
      ['质量标准', '符合国家及行业现行验收规范，一次验收合格'],
    ],
    tableTitle: '投标文件目录',
    table: {
      columns: [
        { header: '序号', align: 'center' },
        { header: '内容', weight: 5 },
      ],
      rows: ['投标函及投标报价表', '法定代表人授权委托书', '资格证明文件', '施工组织设计', '类似项目业绩'].map(
        (item, i) => [String(i + 1), item],
      ),
    },
    notes: ['演示数据：本文件由系统生成，用于演示密封投标与开标。'],
    createdAt: when,
  });
}

/** The upload's form as the multipart reader would hand it over: fields first, then the file's bytes as a stream. */
function uploadOf(projectId: number, offer: string, fileName: string, bytes: Buffer): BidUploadParts {
  return {
    fields: { projectId: String(projectId), offer },
    filename: fileName,
    stream: Readable.from([bytes]),
    truncated: () => false,
    onLimit: () => undefined,
    finish: async () => undefined,
    discard: () => undefined,
  };
}

type TenderTimes = { published: Date; enrollEndTime: Date; closeFileupTime: Date; openTime: Date };

interface DemoTender {
  project: Omit<NewProject, 'id' | 'status' | 'projectCode' | 'needDeptId' | 'manageDeptId'>;
  times: TenderTimes;
}

/** One enrolment: who, when it was sent, and when 报名审查 passed it (never: it stays 待审查). */
interface Enrolment {
  account: Account;
  enrolledAt: Date;
  passedAt?: Date;
  /** The sealed bid, if the company lodged one: its 报价 and when. */
  bid?: { offer: string; at: Date };
}

/** The demo's usual bidder: passed 报名审查, then lodged a sealed bid with this 报价 at bidAt. */
const bidder = (account: Account, enrolledAt: Date, passedAt: Date, offer: string, bidAt: Date): Enrolment => ({
  account,
  enrolledAt,
  passedAt,
  bid: { offer, at: bidAt },
});

/** Both demo tenders are the water group's 工程, bought by 竞争性谈判采购 (purchase way 2). */
const WATER_GROUP_WORKS = { purchaseWay: 2, purchaseName: '江城市水务集团有限公司', categoryCn: '工程' } as const;

export async function seedDemoTendering(tx: DbOrTx, options: DemoTenderingOptions): Promise<DemoTenderingIds> {
  const { buyer, now, storage, config } = options;
  // The services take the database handle of a request; here it is the first start's transaction (their own
  // transactions become savepoints in it), so a failure anywhere leaves an empty database that the next start seeds
  // again — and at worst a few sealed objects in storage that no row names, which nothing ever reads.
  const depsAt = (moment: Date): Deps => ({ db: tx, clock: { now: () => moment }, sms: NO_SMS, config });
  const staff: Principal = {
    role: 'staff',
    userId: buyer.id,
    sessionId: 0,
    name: buyer.name,
    account: buyer.username,
    perms: [Permission.project],
    mustChangePassword: false,
  };

  const rows = await tx
    .select({ id: suppliers.id, account: suppliers.account, companyName: suppliers.companyName, uscc: suppliers.uscc })
    .from(suppliers)
    .where(inArray(suppliers.account, [...ACCOUNTS]));
  const company = (account: Account) => {
    const found = rows.find((r) => r.account === account);
    if (!found) throw new Error(`demo tendering: the demo company ${account} is missing (seed demo-suppliers first)`);
    return found;
  };

  const templates = new Map<string, { id: number; html: string }>();
  const installed = await tx.select().from(announcementTemplates).orderBy(asc(announcementTemplates.id));
  for (const t of installed) {
    const key = `${t.type}:${t.purchaseWay}`;
    if (!templates.has(key)) templates.set(key, { id: t.id, html: t.html });
  }

  /** Created and 提交立项 by the 采购专员, then its 招标公告 published: the lifecycle path staff take. */
  async function publishedTender({ project, times }: DemoTender): Promise<number> {
    const { enrollEndTime, closeFileupTime, openTime } = times;
    const by = {
      clock: { now: () => times.published },
      actor: { role: 'staff' as const, id: buyer.id, name: '演示数据' },
      ip: '',
    };
    const createdAt = new Date(times.published.getTime() - 2 * 24 * HOUR);
    const row = await insertProject(tx, {
      ...project,
      needDeptId: options.needDeptId,
      manageDeptId: options.manageDeptId,
      createdBy: buyer.id,
      createdAt,
      updatedAt: createdAt,
      projectCode: await generateProjectCode(tx, shanghaiParts(createdAt.getTime()).year),
    });
    await audit(
      tx,
      { now: () => createdAt },
      {
        actor: by.actor,
        action: 'project.create',
        target: { type: 'project', id: row.id },
        detail: { projectCode: row.projectCode, projectName: row.projectName },
        ip: '',
      },
    );
    await transitionProject(
      tx,
      { ...by, clock: { now: () => createdAt } },
      { projectId: row.id, action: 'submit' },
      async () => ({
        result: 0,
      }),
    );
    await publish(tx, templates, buyer.id, {
      projectId: row.id,
      type: 'tender',
      publishedAt: times.published,
      fields: { ...CONTACT, enrollTime: times.published, enrollEndTime, closeFileupTime, openTime },
    });
    return row.id;
  }

  /** 报名 and 报名审查 through their services, then the bid through the upload service. */
  async function enrol(projectId: number, enrolments: Enrolment[]) {
    const project = (await findProject(tx, projectId))!;
    for (const e of enrolments) {
      const who = company(e.account);
      const { id } = await applyEnrolment(depsAt(e.enrolledAt), vender(who), { projectId }, META);
      if (e.passedAt) await reviewEnrolment(depsAt(e.passedAt), staff, { id, pass: true }, META, QUIET_LOG);
      if (!e.bid) continue;
      const bytes = await bidDocument(project, who, e.bid.offer, e.bid.at);
      const upload = uploadOf(projectId, e.bid.offer, `${who.companyName}投标文件.pdf`, bytes);
      await lodgeBid(depsAt(e.bid.at), storage, vender(who), upload, META);
    }
  }

  // 报名中: the announcements seed's tender; its window opened at its enrollTime, so enrolments follow that.
  const enrolling = (await findProject(tx, options.enrollingProjectId))!;
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
