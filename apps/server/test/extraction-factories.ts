import { randomBytes } from 'node:crypto';
import { ConfirmPath, type ProjectExtractionInput, projectExtractionApi, testSupportApi } from '@swp/core';
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../src/db/client.ts';
import {
  departments,
  extractionDraws,
  extractions,
  invitations,
  projects,
  specialists,
} from '../src/db/schema/index.ts';
import { DAY } from '../src/lib/clock.ts';
import type { ApiClient } from './client.ts';

/**
 * Rows for the extraction tests, inserted directly so these tests depend on no other feature's API. Each test
 * gives its experts a region of their own and draws with `includeRegions: [region]`, so tests sharing one
 * database never draw each other's experts.
 */

let seq = 0;
const unique = () => `${Date.now().toString(36)}${(seq++).toString(36)}${randomBytes(2).toString('hex')}`;
/** Mobiles starting 16, counted: no clash within a file (the shared factories use random 15… numbers). */
let mobileSeq = Math.floor(Math.random() * 9e8);
const nextMobile = () => `16${String(mobileSeq++ % 1e9).padStart(9, '0')}`;

export const uniqueRegion = () => `测试区${unique()}`;

export type ExpertOverrides = Partial<typeof specialists.$inferInsert>;

/** Experts of one region, eligible unless the overrides say otherwise (born 1975, so the age is known). */
export async function createExperts(db: Db, n: number, region: string, overrides: ExpertOverrides = {}) {
  if (n === 0) return [];
  const rows = Array.from({ length: n }, (_, i) => ({
    name: `专家${unique().slice(-5)}${i}`,
    mobile: nextMobile(),
    birthDate: '1975-06-01',
    title: '高级工程师',
    employer: `测试设计院${i % 7}`,
    region,
    category: 'technical' as const,
    ...overrides,
  }));
  return db.insert(specialists).values(rows).returning();
}

export interface ProjectOptions {
  status?: string;
  paused?: boolean;
  purchaseWay?: number;
  needDeptName?: string;
  /** Defaults to two days from now. */
  openTime?: Date;
  enrollEndTime?: Date;
  address?: string | null;
}

/** A project row in the given state (enrolling by default) with a requesting department of its own. */
export async function createProject(db: Db, opts: ProjectOptions = {}) {
  const [dept] = await db
    .insert(departments)
    .values({ name: opts.needDeptName ?? `需求部门${unique()}` })
    .returning();
  const now = Date.now();
  const [row] = await db
    .insert(projects)
    .values({
      projectCode: `T-${unique()}`,
      projectName: `管网改造工程${unique().slice(-4)}`,
      needDeptId: dept!.id,
      manageDeptId: dept!.id,
      purchaseWay: opts.purchaseWay ?? 1,
      purchaseName: '水务集团',
      categoryCn: '工程',
      budget: '1000000.00',
      status: opts.status ?? 'enrolling',
      paused: opts.paused ?? false,
      enrollTime: new Date(now - DAY),
      enrollEndTime: opts.enrollEndTime ?? new Date(now + DAY),
      closeFileupTime: new Date(now + 2 * DAY),
      openTime: opts.openTime ?? new Date(now + 2 * DAY),
      address: '城东片区',
      openAddress: opts.address === undefined ? '水务大厦301会议室' : opts.address,
    })
    .returning();
  return { ...row!, needDeptName: dept!.name };
}

/** A 询价 committee of 3 technical experts, limited to the test's region. */
export const drawBody = (projectId: number, region: string, extra: Partial<ProjectExtractionInput> = {}) => ({
  projectId,
  committeeSize: 3,
  technicalCount: 3,
  economicCount: 0,
  includeRegions: [region],
  ...extra,
});

export const invitationRows = (db: Db, extractionId: number) =>
  db.select().from(invitations).where(eq(invitations.extractionId, extractionId)).orderBy(asc(invitations.id));

export const invitationRow = async (db: Db, id: number) =>
  (await db.select().from(invitations).where(eq(invitations.id, id)))[0]!;

export const drawRows = (db: Db, extractionId: number) =>
  db
    .select()
    .from(extractionDraws)
    .where(eq(extractionDraws.extractionId, extractionId))
    .orderBy(asc(extractionDraws.id));

export const extractionsOfProject = (db: Db, projectId: number) =>
  db.select().from(extractions).where(eq(extractions.projectId, projectId));

export const mobileOf = async (db: Db, specialistId: number) =>
  (await db.select({ m: specialists.mobile }).from(specialists).where(eq(specialists.id, specialistId)))[0]!.m;

/** The link keys the outbox holds for a mobile, newest first, with the page each link opens. */
export async function linksSentTo(api: ApiClient, mobile: string) {
  const outbox = await api.get<{ content: string }[]>(testSupportApi.sms.path, { query: { mobile } });
  return (outbox.body.data ?? []).flatMap((m) => {
    const match = m.content.match(/https?:\/\/[^\s/]+(\/specialist(?:-extract)?-confirm)\?t=([A-Za-z0-9_-]+)/);
    return match ? [{ page: match[1]!, key: match[2]!, content: m.content }] : [];
  });
}

/** The key of the one invitation sent to an expert. */
export async function keyOf(api: ApiClient, db: Db, specialistId: number): Promise<string> {
  const links = await linksSentTo(api, await mobileOf(db, specialistId));
  expect(links.length).toBeGreaterThan(0);
  return links[0]!.key;
}

export type DrawResult = { extractionId: number; eligibleCount: number; invited: number; backups: number };

/** Draws a committee for a project from the experts of `region` (drawBody with `extra`); the draw must succeed. */
export async function drawCommittee(
  api: ApiClient,
  token: string,
  projectId: number,
  region: string,
  extra: Partial<ProjectExtractionInput> = {},
): Promise<DrawResult> {
  const reply = await api.post<DrawResult>(projectExtractionApi.draw.path, drawBody(projectId, region, extra), {
    token,
  });
  expect(reply.body.code, reply.body.msg).toBe(0);
  return reply.body.data!;
}

/** A committee of 3 drawn for a fresh project from a region of its own: its first member's invitation and key. */
export async function firstInvitation(db: Db, api: ApiClient, token: string) {
  const region = uniqueRegion();
  const experts = await createExperts(db, 3, region);
  const project = await createProject(db);
  const { extractionId } = await drawCommittee(api, token, project.id, region);
  const [row] = await invitationRows(db, extractionId);
  const expert = experts.find((e) => e.id === row!.specialistId)!;
  return { project, expert, invitationId: row!.id, key: await keyOf(api, db, expert.id) };
}

/** The SMS code the project confirmation page sends for a link key, read from the outbox. */
export async function confirmationCode(api: ApiClient, key: string, mobile: string): Promise<string> {
  const reply = await api.post(ConfirmPath.project.getCode, { id: key });
  expect(reply.body, reply.body.msg).toEqual({ code: 0, msg: '发送成功' });
  return api.lastSmsCode(mobile);
}
