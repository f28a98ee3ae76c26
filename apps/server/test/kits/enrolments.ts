/**
 * Helpers for the 报名, 投标 and 开标 API tests (test-only; imported by *.test.ts files). Projects, companies and
 * enrolments are written straight into the tables and signed in by issuing a session, so the bid and opening tests
 * depend on no other feature's API and stay fast with many bidders. Times follow the test clock (`t.clock`): move
 * it past `closeFileupTime` or `openTime` to pass a deadline.
 */
import { randomBytes } from 'node:crypto';
import { type EnrolmentStatus, Permission } from '@swp/core';
import { count, eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import { auditLogs, departments, enrolments, projectSections, projects, suppliers } from '../../src/db/schema/index.ts';
import { type Clock, DAY, HOUR } from '../../src/lib/clock.ts';
import { issueSession } from '../../src/platform/auth/session.service.ts';
import type { TestApp } from '../app.ts';
import { createStaff, testPasswordHash, uniqueMobile } from '../factories.ts';
import { insertGradingStandard } from './grading.ts';

const unique = () => randomBytes(4).toString('hex');

export const BIDDER_PASSWORD = 'Toubiao2026';
let bidderHash: Promise<string> | undefined;
/** One password hash for every test company, at the test accounts' low cost (factories.ts). */
const passwordHash = () => {
  bidderHash ??= testPasswordHash(BIDDER_PASSWORD);
  return bidderHash;
};

/**
 * The times of a tender in 报名中 at the clock's now: enrolment opened an hour ago and closes in a day, bid files
 * until two days from now, the opening an hour after that (docs/rules.md order: enrollTime < enrollEndTime ≤
 * closeFileupTime ≤ openTime).
 */
export function enrollingTimes(now: Date) {
  const at = (ms: number) => new Date(now.getTime() + ms);
  return {
    enrollTime: at(-HOUR),
    enrollEndTime: at(DAY),
    closeFileupTime: at(2 * DAY),
    openTime: at(2 * DAY + HOUR),
  };
}

export interface TenderOptions {
  /** 标段 names; none by default (enrolment is then once per project). */
  sections?: string[];
  /** 1 询价 (default), 2 竞争性谈判, 3 公开招标, 4 邀请招标: the purchase way whose minBids applies. */
  purchaseWay?: number;
  /** Overrides of the tender's columns (times, paused, status…). */
  overrides?: Partial<typeof projects.$inferInsert>;
}

/**
 * A published tender (stored 'enrolling') inside its enrolment window on the test clock, with its sections and a
 * 评分标准 (开标 needs one; `overrides: { gradingStandardId: null }` for a tender without).
 */
export async function tenderProject(t: Pick<TestApp, 'db' | 'clock'>, opts: TenderOptions = {}) {
  const tag = unique();
  const [dept] = await t.db
    .insert(departments)
    .values({ name: `需求部门${tag}` })
    .returning();
  const [project] = await t.db
    .insert(projects)
    .values({
      projectCode: `ZB-${tag}`,
      projectName: `城北水厂设备采购${tag}`,
      needDeptId: dept!.id,
      manageDeptId: dept!.id,
      purchaseWay: opts.purchaseWay ?? 1,
      purchaseName: '某某水务集团有限公司',
      categoryCn: '货物',
      budget: '800000.00',
      address: '城东片区',
      openAddress: '水务大厦301会议室',
      gradingStandardId: await insertGradingStandard(t.db),
      status: 'enrolling',
      ...enrollingTimes(t.clock.now()),
      ...opts.overrides,
    })
    .returning();
  const names = opts.sections ?? [];
  const sections =
    names.length === 0
      ? []
      : await t.db
          .insert(projectSections)
          .values(names.map((name, sort) => ({ projectId: project!.id, name, budget: '400000.00', sort })))
          .returning({ id: projectSections.id, name: projectSections.name });
  return { ...project!, needDeptName: dept!.name, sections };
}

export interface BidderCompany {
  id: number;
  token: string;
  companyName: string;
  mobile: string;
  account: string;
}

/** A company (approved unless told) signed in as the vender area: its id, token, name and mobile. */
export async function bidderCompany(
  t: Pick<TestApp, 'db' | 'clock'>,
  status: 'pending' | 'approved' | 'rejected' | 'frozen' = 'approved',
  statusReason = '',
): Promise<BidderCompany> {
  const tag = unique();
  const [row] = await t.db
    .insert(suppliers)
    .values({
      account: `tb_${tag}`,
      passwordHash: await passwordHash(),
      companyName: `浙江测试供水设备有限公司${tag}`,
      uscc: `91330100${randomBytes(5).toString('hex').toUpperCase()}`,
      legalRep: '王建华',
      contactName: '赵敏',
      mobile: uniqueMobile(),
      status,
      statusReason,
    })
    .returning();
  const { token } = await issueSession(t.db, t.clock, 'vender', row!.id, '127.0.0.1');
  return { id: row!.id, token, companyName: row!.companyName, mobile: row!.mobile, account: row!.account };
}

/** An enrolment row as a finished 报名 (and, unless pending, 报名审查) leaves it. */
export async function enrolDirectly(
  db: Db,
  values: { projectId: number; supplierId: number; sectionId?: number | null; status?: EnrolmentStatus; at?: Date },
): Promise<number> {
  const status = values.status ?? 'passed';
  const [row] = await db
    .insert(enrolments)
    .values({
      projectId: values.projectId,
      supplierId: values.supplierId,
      sectionId: values.sectionId ?? null,
      status,
      reason: status === 'failed' ? '资格证明文件不全' : '',
      reviewedAt: status === 'pending' ? null : (values.at ?? new Date()),
      ...(values.at ? { createdAt: values.at } : {}),
    })
    .returning({ id: enrolments.id });
  return row!.id;
}

/** A staff user holding 项目管理 (system:project) only, signed in: its token, id and name. */
export async function projectStaff(t: Pick<TestApp, 'db' | 'clock'>) {
  const user = await createStaff(t.db, { perms: [Permission.project] });
  const { token } = await issueSession(t.db, t.clock, 'staff', user.id, '127.0.0.1');
  return { token, id: user.id, name: user.name };
}

/**
 * A tender in 报名中 with `n` approved companies enrolled and passed (on the first section when it has sections),
 * and a staff token of 项目管理: what the bid and opening tests start from. `suppliers[i].enrolmentId` is the
 * enrolment a bid of that company hangs on.
 */
export async function tenderWithPassedBidders(t: Pick<TestApp, 'db' | 'clock'>, n: number, opts: TenderOptions = {}) {
  const project = await tenderProject(t, opts);
  const sectionId = project.sections[0]?.id ?? null;
  const at = t.clock.now();
  const bidders: (BidderCompany & { enrolmentId: number })[] = [];
  for (let i = 0; i < n; i++) {
    const company = await bidderCompany(t);
    const enrolmentId = await enrolDirectly(t.db, { projectId: project.id, supplierId: company.id, sectionId, at });
    bidders.push({ ...company, enrolmentId });
  }
  const staff = await projectStaff(t);
  return {
    projectId: project.id,
    project,
    sectionId,
    suppliers: bidders,
    staffToken: staff.token,
    staffName: staff.name,
  };
}

/** Moves the test clock forward to `at` plus `ms` (a deadline passed by a little). */
export function passTime(clock: Clock & { advance(ms: number): void }, at: Date | null, ms = 1000): void {
  if (!at) throw new Error('passTime: the project has no such time');
  const wait = at.getTime() + ms - clock.now().getTime();
  if (wait > 0) clock.advance(wait);
}

/** Row counts of the tables a refused 报名 or 报名审查 must leave alone. */
export async function enrolmentCounts(db: Db) {
  const [e] = await db.select({ n: count() }).from(enrolments);
  const [a] = await db.select({ n: count() }).from(auditLogs);
  return { enrolments: e!.n, auditLogs: a!.n };
}

export async function enrolmentRow(db: Db, id: number) {
  const [row] = await db.select().from(enrolments).where(eq(enrolments.id, id));
  return row!;
}
