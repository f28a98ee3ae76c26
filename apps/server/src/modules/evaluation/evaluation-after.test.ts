import { createHash } from 'node:crypto';
import { ErrorCode, type EvalReport, evaluationApi, evaluationReportApi } from '@swp/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestAppWithFiles } from '../../../test/app.ts';
import { evalApi, evaluationTender, everyoneScores, throughPreliminary } from '../../../test/kits/evaluation.ts';
import { auditLogs, negotiationOffers, negotiationRounds, projects } from '../../db/schema/index.ts';
import { HOUR } from '../../lib/clock.ts';

const { t, api } = useTestAppWithFiles('swp-eval-after-');

const rule = (msg: string) => ({ code: ErrorCode.RULE, msg });

describe('签名确认', () => {
  it('sends the code to the member’s own mobile, refuses a wrong code, signs once with the dissent', async () => {
    const e = await evaluationTender(t, api, { purchaseWay: 3 });
    const call = evalApi(api, e.projectId);
    const member = e.members[1]!;
    const signCode = () => api.post(evaluationApi.signCode.path, { projectId: e.projectId }, { token: member.token });
    const sign = (code: string, dissent?: string) =>
      api.post(evaluationApi.sign.path, { projectId: e.projectId, code, dissent }, { token: member.token });
    expect((await signCode()).body).toEqual(rule('评标报告尚未生成，不能签名确认'));

    const chair = await throughPreliminary(e, call);
    await everyoneScores(e, call);
    expect((await call.submitResult(chair.token)).body.code).toBe(0);

    expect((await signCode()).body).toEqual({
      code: 0,
      msg: `验证码已发送至${member.mobile.slice(0, 3)}****${member.mobile.slice(-4)}`,
    });
    const code = await api.lastSmsCode(member.mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await sign(wrong)).body).toEqual({ code: ErrorCode.BAD_CREDENTIALS, msg: '验证码错误，还可尝试4次' });
    expect((await sign(code, '技术评分偏高，保留意见')).body).toEqual({ code: 0, msg: '签名确认成功' });
    expect((await sign(code)).body).toEqual(rule('您已签名确认'));
    expect((await signCode()).body).toEqual(rule('您已签名确认'));

    const report = await api.get<EvalReport>(evaluationReportApi.report.path, {
      token: chair.token,
      query: { projectId: e.projectId },
    });
    const signed = report.body.data!.experts.find((x) => x.specialistId === member.id)!;
    expect(signed).toMatchObject({ name: '李评审', dissent: '技术评分偏高，保留意见' });
    expect(signed.signedAt).not.toBeNull();
    expect(report.body.data!.experts.filter((x) => x.signedAt === null)).toHaveLength(2);
    // The log says a member signed, never the code.
    const logs = await t.db.select().from(auditLogs).where(eq(auditLogs.action, 'evaluation.sign'));
    expect(logs.filter((l) => l.targetId === String(e.projectId))).toHaveLength(1);
    expect(JSON.stringify(logs)).not.toContain(code);
    // Another expert reads no report of a committee he is not on.
    const stranger = await api.get(evaluationReportApi.report.path, {
      token: e.stranger.token,
      query: { projectId: e.projectId },
    });
    expect(stranger.body).toEqual(rule('您不是该项目的评标委员会成员'));
  });
});

describe('bid files', () => {
  it('gives a member the decrypted file (inline for the PDF preview), and nothing of another project', async () => {
    const e = await evaluationTender(t, api);
    const other = await evaluationTender(t, api);
    const [bid] = e.bids;
    const fetch = (token: string, projectId: number, bidId: string, inline?: string) =>
      t.app.inject({
        method: 'GET',
        url: `${evaluationApi.bidFile.path}?projectId=${projectId}&bidId=${bidId}${inline ? `&inline=${inline}` : ''}`,
        headers: { token, cookie: 'XSRF-TOKEN=x' },
      });
    const download = await fetch(e.members[0]!.token, e.projectId, bid!.publicId);
    expect(download.statusCode).toBe(200);
    expect(createHash('sha256').update(download.rawPayload).digest('hex')).toBe(bid!.sha256);
    expect(String(download.headers['content-disposition'])).toMatch(/^attachment;/);
    const preview = await fetch(e.members[0]!.token, e.projectId, bid!.publicId, '1');
    expect(String(preview.headers['content-disposition'])).toMatch(/^inline;/);
    expect(preview.headers['content-type']).toBe('application/pdf');

    const foreign = await fetch(e.members[0]!.token, e.projectId, other.bids[0]!.publicId);
    expect(foreign.json()).toEqual({ code: ErrorCode.NOT_FOUND, msg: '文件不存在' });
    const outsider = await fetch(other.members[0]!.token, e.projectId, bid!.publicId);
    expect(outsider.json()).toEqual(rule('您不是该项目的评标委员会成员'));
  });
});

describe('询价 and 竞争性谈判 rank by the final quote', () => {
  it('ranks a 竞争性谈判 by the last closed round’s quotes, and waits for an open round', async () => {
    const e = await evaluationTender(t, api, { purchaseWay: 2, offers: ['100000.00', '120000.00', '150000.00'] });
    const call = evalApi(api, e.projectId);
    const chair = await throughPreliminary(e, call);
    await everyoneScores(e, call);
    const [a, b, c] = e.bids;
    const now = t.clock.now();
    const [closed] = await t.db
      .insert(negotiationRounds)
      .values({ projectId: e.projectId, round: 1, note: '第一轮', deadline: new Date(now.getTime() - HOUR) })
      .returning();
    await t.db.insert(negotiationOffers).values([
      { roundId: closed!.id, bidId: c!.bidId, offer: '90000.00' },
      { roundId: closed!.id, bidId: a!.bidId, offer: '99000.00' },
    ]);
    const [open] = await t.db
      .insert(negotiationRounds)
      .values({ projectId: e.projectId, round: 2, note: '第二轮', deadline: new Date(now.getTime() + HOUR) })
      .returning();
    // A quote of the round still open is sealed: not shown, not ranked.
    await t.db.insert(negotiationOffers).values({ roundId: open!.id, bidId: b!.bidId, offer: '1000.00' });
    const finals = (await call.workspace(chair.token)).body.data!.bidders.map((x) => x.finalOffer);
    expect(finals).toEqual(['99000.00', '120000.00', '90000.00']);
    expect((await call.submitResult(chair.token)).body).toEqual(rule('竞争性谈判第2轮尚未截止，不能提交评标结果'));

    // Once round 2 has closed its quotes count: B's last quote is now the lowest.
    t.clock.advance(2 * HOUR);
    const report = (await call.submitResult(chair.token)).body.data!;
    expect(report.rankBy).toBe('offer');
    expect(report.rows.map((r) => [r.companyName, r.offer, r.rank])).toEqual([
      [b!.companyName, '1000.00', 1],
      [c!.companyName, '90000.00', 2],
      [a!.companyName, '99000.00', 3],
    ]);
  });
});

describe('the expert’s lists', () => {
  it('lists the projects on whose committee the expert sits, and the history once the result is public', async () => {
    const e = await evaluationTender(t, api, { purchaseWay: 3 });
    const call = evalApi(api, e.projectId);
    const member = e.members[0]!;
    const mine = () =>
      api.get<{ list: { projectId: number; phase: string; isChair: boolean; mySheet: string }[] }>(
        evaluationApi.mine.path,
        {
          token: member.token,
          query: { page: 1, pageSize: 100 },
        },
      );
    const history = () =>
      api.get<{ list: { projectId: number; reportNo: string | null; wasChair: boolean }[] }>(
        evaluationApi.history.path,
        {
          token: member.token,
          query: { page: 1, pageSize: 100 },
        },
      );
    expect((await mine()).body.data!.list.find((r) => r.projectId === e.projectId)).toMatchObject({
      phase: 'preliminary',
      isChair: false,
      mySheet: 'none',
    });
    const chair = await throughPreliminary(e, call);
    expect((await mine()).body.data!.list.find((r) => r.projectId === e.projectId)).toMatchObject({
      phase: 'detailed',
      isChair: true,
      mySheet: 'none',
    });
    expect((await api.get(evaluationApi.mine.path, { token: e.stranger.token })).body).toMatchObject({
      code: 0,
      data: { list: [] },
    });
    await everyoneScores(e, call);
    const report = (await call.submitResult(chair.token)).body.data!;
    expect((await history()).body.data!.list.some((r) => r.projectId === e.projectId)).toBe(false);
    await t.db.update(projects).set({ status: 'publicity' }).where(eq(projects.id, e.projectId));
    expect((await history()).body.data!.list.find((r) => r.projectId === e.projectId)).toMatchObject({
      reportNo: report.reportNo,
      wasChair: true,
    });
  });
});
