import {
  defaultDissentText,
  formatDateTimeCn,
  type ProjectDetail,
  projectApi,
  type ResultSummary,
  resultApi,
  WINNER_NOT_CANDIDATE,
  WINNER_REASON_REQUIRED,
} from '@swp/core';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestAppWithFiles } from '../../../test/app.ts';
import { bidderCompany, projectStaff } from '../../../test/kits/enrolments.ts';
import { evaluatedProject, expectOk } from '../../../test/kits/results.ts';
import { auditLogs, objections, projects } from '../../db/schema/index.ts';
import { DAY, HOUR } from '../../lib/clock.ts';

/** 结果公示 and 中标公告 (docs/rules.md): the prefilled drafts, each refusal with nothing written, the award and letters. */
const { t, api } = useTestAppWithFiles('swp-results-');

const projectRow = async (id: number) => (await t.db.select().from(projects).where(eq(projects.id, id)))[0]!;
const summaryOf = async (p: { projectId: number; staffToken: string }) => {
  const reply = await api.get<ResultSummary>(resultApi.summary.path, {
    token: p.staffToken,
    query: { projectId: p.projectId },
  });
  expectOk(reply);
  return reply.body.data!;
};

describe('结果公示', () => {
  it('starts from the report: now to the minute, the way’s publicity days, the candidates with their quotes', async () => {
    const p = await evaluatedProject(t, api);
    const made = await p.draft('result');
    expectOk(made);
    const extra = made.body.data!.extra;
    const start = Math.floor(t.clock.now().getTime() / 60_000) * 60_000;
    expect(extra.gsTime).toBe(new Date(start).toISOString());
    expect(extra.gsEndTime).toBe(new Date(start + 3 * DAY).toISOString());
    const [a, b, c] = p.bids.map((bid) => bid.companyName);
    expect(extra.bidInfo).toBe(
      `第一中标候选人：${a}，投标报价：¥100,000.00（人民币壹拾万元整）；` +
        `第二中标候选人：${b}，投标报价：¥120,000.00（人民币壹拾贰万元整）；` +
        `第三中标候选人：${c}，投标报价：¥150,000.00（人民币壹拾伍万元整）`,
    );
    expect(made.body.data!.html).toContain(`评标情况：第一中标候选人：${a}`);
    // The 异议 sentence is written once, into the draft's own field (the stock templates print only {{dissent}}).
    expect(extra.dissent).toBe(defaultDissentText(1));
    expect(extra.dissent).toBe(
      '供应商对公示结果有异议的，应当在公示期内通过供应商端“我的项目”向采购人提出，并附相关证明材料。',
    );
    // What the form gave is kept.
    const given = await p.draft('result', { bidInfo: '见附件', gsEndTime: new Date(start + 5 * DAY).toISOString() });
    expect(given.body.data!.extra).toMatchObject({
      bidInfo: '见附件',
      gsEndTime: new Date(start + 5 * DAY).toISOString(),
    });
  });

  it('refuses a publicity shorter than the way’s days and a back-dated start, changing nothing', async () => {
    const p = await evaluatedProject(t, api);
    const now = t.clock.now().getTime();
    const short = await p.draft('result', {
      gsTime: new Date(now).toISOString(),
      gsEndTime: new Date(now + 3 * DAY - HOUR).toISOString(),
    });
    expectOk(short);
    await p.expectRefused(short.body.data!.id, '结果公示期不得少于3天（自公示开始时间起算）');
    const backDated = await p.draft('result', {
      gsTime: new Date(now - 2 * HOUR).toISOString(),
      gsEndTime: new Date(now + 4 * DAY).toISOString(),
    });
    expectOk(backDated);
    await p.expectRefused(backDated.body.data!.id, '公示开始时间不能早于发布时间');
    expect((await projectRow(p.projectId)).status).toBe('evaluated');
  });

  it('publishes: the project reads 公示中 with the window, and the summary says why no winner yet', async () => {
    const p = await evaluatedProject(t, api);
    const published = await p.publicize();
    const row = await projectRow(p.projectId);
    expect(row.status).toBe('publicity');
    expect(row.gsTime!.toISOString()).toBe(published.extra.gsTime);
    expect(row.gsEndTime!.toISOString()).toBe(published.extra.gsEndTime);
    const summary = await summaryOf(p);
    expect(summary).toMatchObject({
      projectState: 'publicity',
      reportNo: `PB-${p.project.projectCode.slice(3)}`,
      publicityDays: 3,
      publicity: { gsTime: published.extra.gsTime, gsEndTime: published.extra.gsEndTime, phase: 'running' },
      openObjections: 0,
      totalObjections: 0,
      winnerBlockedBy: `结果公示期未满（公示至${formatDateTimeCn(row.gsEndTime!.getTime())}），不能发布中标公告`,
      award: null,
      // 询价 ranks by the quote: the 结果 tab shows no 综合得分 column, and says the report's basis.
      rankBy: 'offer',
      rankBasis: '按报价排序',
    });
    expect(summary.candidates.map((c) => [c.rank, c.supplierId, c.offer, c.total])).toEqual([
      [1, p.suppliers[0]!.id, '100000.00', null],
      [2, p.suppliers[1]!.id, '120000.00', null],
      [3, p.suppliers[2]!.id, '150000.00', null],
    ]);
  });
});

describe('中标公告', () => {
  it('is refused before the publicity ends and while an objection is open; answered, it publishes', async () => {
    const p = await evaluatedProject(t, api);
    await p.publicize();
    const end = (await projectRow(p.projectId)).gsEndTime!;
    const early = `结果公示期未满（公示至${formatDateTimeCn(end.getTime())}），不能发布中标公告`;
    // Asked when the draft is made, so staff learn early …
    expect((await p.draft('win')).body).toMatchObject({ msg: early });
    await p.passPublicity();
    const made = await p.draft('win');
    expectOk(made);
    expect(made.body.data!.extra).toMatchObject({
      winnerSupplierId: p.suppliers[0]!.id,
      winner: p.bids[0]!.companyName,
      amount: '100000.00',
      offer: '100000.00',
    });
    // … and again at publication (the clock set back a minute before the end).
    t.clock.advance(end.getTime() - 60_000 - t.clock.now().getTime());
    await p.expectRefused(made.body.data!.id, early);
    await p.passPublicity();

    const objectionId = await p.objectTo(p.suppliers[1]!.id);
    await p.objectTo(p.suppliers[2]!.id, 'answered');
    await p.expectRefused(made.body.data!.id, '尚有1条异议未答复，不能发布中标公告');
    expect(await summaryOf(p)).toMatchObject({
      openObjections: 1,
      totalObjections: 2,
      winnerBlockedBy: '尚有1条异议未答复，不能发布中标公告',
    });
    await t.db
      .update(objections)
      .set({ status: 'answered', answer: '经复核，业绩真实有效' })
      .where(eq(objections.id, objectionId));
    expect((await summaryOf(p)).winnerBlockedBy).toBeNull();

    const published = await p.publish(made.body.data!.id);
    expectOk(published);
    expect(published.body.data!.html).toContain(`中标人：${p.bids[0]!.companyName}`);
    expect(published.body.data!.html).toContain('中标金额：100,000.00元（大写：人民币壹拾万元整）');
    const row = await projectRow(p.projectId);
    expect(row).toMatchObject({
      status: 'awarded',
      winnerSupplierId: p.suppliers[0]!.id,
      awardAmount: '100000.00',
      awardReason: null,
    });
    expect(row.awardedAt).not.toBeNull();

    // Every bidder's letter, numbered from the project's code: the winner's first.
    const code = p.project.projectCode.slice(3);
    expect((await p.letters()).map((l) => [l.letterNo, l.kind, l.supplierId, l.amount])).toEqual([
      [`JG-${code}-02`, 'result', p.suppliers[1]!.id, null],
      [`JG-${code}-03`, 'result', p.suppliers[2]!.id, null],
      [`ZB-${code}-01`, 'award', p.suppliers[0]!.id, '100000.00'],
    ]);
    expect(await summaryOf(p)).toMatchObject({
      projectState: 'awarded',
      winnerBlockedBy: null,
      award: { supplierId: p.suppliers[0]!.id, companyName: p.bids[0]!.companyName, amount: '100000.00', reason: null },
    });
  });

  it('names only a recommended candidate, and one other than rank 1 only with a reason (on the project and in the log)', async () => {
    const p = await evaluatedProject(t, api);
    await p.publicize();
    await p.passPublicity();
    const stranger = await bidderCompany(t);
    const notCandidate = await p.draft('win', { winnerSupplierId: stranger.id, winner: '冒名公司', amount: '1.00' });
    expectOk(notCandidate);
    await p.expectRefused(notCandidate.body.data!.id, WINNER_NOT_CANDIDATE);

    const second = p.suppliers[1]!;
    const noReason = await p.draft('win', { winnerSupplierId: second.id });
    expectOk(noReason);
    expect(noReason.body.data!.extra).toMatchObject({ winner: second.companyName, amount: '120000.00' });
    await p.expectRefused(noReason.body.data!.id, WINNER_REASON_REQUIRED);

    const reason = '第一中标候选人放弃中标';
    // The figures typed into the form are replaced by the candidate's at publication.
    const withReason = await p.draft('win', { winnerSupplierId: second.id, winnerReason: reason, amount: '1.00' });
    expectOk(withReason);
    const published = await p.publish(withReason.body.data!.id);
    expectOk(published);
    expect(published.body.data!.extra).toMatchObject({ amount: '120000.00', winner: second.companyName });
    expect(await projectRow(p.projectId)).toMatchObject({
      status: 'awarded',
      winnerSupplierId: second.id,
      awardAmount: '120000.00',
      awardReason: reason,
    });
    const [log] = await t.db
      .select({ detail: auditLogs.detail })
      .from(auditLogs)
      .where(and(eq(auditLogs.targetId, String(p.projectId)), eq(auditLogs.action, 'announcement.publish')))
      .orderBy(auditLogs.id)
      .offset(1);
    expect(log!.detail).toMatchObject({
      type: 'win',
      from: 'publicity',
      to: 'awarded',
      award: { winnerSupplierId: second.id, winner: second.companyName, rank: 2, amount: '120000.00', reason },
    });
    const code = p.project.projectCode.slice(3);
    expect((await p.letters()).find((l) => l.kind === 'award')).toMatchObject({
      supplierId: second.id,
      letterNo: `ZB-${code}-01`,
      amount: '120000.00',
    });
  });

  it('waits for an announced end later than the minimum, and the project page offers 发布中标公告 only when allowed', async () => {
    const p = await evaluatedProject(t, api);
    const start = Math.floor(t.clock.now().getTime() / 60_000) * 60_000;
    const end = start + 5 * DAY;
    const made = await p.draft('result', { gsEndTime: new Date(end).toISOString() });
    expectOk(made);
    expectOk(await p.publish(made.body.data!.id));
    const actions = async () => {
      // A fresh session: five days on the test clock outlive the kit's.
      const { token } = await projectStaff(t);
      const detail = await api.get<ProjectDetail>(projectApi.detail.path, { token, query: { id: p.projectId } });
      expectOk(detail);
      return detail.body.data!.actions;
    };
    // Past the way's 3 days but not the announced 5: the lifecycle reads the project's gsEndTime.
    t.clock.advance(start + 3 * DAY + HOUR - t.clock.now().getTime());
    expect(await actions()).not.toContain('publishWinner');
    expect((await summaryOf(p)).winnerBlockedBy).toBe(
      `结果公示期未满（公示至${formatDateTimeCn(end)}），不能发布中标公告`,
    );
    await p.passPublicity();
    expect(await actions()).toContain('publishWinner');
    await p.objectTo(p.suppliers[2]!.id);
    expect(await actions()).not.toContain('publishWinner');
  });
});
