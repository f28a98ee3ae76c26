import { BAD_BID_ID, ErrorCode, evaluationApi, evaluationReportApi } from '@swp/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestAppWithFiles } from '../../../test/app.ts';
import {
  electFirstMember,
  evalApi,
  evaluationTender,
  evaluationTrace,
  passAll,
  scoreAll,
  throughPreliminary,
} from '../../../test/kits/evaluation.ts';
import { projects } from '../../db/schema/index.ts';

const { t, api } = useTestAppWithFiles('swp-eval-refusals-');

const rule = (msg: string) => ({ code: ErrorCode.RULE, msg });
const input = (msg: string) => ({ code: ErrorCode.INVALID_INPUT, msg });

/** The reply is `expected` and the evaluation's rows, log and state are as they were. */
async function refusedUnchanged(projectId: number, send: () => Promise<{ body: unknown }>, expected: unknown) {
  const before = await evaluationTrace(t.db, projectId);
  expect((await send()).body).toEqual(expected);
  expect(await evaluationTrace(t.db, projectId)).toEqual(before);
}

describe('who may take part', () => {
  it('refuses experts who are not on the committee: another project’s, a decliner, a held backup', async () => {
    const e = await evaluationTender(t, api);
    const call = evalApi(api, e.projectId);
    for (const outsider of [e.stranger, e.declined, e.backup]) {
      await refusedUnchanged(e.projectId, () => call.workspace(outsider.token), rule('您不是该项目的评标委员会成员'));
      await refusedUnchanged(
        e.projectId,
        () => call.save(outsider.token, 'preliminary', passAll(e)),
        rule('您不是该项目的评标委员会成员'),
      );
      await refusedUnchanged(
        e.projectId,
        () => call.vote(outsider.token, e.members[0]!.id),
        rule('您不是该项目的评标委员会成员'),
      );
    }
    expect((await evaluationTrace(t.db, e.projectId)).evaluation).toBeNull();
    // An unknown project tells a member no more than a project of others.
    expect((await evalApi(api, 2_000_000_000).workspace(e.members[0]!.token)).body).toEqual(
      rule('您不是该项目的评标委员会成员'),
    );
  });

  it('refuses the committee before 开标 (the bids are still sealed)', async () => {
    const e = await evaluationTender(t, api, { unopened: true });
    const call = evalApi(api, e.projectId);
    const member = e.members[0]!;
    await refusedUnchanged(e.projectId, () => call.workspace(member.token), rule('项目尚未开标，不能评标'));
    await refusedUnchanged(
      e.projectId,
      () => call.save(member.token, 'preliminary', []),
      rule('项目尚未开标，不能评标'),
    );
    const file = await api.get(evaluationApi.bidFile.path, {
      token: member.token,
      query: { projectId: e.projectId, bidId: e.bids[0]!.publicId },
    });
    expect(file.body).toEqual(rule('项目尚未开标，不能评标'));
  });

  it('refuses staff any sheet write: the area guard answers 401 and nothing is written', async () => {
    const e = await evaluationTender(t, api);
    const call = evalApi(api, e.projectId);
    await throughPreliminary(e, call);
    for (const send of [call.save, call.submit]) {
      const before = await evaluationTrace(t.db, e.projectId);
      const reply = await send(
        e.staffToken,
        'detailed',
        scoreAll(e, [{ bidId: e.bids[0]!.publicId, business: '1', technical: '1' }]),
      );
      expect(reply.status).toBe(401);
      expect(await evaluationTrace(t.db, e.projectId)).toEqual(before);
    }
  });

  it('refuses writes while the project is paused, with the reason', async () => {
    const e = await evaluationTender(t, api);
    const call = evalApi(api, e.projectId);
    await t.db.update(projects).set({ paused: true, pauseReason: '收到投诉' }).where(eq(projects.id, e.projectId));
    await refusedUnchanged(
      e.projectId,
      () => call.save(e.members[0]!.token, 'preliminary', passAll(e)),
      rule('项目已暂停（暂停原因：收到投诉），暂不能评标'),
    );
    expect((await call.workspace(e.members[0]!.token)).body.code).toBe(0);
  });
});

describe('the sheets', () => {
  it('locks a submitted sheet: neither 暂存 nor 提交 changes it', async () => {
    const e = await evaluationTender(t, api);
    const call = evalApi(api, e.projectId);
    const member = e.members[1]!;
    expect((await call.submit(member.token, 'preliminary', passAll(e))).body).toEqual({ code: 0, msg: '评审表已提交' });
    const changed = passAll(e, [{ bidId: e.bids[0]!.publicId, reason: '改主意了' }]);
    await refusedUnchanged(
      e.projectId,
      () => call.save(member.token, 'preliminary', changed),
      rule('评审表已提交，不能修改'),
    );
    await refusedUnchanged(
      e.projectId,
      () => call.submit(member.token, 'preliminary', changed),
      rule('评审表已提交，不能修改'),
    );
  });

  it('keeps an incomplete 初步评审 draft, and asks for every verdict and every fail reason on 提交', async () => {
    const e = await evaluationTender(t, api);
    const call = evalApi(api, e.projectId);
    const member = e.members[0]!;
    const [bid] = e.bids;
    const undecided = [{ bidId: bid!.publicId, itemId: e.items.qualification.id, pass: false }];
    expect((await call.save(member.token, 'preliminary', undecided)).body).toEqual({ code: 0, msg: '已暂存' });
    const draft = (await call.workspace(member.token)).body.data!.sheets.preliminary;
    expect(draft).toMatchObject({ status: 'draft', entries: undecided });
    // Stored by the bid row's key (evaluation-stored.ts): only the calls name the public id.
    expect((await evaluationTrace(t.db, e.projectId)).sheets[0]!.entries).toEqual([
      { ...undecided[0], bidId: bid!.bidId },
    ]);
    await refusedUnchanged(
      e.projectId,
      () => call.submit(member.token, 'preliminary', undecided),
      input(`请完成全部评审：${bid!.companyName}「投标函签章」尚未评审`),
    );
    const withoutReason = passAll(e).map((v, i) => (i === 0 ? { ...v, pass: false } : v));
    await refusedUnchanged(
      e.projectId,
      () => call.submit(member.token, 'preliminary', withoutReason),
      input(`${bid!.companyName}「营业执照及资质」：不通过时请填写理由`),
    );
  });

  it('refuses a score above the item’s max (暂存 too), a low score without a comment on 提交, and what is not on the sheet', async () => {
    const e = await evaluationTender(t, api, { purchaseWay: 3 });
    const call = evalApi(api, e.projectId);
    const [a, b, c] = e.bids;
    const chair = await throughPreliminary(e, call, [{ bidId: c!.publicId, reason: '资质不符' }]);
    const member = e.members[2]!;
    const full = scoreAll(e, [
      { bidId: a!.publicId, business: '18', technical: '45' },
      { bidId: b!.publicId, business: '18', technical: '45' },
    ]);
    const tooHigh = full.map((s, i) => (i === 0 ? { ...s, score: '20.01' } : s));
    const msg = `${a!.companyName}「类似业绩」：得分不能超过该项满分 20 分`;
    await refusedUnchanged(e.projectId, () => call.save(member.token, 'detailed', tooHigh), input(msg));
    await refusedUnchanged(e.projectId, () => call.submit(member.token, 'detailed', tooHigh), input(msg));

    // 29.99 < 60% of 50: a draft may wait for its comment, the submission may not.
    const low = full.map((s, i) => (i === 1 ? { ...s, score: '29.99', comment: '' } : s));
    expect((await call.save(member.token, 'detailed', low)).body.code).toBe(0);
    await refusedUnchanged(
      e.projectId,
      () => call.submit(member.token, 'detailed', low),
      input(`${a!.companyName}「施工组织设计」：得分低于满分的60%，请填写评审意见`),
    );

    const failed = [...full, { bidId: c!.publicId, itemId: e.items.business.id, score: '10', comment: '' }];
    await refusedUnchanged(
      e.projectId,
      () => call.save(member.token, 'detailed', failed),
      input(`${c!.companyName}未通过初步评审，不参加详细评审`),
    );
    const price = [...full, { bidId: a!.publicId, itemId: e.items.price.id, score: '30', comment: '' }];
    await refusedUnchanged(
      e.projectId,
      () => call.save(member.token, 'detailed', price),
      input('价格分由系统计算，不能录入'),
    );
    const unknown = [...full, { bidId: 'f'.repeat(24), itemId: e.items.business.id, score: '10', comment: '' }];
    await refusedUnchanged(
      e.projectId,
      () => call.save(member.token, 'detailed', unknown),
      input('投标人不在本项目的评审范围内'),
    );
    const twice = [...full, full[0]!];
    await refusedUnchanged(
      e.projectId,
      () => call.save(member.token, 'detailed', twice),
      input(`${a!.companyName}「类似业绩」重复录入`),
    );
    await refusedUnchanged(
      e.projectId,
      () => call.save(member.token, 'preliminary', passAll(e)),
      rule('初步评审已结束，不能修改初步评审表'),
    );
    expect((await call.submit(member.token, 'detailed', full)).body.code).toBe(0);
    expect(chair.id).toBe(e.members[0]!.id);
  });

  it('refuses a bid that is no opened bid of this project: another project’s, an unknown id, a row’s number', async () => {
    const e = await evaluationTender(t, api);
    const other = await evaluationTender(t, api);
    const call = evalApi(api, e.projectId);
    const member = e.members[0]!;
    const naming = (bidId: unknown) => [
      ...passAll(e).slice(1),
      { bidId, itemId: e.items.qualification.id, pass: true },
    ];
    for (const bidId of [other.bids[0]!.publicId, 'f'.repeat(24)]) {
      for (const send of [call.save, call.submit]) {
        await refusedUnchanged(
          e.projectId,
          () => send(member.token, 'preliminary', naming(bidId)),
          input('投标人不在本项目的评审范围内'),
        );
      }
    }
    // The row's integer key is no id any answer gives: refused as malformed, as a number or as its digits.
    for (const bidId of [e.bids[0]!.bidId, String(e.bids[0]!.bidId)]) {
      await refusedUnchanged(
        e.projectId,
        () => call.save(member.token, 'preliminary', naming(bidId)),
        input(BAD_BID_ID),
      );
    }
  });

  it('opens 详细评审 only after the chair closed 初步评审', async () => {
    const e = await evaluationTender(t, api);
    const call = evalApi(api, e.projectId);
    await refusedUnchanged(
      e.projectId,
      () => call.save(e.members[0]!.token, 'detailed', []),
      rule('初步评审尚未结束，暂不能进行详细评审'),
    );
  });
});

describe('the chair', () => {
  it('alone sees the sheets, returns one and closes a step; others are refused', async () => {
    const e = await evaluationTender(t, api);
    const call = evalApi(api, e.projectId);
    const [, other] = e.members;
    await refusedUnchanged(e.projectId, () => call.finishPreliminary(other!.token), rule('仅评标委员会组长可以操作'));
    const chair = await electFirstMember(e, call);
    await refusedUnchanged(e.projectId, () => call.vote(other!.token, other!.id), rule('评标委员会组长已产生'));
    const sheets = (token: string) => api.get(evaluationApi.sheets.path, { token, query: { projectId: e.projectId } });
    expect((await sheets(other!.token)).body).toEqual(rule('仅评标委员会组长可以操作'));
    await refusedUnchanged(e.projectId, () => call.finishPreliminary(other!.token), rule('仅评标委员会组长可以操作'));
    await refusedUnchanged(e.projectId, () => call.submitResult(other!.token), rule('仅评标委员会组长可以操作'));
    await refusedUnchanged(
      e.projectId,
      () => call.returnSheet(other!.token, chair.id, 'preliminary', '请复核'),
      rule('仅评标委员会组长可以操作'),
    );
    await refusedUnchanged(
      e.projectId,
      () => call.returnSheet(chair.token, other!.id, 'preliminary', '请复核'),
      rule('该评审表尚未提交，不能退回'),
    );
    await refusedUnchanged(
      e.projectId,
      () => call.finishPreliminary(chair.token),
      rule('以下专家尚未提交初步评审：张评审、李评审、王评审'),
    );
    const view = await sheets(chair.token);
    expect(view.body).toMatchObject({
      code: 0,
      data: { missing: [{ name: '张评审' }, { name: '李评审' }, { name: '王评审' }] },
    });
    await refusedUnchanged(
      e.projectId,
      () => call.submitResult(chair.token),
      rule('初步评审尚未结束，不能提交评标结果'),
    );
  });

  it('is chosen by staff only while none exists, among the members', async () => {
    const e = await evaluationTender(t, api);
    const call = evalApi(api, e.projectId);
    const name = (specialistId: number) =>
      api.post(evaluationReportApi.nameChair.path, { projectId: e.projectId, specialistId }, { token: e.staffToken });
    await refusedUnchanged(e.projectId, () => name(e.stranger.id), input('只能指定本项目评标委员会的成员担任组长'));
    await refusedUnchanged(
      e.projectId,
      () => call.vote(e.members[0]!.token, e.stranger.id),
      input('只能推选本项目评标委员会的成员担任组长'),
    );
    expect((await name(e.members[2]!.id)).body).toEqual({ code: 0, msg: '已指定评标委员会组长' });
    await refusedUnchanged(e.projectId, () => name(e.members[1]!.id), rule('评标委员会组长已产生'));
    const chair = (await call.workspace(e.members[0]!.token)).body.data!.chair;
    expect(chair).toEqual({ specialistId: e.members[2]!.id, name: '王评审', chosenBy: 'staff' });
  });
});
