import { computeEvaluation, ErrorCode, type EvalProgress, type EvalReport, evaluationReportApi } from '@swp/core';
import { describe, expect, it } from 'vitest';
import { useTestAppWithFiles } from '../../../test/app.ts';
import { auditActions } from '../../../test/factories.ts';
import { evalApi, evaluationTender, evaluationTrace, passAll, scoreAll } from '../../../test/kits/evaluation.ts';

const { t, api } = useTestAppWithFiles('swp-eval-flow-');

const okBody = (reply: { body: { code: number; msg: string } }) => expect(reply.body.code, reply.body.msg).toBe(0);

describe('在线评标 from 开标 to the signed report (公开招标, ranked by score)', () => {
  it('elects the chair, closes 初步评审 by majority, returns and corrects a sheet, and freezes computeEvaluation’s figures', async () => {
    const e = await evaluationTender(t, api, { purchaseWay: 3 });
    const call = evalApi(api, e.projectId);
    const [chair, second, third] = e.members as [(typeof e.members)[0], (typeof e.members)[0], (typeof e.members)[0]];
    const [bidA, bidB, bidC] = e.bids as [(typeof e.bids)[0], (typeof e.bids)[0], (typeof e.bids)[0]];

    const first = await call.workspace(second.token);
    okBody(first);
    expect(first.body.data).toMatchObject({ phase: 'preliminary', chair: null, preliminary: null, report: null });
    expect(first.body.data!.committee.map((m) => m.name)).toEqual(['张评审', '李评审', '王评审']);
    // Each bidder is named by its bid's public id, the receipt's bidId, as every answer names a bid.
    expect(first.body.data!.bidders.map((b) => [b.bidId, b.companyName, b.offer, b.finalOffer, b.previewable])).toEqual(
      e.bids.map((b) => [b.publicId, b.companyName, b.offer, b.offer, true]),
    );

    // 组长: one vote of three is no majority; the second makes the chair.
    expect((await call.vote(second.token, chair.id)).body).toEqual({ code: 0, msg: '投票成功' });
    expect((await call.vote(chair.token, chair.id)).body).toEqual({ code: 0, msg: '投票成功，评标委员会组长已产生' });
    expect((await call.vote(third.token, third.id)).body).toEqual({
      code: ErrorCode.RULE,
      msg: '评标委员会组长已产生',
    });
    expect((await call.workspace(third.token)).body.data!.chair).toEqual({
      specialistId: chair.id,
      name: '张评审',
      chosenBy: 'election',
    });

    // 初步评审: two of three fail C — out, with both reasons; B failed by one stays in.
    const failC = { bidId: bidC.publicId, reason: '营业执照已过期' };
    okBody(await call.save(chair.token, 'preliminary', passAll(e, [failC]).slice(0, 2)));
    okBody(await call.submit(chair.token, 'preliminary', passAll(e, [failC])));
    okBody(
      await call.submit(
        second.token,
        'preliminary',
        passAll(e, [failC, { bidId: bidB.publicId, reason: '资质等级不符' }]),
      ),
    );
    expect((await call.finishPreliminary(chair.token)).body).toEqual({
      code: ErrorCode.RULE,
      msg: '以下专家尚未提交初步评审：王评审',
    });
    okBody(await call.submit(third.token, 'preliminary', passAll(e)));
    okBody(await call.finishPreliminary(chair.token));
    const detailedReply = await call.workspace(third.token);
    okBody(detailedReply);
    const detailed = detailedReply.body.data!;
    expect(detailed.phase).toBe('detailed');
    expect(detailed.preliminary!.map((p) => [p.bidId, p.companyName, p.passed, p.reasons.length])).toEqual([
      [bidA.publicId, bidA.companyName, true, 0],
      [bidB.publicId, bidB.companyName, true, 1],
      [bidC.publicId, bidC.companyName, false, 2],
    ]);
    // 低价优先法: base 100000; B scores 100000 ÷ 120000 × 30 = 25.00.
    expect(detailed.priceScores).toEqual([
      { bidId: bidA.publicId, score: '30.00' },
      { bidId: bidB.publicId, score: '25.00' },
    ]);

    // 详细评审; the chair returns 李评审's sheet, who corrects it.
    const sheets = {
      chair: scoreAll(e, [
        { bidId: bidA.publicId, business: '15', technical: '40.5' },
        { bidId: bidB.publicId, business: '18', technical: '45' },
      ]),
      second: scoreAll(e, [
        { bidId: bidA.publicId, business: '20', technical: '30' },
        { bidId: bidB.publicId, business: '16.25', technical: '44' },
      ]),
      corrected: scoreAll(e, [
        { bidId: bidA.publicId, business: '17', technical: '41' },
        { bidId: bidB.publicId, business: '16.25', technical: '44' },
      ]),
      third: scoreAll(e, [
        { bidId: bidA.publicId, business: '16', technical: '42' },
        { bidId: bidB.publicId, business: '19', technical: '46.33' },
      ]),
    };
    okBody(await call.submit(chair.token, 'detailed', sheets.chair));
    okBody(await call.submit(second.token, 'detailed', sheets.second));
    expect((await call.submitResult(chair.token)).body).toEqual({
      code: ErrorCode.RULE,
      msg: '以下专家尚未提交详细评审：王评审',
    });
    okBody(await call.returnSheet(chair.token, second.id, 'detailed', '技术分与评审意见不符，请复核'));
    const returned = (await call.workspace(second.token)).body.data!.sheets.detailed!;
    expect(returned).toMatchObject({ status: 'returned', returnReason: '技术分与评审意见不符，请复核' });
    okBody(await call.submit(second.token, 'detailed', sheets.corrected));
    okBody(await call.submit(third.token, 'detailed', sheets.third));

    const submitted = await call.submitResult(chair.token);
    okBody(submitted);
    const report = submitted.body.data!;
    // computeEvaluation works on the bids' rows (their order is its last tie-break); the answers name public ids.
    const rowOf = (publicId: string) => e.bids.find((b) => b.publicId === publicId)!.bidId;
    const publicOf = (rowId: number) => e.bids.find((b) => b.bidId === rowId)!.publicId;
    const expected = computeEvaluation({
      items: [e.items.business, e.items.technical, e.items.price].map((i) => ({
        id: i.id,
        group: i.group as 'business' | 'technical' | 'price',
        maxScore: i.maxScore!,
      })),
      formula: 'lowest',
      bidders: e.bids.map((b) => ({
        bidderId: b.bidId,
        companyName: b.companyName,
        offer: b.offer,
        passed: b !== bidC,
      })),
      experts: e.members.map((m) => m.id),
      scores: [
        [chair, sheets.chair],
        [second, sheets.corrected],
        [third, sheets.third],
      ].flatMap(([m, entries]) =>
        (entries as typeof sheets.chair).map((s) => ({
          specialistId: (m as typeof chair).id,
          bidderId: rowOf(s.bidId),
          itemId: s.itemId,
          score: s.score!,
        })),
      ),
    });
    expect(report.rows.map((r) => [r.bidId, r.rank, r.business, r.technical, r.price, r.total, r.recommended])).toEqual(
      expected.rows.map((r) => [
        publicOf(r.bidderId),
        r.rank,
        r.business,
        r.technical,
        r.price,
        r.total,
        r.recommended,
      ]),
    );
    expect(report.rows[0]!.itemMeans[String(e.items.business.id)]).toBe(
      expected.rows[0]!.itemMeans[e.items.business.id],
    );
    expect(report).toMatchObject({
      reportNo: `PB-${e.project.projectCode.slice(3)}`,
      rankBy: 'score',
      chairName: '张评审',
      failed: [
        {
          bidId: bidC.publicId,
          reasons: ['张评审（营业执照及资质）：营业执照已过期', '李评审（营业执照及资质）：营业执照已过期'],
        },
      ],
    });
    expect(report.scores).toHaveLength(12);
    expect(report.preliminary).toHaveLength(18);
    expect((await evaluationTrace(t.db, e.projectId)).status).toBe('evaluated');

    // After 评标完成 everything is read-only, and a second submission makes no second report.
    expect((await call.submit(third.token, 'detailed', sheets.third)).body.code).not.toBe(0);
    expect((await call.submitResult(chair.token)).body).toEqual({
      code: ErrorCode.RULE,
      msg: '项目当前状态为「评标完成」，不能提交评标结果',
    });
    expect(await auditActions(t.db, 'project', e.projectId)).toEqual(
      expect.arrayContaining([
        'project.open',
        'evaluation.voteChair',
        'evaluation.chairElected',
        'evaluation.submitSheet',
        'evaluation.finishPreliminary',
        'evaluation.returnSheet',
        'project.finishEvaluation',
      ]),
    );

    // Staff read the report and the 评标 tab; the PDF and the workbook are answered.
    const staffReport = await api.get<EvalReport>(evaluationReportApi.report.path, {
      token: e.staffToken,
      query: { projectId: e.projectId },
    });
    expect(staffReport.body.data!.rows).toEqual(report.rows);
    const progress = await api.get<EvalProgress>(evaluationReportApi.progress.path, {
      token: e.staffToken,
      query: { projectId: e.projectId },
    });
    expect(progress.body.data).toMatchObject({ phase: 'finished', reportNo: report.reportNo });
    expect(progress.body.data!.committee.map((m) => [m.name, m.isChair, m.preliminary, m.detailed])).toEqual([
      ['张评审', true, 'submitted', 'submitted'],
      ['李评审', false, 'submitted', 'submitted'],
      ['王评审', false, 'submitted', 'submitted'],
    ]);
    for (const url of [evaluationReportApi.reportPdf.path, evaluationReportApi.reportExcel.path]) {
      const file = await t.app.inject({
        method: 'GET',
        url: `${url}?projectId=${e.projectId}`,
        headers: { token: e.staffToken, cookie: 'XSRF-TOKEN=x' },
      });
      expect(file.statusCode).toBe(200);
      expect(String(file.headers['content-disposition'])).toContain(encodeURIComponent(`评标报告_${report.reportNo}`));
    }
  });
});
