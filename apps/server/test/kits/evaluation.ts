/**
 * Helpers for the 在线评标 tests (test-only; imported by *.test.ts files). `evaluationTender` makes what the
 * committee starts from: a tender with 3 sealed bids, opened through the real 开标 (so opened_bids and the state are
 * the opening's own), its 评分标准 (kits/grading.ts: 2 初步评审 items, 商务 20, 技术 50, 价格 30 低价优先法), and a
 * confirmed committee of 3 written as the extraction leaves it — plus a declined member, a held backup and an expert
 * of another project, who are all no members. Tokens are issued sessions (no sign-in).
 */
import { randomBytes } from 'node:crypto';
import {
  type DetailedEntry,
  type EvalReport,
  type EvalWorkspace,
  evaluationApi,
  openingApi,
  type PreliminaryEntry,
} from '@swp/core';
import { and, asc, count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import {
  auditLogs,
  chairVotes,
  evaluationSheets,
  evaluationSignatures,
  evaluations,
  extractions,
  gradingItems,
  invitations,
  projects,
  specialists,
  staffUsers,
} from '../../src/db/schema/index.ts';
import { issueSession } from '../../src/platform/auth/session.service.ts';
import type { TestApp } from '../app.ts';
import type { ApiClient } from '../client.ts';
import { uniqueMobile } from '../factories.ts';
import { passTime, type TenderOptions, tenderWithPassedBidders } from './enrolments.ts';
import { lodgeSealedBid } from './opening.ts';

type Kit = Pick<TestApp, 'app' | 'db' | 'clock'>;

let codeSeq = Math.floor(Math.random() * 9000);
/** A project code of the numbered form (SW-YYYY-NNNN), unique within a test database. */
const numberedCode = () => `SW-${2100 + Math.floor(Math.random() * 800)}-${String(codeSeq++ % 10000).padStart(4, '0')}`;

export interface Member {
  id: number;
  name: string;
  mobile: string;
  token: string;
}

async function insertExpert(db: Db, name: string) {
  const tag = randomBytes(4).toString('hex');
  const [row] = await db
    .insert(specialists)
    .values({ name, mobile: uniqueMobile(), account: `pb_${tag}`, category: 'technical', region: `评标区${tag}` })
    .returning({ id: specialists.id, name: specialists.name, mobile: specialists.mobile });
  return row!;
}

/** Invitations as the extraction leaves them: a member seat answered `isAffirm`, or a backup never called. */
async function invite(t: Kit, extractionId: number, specialistId: number, seat: 'member' | 'backup', isAffirm: number) {
  await t.db.insert(invitations).values({
    extractionId,
    specialistId,
    seat,
    category: 'technical',
    keyHash: randomBytes(16).toString('hex'),
    isAffirm,
    affirmTime: isAffirm === 0 ? null : t.clock.now(),
    sendurlSendtime: t.clock.now(),
    createdAt: t.clock.now(),
  });
}

const signedIn = async (t: Kit, expert: { id: number; name: string; mobile: string }): Promise<Member> => ({
  ...expert,
  token: (await issueSession(t.db, t.clock, 'specialist', expert.id, '127.0.0.1')).token,
});

/**
 * A committee of one confirmed member for a project opened some other way (the 开标大厅 tests), written as the
 * extraction leaves it; answers the member, signed in.
 */
export async function seatOneMember(t: Kit, projectId: number): Promise<Member> {
  const [staff] = await t.db.select({ id: staffUsers.id }).from(staffUsers).limit(1);
  const [extraction] = await t.db
    .insert(extractions)
    .values({ kind: 'project', projectId, request: {}, createdBy: staff!.id, createdAt: t.clock.now() })
    .returning({ id: extractions.id });
  const expert = await insertExpert(t.db, '周评审');
  await invite(t, extraction!.id, expert.id, 'member', 1);
  return signedIn(t, expert);
}

export interface EvalOptions extends TenderOptions {
  /** The three quotes, in the order the bids were received. */
  offers?: [string, string, string];
  /** Stop before 开标 (the committee exists, the bids are sealed). */
  unopened?: boolean;
  /** The bytes of each bid's file, in order (else 2 KB of random bytes each). */
  files?: Buffer[];
}

/** The tender, its opening and its committee: see the file's comment. */
export async function evaluationTender(t: Kit, api: ApiClient, opts: EvalOptions = {}) {
  const offers = opts.offers ?? ['100000.00', '120000.00', '150000.00'];
  const tender = await tenderWithPassedBidders(t, 3, {
    ...opts,
    overrides: { projectCode: numberedCode(), ...opts.overrides },
  });
  const bids = [];
  for (const [i, s] of tender.suppliers.entries()) {
    const bid = { projectId: tender.projectId, supplierId: s.id, enrolmentId: s.enrolmentId, offer: offers[i]! };
    bids.push({ ...(await lodgeSealedBid(t, bid, opts.files?.[i])), companyName: s.companyName });
  }
  const [staff] = await t.db.select({ id: staffUsers.id }).from(staffUsers).limit(1);
  const [extraction] = await t.db
    .insert(extractions)
    .values({
      kind: 'project',
      projectId: tender.projectId,
      request: {},
      createdBy: staff!.id,
      createdAt: t.clock.now(),
    })
    .returning({ id: extractions.id });
  const experts = [];
  for (const name of ['张评审', '李评审', '王评审']) experts.push(await insertExpert(t.db, name));
  for (const e of experts) await invite(t, extraction!.id, e.id, 'member', 1);
  const declined = await insertExpert(t.db, '赵拒绝');
  await invite(t, extraction!.id, declined.id, 'member', -1);
  const backup = await insertExpert(t.db, '钱备选');
  await invite(t, extraction!.id, backup.id, 'backup', 0);
  const stranger = await insertExpert(t.db, '孙路人');

  passTime(t.clock, tender.project.openTime);
  if (!opts.unopened) {
    const opened = await api.call(openingApi.open, { projectId: tender.projectId }, { token: tender.staffToken });
    expect(opened.body.code, opened.body.msg).toBe(0);
  }
  const items = await t.db
    .select({
      id: gradingItems.id,
      group: gradingItems.group,
      name: gradingItems.name,
      maxScore: gradingItems.maxScore,
    })
    .from(gradingItems)
    .where(eq(gradingItems.standardId, tender.project.gradingStandardId!))
    .orderBy(asc(gradingItems.sort));
  const itemOf = (group: string) => items.find((i) => i.group === group)!;
  return {
    ...tender,
    bids,
    members: await Promise.all(experts.map((e) => signedIn(t, e))),
    declined: await signedIn(t, declined),
    backup: await signedIn(t, backup),
    stranger: await signedIn(t, stranger),
    items: {
      qualification: itemOf('qualification'),
      compliance: itemOf('compliance'),
      business: itemOf('business'),
      technical: itemOf('technical'),
      price: itemOf('price'),
    },
  };
}
export type EvalTender = Awaited<ReturnType<typeof evaluationTender>>;

/**
 * A complete 初步评审 sheet: every bidder passes every item, except the given fails (with their reasons). Sheets
 * name a bid by its public id, as every input does.
 */
export function passAll(e: EvalTender, fails: { bidId: string; reason: string }[] = []): PreliminaryEntry[] {
  return e.bids.flatMap((bid) =>
    [e.items.qualification, e.items.compliance].map((item) => {
      const fail = item === e.items.qualification ? fails.find((f) => f.bidId === bid.publicId) : undefined;
      return fail
        ? { bidId: bid.publicId, itemId: item.id, pass: false, reason: fail.reason }
        : { bidId: bid.publicId, itemId: item.id, pass: true };
    }),
  );
}

/** A complete 详细评审 sheet for the given bids: 商务 and 技术 scores per bid, with a comment on every score. */
export function scoreAll(
  e: EvalTender,
  scores: { bidId: string; business: string; technical: string }[],
): DetailedEntry[] {
  return scores.flatMap((s) => [
    { bidId: s.bidId, itemId: e.items.business.id, score: s.business, comment: '业绩材料齐全' },
    { bidId: s.bidId, itemId: e.items.technical.id, score: s.technical, comment: '方案基本可行' },
  ]);
}

/** The API calls of a member (or anyone with a token). */
export const evalApi = (api: ApiClient, projectId: number) => ({
  workspace: (token: string) => api.post<EvalWorkspace>(evaluationApi.workspace.path, { projectId }, { token }),
  vote: (token: string, candidateId: number) =>
    api.post(evaluationApi.voteChair.path, { projectId, candidateId }, { token }),
  save: (token: string, step: 'preliminary' | 'detailed', entries: unknown[]) =>
    api.post(evaluationApi.saveSheet.path, { projectId, step, entries }, { token }),
  submit: (token: string, step: 'preliminary' | 'detailed', entries: unknown[]) =>
    api.post(evaluationApi.submitSheet.path, { projectId, step, entries }, { token }),
  finishPreliminary: (token: string) => api.post(evaluationApi.finishPreliminary.path, { projectId }, { token }),
  submitResult: (token: string) => api.post<EvalReport>(evaluationApi.submitResult.path, { projectId }, { token }),
  returnSheet: (token: string, specialistId: number, step: 'preliminary' | 'detailed', reason: string) =>
    api.post(evaluationApi.returnSheet.path, { projectId, specialistId, step, reason }, { token }),
});

/** Everything an evaluation writes for a project: to prove a refused call wrote nothing. */
export async function evaluationTrace(db: Db, projectId: number) {
  const n = async (table: typeof evaluationSheets | typeof chairVotes | typeof evaluationSignatures) => {
    const [row] = await db.select({ n: count() }).from(table).where(eq(table.projectId, projectId));
    return row!.n;
  };
  const [evaluation] = await db.select().from(evaluations).where(eq(evaluations.projectId, projectId));
  const sheets = await db
    .select({
      specialistId: evaluationSheets.specialistId,
      step: evaluationSheets.step,
      status: evaluationSheets.status,
      entries: evaluationSheets.entries,
    })
    .from(evaluationSheets)
    .where(eq(evaluationSheets.projectId, projectId))
    .orderBy(asc(evaluationSheets.id));
  const [logs] = await db
    .select({ n: count() })
    .from(auditLogs)
    .where(and(eq(auditLogs.targetType, 'project'), eq(auditLogs.targetId, String(projectId))));
  const [project] = await db.select({ status: projects.status }).from(projects).where(eq(projects.id, projectId));
  return {
    evaluation: evaluation ?? null,
    sheets,
    votes: await n(chairVotes),
    signatures: await n(evaluationSignatures),
    logs: logs!.n,
    status: project!.status,
  };
}

type Call = ReturnType<typeof evalApi>;
const expectOk = (reply: { body: { code: number; msg: string } }) => expect(reply.body.code, reply.body.msg).toBe(0);

/** members[0] becomes the chair by two votes of three. */
export async function electFirstMember(e: EvalTender, call: Call) {
  const chair = e.members[0]!;
  expectOk(await call.vote(e.members[1]!.token, chair.id));
  expectOk(await call.vote(chair.token, chair.id));
  return chair;
}

/** Chair elected, every member passes every bidder (but the given fails), 初步评审 closed. */
export async function throughPreliminary(e: EvalTender, call: Call, fails: { bidId: string; reason: string }[] = []) {
  const chair = await electFirstMember(e, call);
  for (const m of e.members) expectOk(await call.submit(m.token, 'preliminary', passAll(e, fails)));
  expectOk(await call.finishPreliminary(chair.token));
  return chair;
}

/** Every member submits the same 详细评审 sheet for the bids still in (by their public ids). */
export async function everyoneScores(e: EvalTender, call: Call, bidIds = e.bids.map((b) => b.publicId)) {
  const sheet = scoreAll(
    e,
    bidIds.map((bidId) => ({ bidId, business: '18', technical: '45' })),
  );
  for (const m of e.members) expectOk(await call.submit(m.token, 'detailed', sheet));
}
