import { ErrorCode, type MyNegotiation, negotiationApi } from '@swp/core';
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { useTestAppWithFiles } from '../../../test/app.ts';
import { bidderCompany, passTime } from '../../../test/kits/enrolments.ts';
import { closePreliminary, negotiationTender, negotiationTrace, roundBody } from '../../../test/kits/negotiation.ts';
import { auditLogs, evaluations, projects } from '../../db/schema/index.ts';

const { t, api } = useTestAppWithFiles('swp-negotiation-offer-');
afterEach(() => t.clock.reset());

const offer = (projectId: number, value: string, token: string) =>
  api.post<MyNegotiation>(negotiationApi.offer.path, { projectId, offer: value }, { token });
const mine = (projectId: number, token: string) => api.call(negotiationApi.mine, { projectId }, { token });

/** A 竞争性谈判 project whose third bidder failed 初步评审, with round 1 open for two hours. */
async function openRound() {
  const e = await negotiationTender(t, api);
  await closePreliminary(t, e, [2]);
  const body = roundBody(t, e.projectId, 2);
  expect((await api.post(negotiationApi.open.path, body, { token: e.staffToken })).body.code).toBe(0);
  return { ...e, deadline: new Date(body.deadline), note: body.note };
}

async function expectRefused(projectId: number, value: string, token: string, msg: string) {
  const before = await negotiationTrace(t.db, projectId);
  expect((await offer(projectId, value, token)).body).toEqual({ code: ErrorCode.RULE, msg });
  expect(await negotiationTrace(t.db, projectId)).toEqual(before);
}

describe('GET /api/negotiation/mine and POST offer', () => {
  it('a bidder in the running sees the open round and quotes; a second quote replaces the first', async () => {
    const e = await openRound();
    const company = e.suppliers[0]!;
    expect((await mine(e.projectId, company.token)).body.data).toEqual({
      openRound: { round: 1, note: e.note, deadline: e.deadline.toISOString() },
      myOffers: [],
    });
    const first = await offer(e.projectId, '95000.5', company.token);
    expect(first.body).toMatchObject({ code: 0, msg: '最后报价已提交' });
    const at = (reply: typeof first) => Date.parse(reply.body.data!.myOffers[0]!.submittedAt);
    expect(first.body.data!.myOffers).toEqual([{ round: 1, offer: '95000.50', submittedAt: expect.any(String) }]);
    t.clock.advance(60_000);
    const second = await offer(e.projectId, '93000', company.token);
    expect(second.body.data!.myOffers).toEqual([{ round: 1, offer: '93000.00', submittedAt: expect.any(String) }]);
    expect(at(second) - at(first)).toBeGreaterThanOrEqual(60_000); // the server's clock, at the replacing quote
    expect(await negotiationTrace(t.db, e.projectId)).toMatchObject({ rounds: 1, offers: 1 });

    // The log says who quoted in which round, never the amount (staff read the log; the quotes are sealed).
    const logs = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'negotiation.offer'), eq(auditLogs.targetId, String(e.projectId))));
    expect(logs.map((l) => l.detail)).toEqual([
      { round: 1, bidId: e.bids[0]!.publicId, replaced: false },
      { round: 1, bidId: e.bids[0]!.publicId, replaced: true },
    ]);
    expect(JSON.stringify(logs)).not.toContain('93000');
    expect(logs[0]).toMatchObject({ actorRole: 'vender', actorId: String(company.id) });
  });

  it('a bidder out after 初步评审 is not invited and cannot quote', async () => {
    const e = await openRound();
    const out = e.suppliers[2]!;
    expect((await mine(e.projectId, out.token)).body.data).toEqual({ openRound: null, myOffers: [] });
    await expectRefused(e.projectId, '90000', out.token, '贵公司未通过初步评审，不能参与谈判报价');
  });

  it('a company without an opened bid on the project is refused both calls', async () => {
    const e = await openRound();
    const stranger = await bidderCompany(t);
    const msg = '贵公司在该项目没有已开标的投标，不能参与谈判';
    expect((await mine(e.projectId, stranger.token)).body).toEqual({ code: ErrorCode.RULE, msg });
    await expectRefused(e.projectId, '90000', stranger.token, msg);
    expect((await mine(987654321, stranger.token)).body).toEqual({ code: ErrorCode.NOT_FOUND, msg: '项目不存在' });
  });

  it('no quote without an open round, at or after its deadline, while paused or after the result', async () => {
    const e = await negotiationTender(t, api);
    await closePreliminary(t, e);
    const company = e.suppliers[1]!;
    await expectRefused(e.projectId, '90000', company.token, '当前没有进行中的谈判，不能报价');
    expect((await mine(e.projectId, company.token)).body.data).toEqual({ openRound: null, myOffers: [] });

    const body = roundBody(t, e.projectId, 1);
    expect((await api.post(negotiationApi.open.path, body, { token: e.staffToken })).body.code).toBe(0);
    await t.db.update(projects).set({ paused: true, pauseReason: '' }).where(eq(projects.id, e.projectId));
    await expectRefused(e.projectId, '90000', company.token, '项目已暂停，暂不能报价');
    expect((await mine(e.projectId, company.token)).body.data!.openRound).toBeNull();
    await t.db.update(projects).set({ paused: false }).where(eq(projects.id, e.projectId));

    await t.db.update(evaluations).set({ submittedAt: t.clock.now() }).where(eq(evaluations.projectId, e.projectId));
    await expectRefused(e.projectId, '90000', company.token, '评标结果已提交，不能再报价');
    await t.db.update(evaluations).set({ submittedAt: null }).where(eq(evaluations.projectId, e.projectId));

    passTime(t.clock, new Date(body.deadline), 0);
    const late = await offer(e.projectId, '90000', company.token);
    expect(late.body.code).toBe(ErrorCode.RULE);
    expect(late.body.msg).toMatch(/^第1轮谈判已于.+截止，不能再报价$/);
    expect((await mine(e.projectId, company.token)).body.data).toEqual({ openRound: null, myOffers: [] });
  });

  it('validates the quote in Chinese and is for companies only', async () => {
    const e = await openRound();
    const company = e.suppliers[0]!;
    expect((await offer(e.projectId, '0', company.token)).body).toMatchObject({
      code: ErrorCode.INVALID_INPUT,
      msg: '最后报价须大于0',
    });
    expect((await offer(e.projectId, 'abc', company.token)).body.code).toBe(ErrorCode.INVALID_INPUT);
    expect((await offer(e.projectId, '90000', e.staffToken)).status).toBe(401);
    expect((await mine(e.projectId, e.members[0]!.token)).status).toBe(401);
    expect(await negotiationTrace(t.db, e.projectId)).toMatchObject({ offers: 0 });
  });
});
