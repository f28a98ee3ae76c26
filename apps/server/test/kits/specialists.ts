import { randomBytes } from 'node:crypto';
import { idNumberCheckChar, Permission } from '@swp/core';
import { count } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import {
  auditLogs,
  departments,
  extractions,
  invitations,
  projects,
  specialistSpecialties,
  specialists,
  specialties,
} from '../../src/db/schema/index.ts';
import { seedDemoExperts } from '../../src/seed/demo-experts.ts';
import type { TestApp } from '../app.ts';
import type { ApiClient } from '../client.ts';
import { staffTokenWith } from '../factories.ts';

/** Helpers for the 专家管理 and 专业类别 API tests (test-only; imported by *.test.ts files). */

let idSeq = 0;
/**
 * A valid ID number no other call in this test file returns (each file has its own database copy): region 330102, a birth date that walks through the calendar, and a
 * sequence; `male` picks an odd 17th digit.
 */
export function testIdNumber(opts: { male?: boolean; birthDate?: string } = {}): string {
  const n = idSeq++;
  const birth = (opts.birthDate ?? `19${60 + (n % 30)}-0${1 + (n % 9)}-1${n % 10}`).replaceAll('-', '');
  const sequence = String(n % 50).padStart(2, '0') + String(((n % 5) * 2 + (opts.male === false ? 0 : 1)) % 10);
  const first17 = `330102${birth}${sequence}`;
  return first17 + idNumberCheckChar(first17);
}

/** A token for a staff user holding 专家管理 only, and one for a user with every other permission but it. */
export const specialistManagerToken = (db: Db, api: ApiClient) => staffTokenWith(db, api, [Permission.specialist]);

export async function tokenWithout(db: Db, api: ApiClient, permission: string): Promise<string> {
  return staffTokenWith(
    db,
    api,
    Object.values(Permission).filter((p) => p !== permission),
  );
}

/** Row counts of every table a refused 专家管理 request must leave alone. */
export async function poolCounts(db: Db) {
  const tables = { specialists, specialties, specialistSpecialties, invitations, auditLogs };
  const out: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await db.select({ n: count() }).from(table);
    out[name] = row!.n;
  }
  return out;
}

/** An extraction with one invitation per expert; a project extraction gets a project opening at `openTime`. */
export async function inviteExperts(
  db: Db,
  invited: { specialistId: number; isAffirm?: number }[],
  opts: { projectOpenTime?: Date | null; createdBy: number; now?: Date } = { createdBy: 1 },
) {
  const now = opts.now ?? new Date();
  let projectId: number | null = null;
  if (opts.projectOpenTime !== undefined) {
    const [dept] = await db.select({ id: departments.id }).from(departments).limit(1);
    const code = `T-${randomBytes(4).toString('hex')}`;
    const [project] = await db
      .insert(projects)
      .values({
        projectCode: code,
        projectName: `测试项目${code}`,
        needDeptId: dept!.id,
        manageDeptId: dept!.id,
        purchaseWay: 3,
        purchaseName: '水务集团',
        categoryCn: '工程',
        budget: '100000.00',
        openTime: opts.projectOpenTime,
      })
      .returning();
    projectId = project!.id;
  }
  const [extraction] = await db
    .insert(extractions)
    .values({
      kind: projectId ? 'project' : 'external',
      projectId,
      taskName: projectId ? null : '外部招募评审任务',
      request: {},
      createdBy: opts.createdBy,
      createdAt: now,
    })
    .returning();
  for (const i of invited) {
    await db.insert(invitations).values({
      extractionId: extraction!.id,
      specialistId: i.specialistId,
      seat: 'member',
      category: 'technical',
      keyHash: randomBytes(16).toString('hex'),
      isAffirm: i.isAffirm ?? 0,
      sendurlSendtime: now,
      createdAt: now,
    });
  }
  return { extractionId: extraction!.id, projectId };
}

/**
 * Fills the pool as a first start does (the demo specialty tree and experts), so the tests run against a pool
 * that is not empty, whether or not seed/demo.ts has called seedDemoExperts already (it does nothing twice).
 */
export async function withDemoExperts(t: TestApp): Promise<void> {
  await t.db.transaction((tx) => seedDemoExperts(tx));
}
