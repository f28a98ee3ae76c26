/**
 * The demo seeds' tendering steps (demo-tendering.ts, demo-results.ts): nothing is written around the rules —
 * projects are published through transitionProject (demo-announcements.ts), enrolments and reviews through the 报名
 * and 报名审查 services, bids through the upload service (its type check, the seal under the project's key, the
 * receipt's hash) — each at its own past moment of a fixed clock, so the history, the audit log and every deadline
 * check read as if people had done it. No SMS goes out for this past.
 */
import { Readable } from 'node:stream';
import { Permission, shanghaiParts } from '@swp/core';
import { asc, inArray } from 'drizzle-orm';
import type { AppConfig } from '../config.ts';
import type { DbOrTx } from '../db/client.ts';
import { announcementTemplates, suppliers } from '../db/schema/index.ts';
import type { Deps, LinkMeta } from '../deps.ts';
import { HOUR } from '../lib/clock.ts';
import { renderPdf } from '../lib/pdf/index.ts';
import type { BidUploadParts } from '../modules/bids/bid-multipart.ts';
import { lodgeBid } from '../modules/bids/bid-upload.service.ts';
import { applyEnrolment } from '../modules/enrolments/enrolment-apply.service.ts';
import { reviewEnrolment } from '../modules/enrolments/enrolment-review.service.ts';
import { generateProjectCode } from '../modules/projects/project-code.repo.ts';
import { transitionProject } from '../modules/projects/project-transition.ts';
import { findProject, insertProject, type NewProject } from '../modules/projects/projects.repo.ts';
import { audit } from '../platform/audit/audit.service.ts';
import type { Principal } from '../plugins/access-types.ts';
import type { FileStorage } from '../plugins/storage-interface.ts';
import { CONTACT, publish } from './demo-announcements.ts';

export interface DemoTenderKitOptions {
  /** The 采购专员: creates and publishes the tenders and reviews every enrolment. */
  buyer: { id: number; name: string; username: string };
  needDeptId: number;
  manageDeptId: number;
  /** The 评分标准 of the tenders (demo-grading.ts 工程施工类): 开标 needs one. */
  gradingStandardId: number;
  /** The server's file storage and settings (the bid master key, the bid size limit): bids are sealed with them. */
  storage: FileStorage;
  config: AppConfig;
}

export type Company = { id: number; account: string; companyName: string; uscc: string };

/** The demo companies this seed enrols (demo-suppliers.ts; all approved, none banned). */
export const ACCOUNTS = ['gongyingshang', 'qingyuan', 'hengtong', 'anlan', 'shizheng'] as const;
export type Account = (typeof ACCOUNTS)[number];

/** The seed's past never texts anyone: the companies were "told" long ago. */
export const NO_SMS: Deps['sms'] = { kind: 'log', send: async () => undefined };
export const QUIET_LOG = { warn: () => undefined };
/** No request: no address, and no message either (NO_SMS), so no link is ever built on the empty base. */
export const META: LinkMeta = { ip: '', baseUrl: '' };

export const vender = (c: Company): Principal => ({
  role: 'vender',
  userId: c.id,
  sessionId: 0,
  name: c.companyName,
  account: c.account,
  perms: [],
  mustChangePassword: false,
});

/** The whole hour at or before `now`: "openTime has just passed" on a round time. */
export const hourOf = (now: Date) => new Date(Math.floor(now.getTime() / HOUR) * HOUR);

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

export type TenderTimes = { published: Date; enrollEndTime: Date; closeFileupTime: Date; openTime: Date };

export interface DemoTender {
  project: Omit<NewProject, 'id' | 'status' | 'projectCode' | 'needDeptId' | 'manageDeptId'>;
  times: TenderTimes;
}

/** One enrolment: who, when it was sent, and when 报名审查 passed it (never: it stays 待审查). */
export interface Enrolment {
  account: Account;
  enrolledAt: Date;
  passedAt?: Date;
  /** The sealed bid, if the company lodged one: its 报价 and when. */
  bid?: { offer: string; at: Date };
}

/** The demo's usual bidder: passed 报名审查, then lodged a sealed bid with this 报价 at bidAt. */
export const bidder = (account: Account, enrolledAt: Date, passedAt: Date, offer: string, bidAt: Date): Enrolment => ({
  account,
  enrolledAt,
  passedAt,
  bid: { offer, at: bidAt },
});

/** Both demo tenders are the water group's 工程, bought by 竞争性谈判采购 (purchase way 2). */
export const WATER_GROUP_WORKS = {
  purchaseWay: 2,
  purchaseName: '江城市水务集团有限公司',
  categoryCn: '工程',
} as const;

/**
 * The deps of a past moment. The services take the database handle of a request; here it is the first start's
 * transaction (their own transactions become savepoints in it), so a failure anywhere leaves an empty database that
 * the next start seeds again — and at worst a few sealed objects in storage that no row names, which nothing ever
 * reads.
 */
export const pastDeps =
  (tx: DbOrTx, config: AppConfig) =>
  (moment: Date, sms: Deps['sms'] = NO_SMS): Deps => ({ db: tx, clock: { now: () => moment }, sms, config });

/** The 采购专员 as the services see a signed-in staff user. */
export const staffPrincipal = (buyer: DemoTenderKitOptions['buyer']): Principal => ({
  role: 'staff',
  userId: buyer.id,
  sessionId: 0,
  name: buyer.name,
  account: buyer.username,
  perms: [Permission.project],
  mustChangePassword: false,
});

/**
 * The steps the demo seeds share: the past moment's deps, the 采购专员 as a principal, the demo companies, a tender
 * created and published by the lifecycle path, and 报名 + 报名审查 + sealed bids through their services.
 */
export async function demoTenderKit(tx: DbOrTx, options: DemoTenderKitOptions) {
  const { buyer, storage, config } = options;
  const depsAt = pastDeps(tx, config);
  const staff = staffPrincipal(buyer);

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
      openAddress: '集团本部三楼开标室',
      ...project,
      gradingStandardId: options.gradingStandardId,
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

  return { depsAt, staff, company, templates, publishedTender, enrol };
}
