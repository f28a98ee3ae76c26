/**
 * Test helpers for the announcement, template and bulletin tests (imported by test files only). Projects are made
 * directly in the table so these tests do not depend on the project screens' rules.
 */
import { randomBytes } from 'node:crypto';
import type { AnnouncementType, PurchaseWay } from '@swp/core';
import type { Db } from '../../src/db/client.ts';
import { announcementTemplates, departments, projects } from '../../src/db/schema/index.ts';
import type { OffsetClock } from '../../src/lib/clock.ts';

const unique = () => randomBytes(4).toString('hex');

/** Moves the test clock so that now is `at` (the clock follows real time from there). */
export function setNow(clock: OffsetClock, at: string | Date) {
  clock.reset();
  clock.advance(new Date(at).getTime() - Date.now());
}

/** A project with every placeholder field filled, approved (ready for its 招标公告) unless told otherwise. */
export async function createTestProject(db: Db, overrides: Partial<typeof projects.$inferInsert> = {}) {
  const tag = unique();
  const [need, manage] = await db
    .insert(departments)
    .values([{ name: `需求部门${tag}` }, { name: `管理部门${tag}` }])
    .returning();
  const [row] = await db
    .insert(projects)
    .values({
      projectCode: `T-${tag}`,
      projectName: `城东水厂管网改造工程${tag}`,
      needDeptId: need!.id,
      manageDeptId: manage!.id,
      purchaseWay: 1,
      purchaseName: '某某水务集团有限公司',
      categoryCn: '工程',
      totalInvestment: '1234567.5',
      specialFree: '企业自筹',
      tendCon: '已具备招标条件',
      bidRange: '管网改造及附属工程',
      section: '一个标段',
      address: '城东区',
      openAddress: '集团本部三楼开标室',
      cycle: '90日历天',
      qualityReq: '合格',
      qualificationReq: '市政公用工程施工总承包三级及以上\n项目经理具备二级建造师',
      budget: '1200000.00',
      status: 'approved',
      ...overrides,
    })
    .returning();
  return { ...row!, needDeptName: need!.name, manageDeptName: manage!.name };
}

export async function createTestTemplate(
  db: Db,
  values: { type: AnnouncementType; purchaseWay: PurchaseWay; html?: string; enabled?: boolean; name?: string },
) {
  const [row] = await db
    .insert(announcementTemplates)
    .values({
      name: values.name ?? `测试模板${unique()}`,
      type: values.type,
      purchaseWay: values.purchaseWay,
      enabled: values.enabled ?? true,
      html:
        values.html ??
        '<h2>{{projectName}}招标公告</h2><p>项目编号：{{projectCode}}</p><p>采购方式：{{purchaseWay}}</p>' +
          '<p>报名截止：{{enrollEndTime}}</p><p>开标时间：{{openTime}}</p><p>总投资：{{totalInvestment}}元</p>',
    })
    .returning();
  return row!;
}

/**
 * Tender times that satisfy every rule when published at `now`: enrolment from now, deadline and opening `days`
 * days later (enough for any purchase way when days ≥ 21).
 */
export function tenderTimes(now: Date, days = 21) {
  const at = (d: number, hours = 0) => new Date(now.getTime() + d * 86_400_000 + hours * 3_600_000).toISOString();
  return {
    enrollTime: at(0, 1),
    enrollEndTime: at(days - 2),
    closeFileupTime: at(days),
    openTime: at(days),
  };
}
