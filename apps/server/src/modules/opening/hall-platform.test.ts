import { ErrorCode, openingApi, openingHallApi, projectApi } from '@swp/core';
import { and, count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterEach, describe, expect, it } from 'vitest';
import { useTestAppWithFiles } from '../../../test/app.ts';
import { outbox } from '../../../test/kits/accounts.ts';
import { bidderCompany, passTime } from '../../../test/kits/enrolments.ts';
import { lodgedTender } from '../../../test/kits/opening.ts';
import { readPdf } from '../../../test/kits/pdf.ts';
import { auditLogs, bidOpenings, openingHalls, projects } from '../../db/schema/index.ts';
import { openObjectionsLeft } from './hall-close.service.ts';
import { ALREADY_CONFIRMED, HALL_CLOSED, NOT_ANNOUNCED } from './hall-confirm.service.ts';
import { BY_PLATFORM, NO_SUCH_BID } from './hall-decrypt.service.ts';
import {
  OBJECTION_AFTER_CLOSE,
  OBJECTION_BEFORE_START,
  SIGN_IN_CLOSED,
  TOO_MANY_OPEN_OBJECTIONS,
} from './hall-participation.service.ts';

const { t, api } = useTestAppWithFiles('swp-hall-');
afterEach(() => t.clock.reset());

const state = (projectId: number, token: string) => api.call(openingHallApi.state, { projectId }, { token });
const refused = (msg: string) => ({ code: ErrorCode.RULE, msg });

/** What a refused hall call must leave alone: the hall's rows and its 操作日志 lines. */
async function hallTrace(projectId: number) {
  const [halls] = await t.db.select({ n: count() }).from(openingHalls).where(eq(openingHalls.projectId, projectId));
  const [logs] = await t.db
    .select({ n: count() })
    .from(auditLogs)
    .where(and(eq(auditLogs.targetType, 'project'), eq(auditLogs.targetId, String(projectId))));
  const [project] = await t.db.select({ status: projects.status }).from(projects).where(eq(projects.id, projectId));
  return { halls: halls!.n, logs: logs!.n, status: project!.status };
}

describe('开标大厅 under 平台加密', () => {
  it('签到 only for a bidder, from closeFileupTime; before openTime staff see nobody, a bidder only itself', async () => {
    const tender = await lodgedTender(t, 3, { atOpenTime: false });
    const [a, b] = tender.suppliers;
    const { projectId } = tender;
    const stranger = await bidderCompany(t);

    t.clock.reset();
    const before = await hallTrace(projectId);
    const early = await api.call(openingHallApi.signIn, { projectId }, { token: a!.token });
    expect(early.body.code).toBe(ErrorCode.RULE);
    expect(early.body.msg).toMatch(/^投标截止时间（.+）后方可签到$/);
    passTime(t.clock, tender.project.closeFileupTime);
    expect((await api.call(openingHallApi.signIn, { projectId }, { token: stranger.token })).body).toEqual(
      refused('您未参与该项目投标，不能签到'),
    );
    expect(await hallTrace(projectId)).toEqual(before);

    expect((await api.call(openingHallApi.signIn, { projectId }, { token: a!.token })).body.msg).toBe('签到成功');
    expect((await api.call(openingHallApi.signIn, { projectId }, { token: a!.token })).body.msg).toBe('您已签到');

    // Before openTime: staff learn nothing of who bid or signed in; a company sees its own row only.
    const staffView = (await state(projectId, tender.staffToken)).body.data!;
    expect(staffView).toMatchObject({ phase: 'waiting', biddersShown: false, bidders: [] });
    const own = (await state(projectId, a!.token)).body.data!;
    expect(own.bidders).toEqual([
      expect.objectContaining({ companyName: a!.companyName, signedIn: true, status: 'sealed', mine: true }),
    ]);
    expect(own.bidders[0]).not.toHaveProperty('offer');
    expect((await state(projectId, b!.token)).body.data!.bidders).toEqual([
      expect.objectContaining({ companyName: b!.companyName, signedIn: false, mine: true }),
    ]);
    expect((await state(projectId, stranger.token)).body).toEqual(refused('您未参与该项目投标，不能进入开标大厅'));

    // From openTime staff see every bidder and who signed in, still without a price.
    passTime(t.clock, tender.project.openTime);
    const atOpen = (await state(projectId, tender.staffToken)).body.data!;
    expect(atOpen.bidders.map((r) => [r.companyName, r.signedIn])).toEqual(
      tender.suppliers.map((s) => [s.companyName, s.id === a!.id]),
    );
    expect(atOpen.bidders.every((r) => !('offer' in r))).toBe(true);
  });

  it('start refuses before openTime, then opens every bid at once: 唱标 to all, the project still 待开标', async () => {
    const tender = await lodgedTender(t, 3, { atOpenTime: false });
    const { projectId } = tender;
    const before = await hallTrace(projectId);
    const early = await api.call(openingHallApi.start, { projectId }, { token: tender.staffToken });
    expect(early.body.msg).toMatch(/^未到开标时间（.+），不能开标$/);
    expect(await hallTrace(projectId)).toEqual(before);
    expect((await api.call(openingHallApi.start, { projectId }, { token: tender.suppliers[0]!.token })).status).toBe(
      401,
    );

    passTime(t.clock, tender.project.openTime);
    const startedFrom = t.clock.now().getTime();
    const started = await api.call(openingHallApi.start, { projectId }, { token: tender.staffToken });
    expect(started.body).toMatchObject({ code: 0, msg: '开标已开始' });
    // Under 平台加密 the window is the start itself: the platform decrypted every bid then.
    const decryptUntil = Date.parse(started.body.data!.decryptUntil);
    expect(decryptUntil).toBeGreaterThanOrEqual(startedFrom);
    expect(decryptUntil).toBeLessThanOrEqual(t.clock.now().getTime());
    const again = await api.call(openingHallApi.start, { projectId }, { token: tender.staffToken });
    expect(again.body.msg).toMatch(/^该项目已于.+开标，不能重复开标$/);

    for (const s of tender.suppliers) {
      const view = (await state(projectId, s.token)).body.data!;
      expect(view.phase).toBe('announced');
      expect(view.bidders.map((r) => [r.companyName, r.status, r.offer])).toEqual(
        tender.suppliers.map((x, i) => [x.companyName, 'decrypted', tender.bids[i]!.offer]),
      );
      // Its own bid's id for itself, no other company's.
      expect(view.bidders.filter((r) => r.bidId).map((r) => r.companyName)).toEqual([s.companyName]);
    }
    expect((await t.db.select().from(bidOpenings).where(eq(bidOpenings.projectId, projectId))).length).toBe(1);
    expect((await hallTrace(projectId)).status).toBe('enrolling');
    const project = (await api.call(projectApi.detail, { id: projectId }, { token: tender.staffToken })).body.data!;
    expect(project.status).toBe('awaitingOpening');

    // The window was the start itself: no 签到 now, no decryption by a bidder, none of another's bid.
    const [a, b] = tender.suppliers;
    expect((await api.call(openingHallApi.signIn, { projectId }, { token: a!.token })).body).toEqual(
      refused(SIGN_IN_CLOSED),
    );
    const key = Buffer.alloc(32, 7).toString('base64');
    const decrypt = (bidId: string, token: string) =>
      api.call(openingHallApi.decrypt, { projectId, bidId, key }, { token });
    expect((await decrypt(tender.bids[0]!.publicId, a!.token)).body).toEqual(refused(BY_PLATFORM));
    expect((await decrypt(tender.bids[1]!.publicId, a!.token)).body).toEqual(refused(NO_SUCH_BID));
    expect((await decrypt(tender.bids[1]!.publicId, b!.token)).body).toEqual(refused(BY_PLATFORM));
  });

  it('objections block the close until answered; confirmations by SMS code or disagreement; 未确认 stays', async () => {
    const tender = await lodgedTender(t, 3);
    const { projectId } = tender;
    const [a, b, c] = tender.suppliers;
    const objection = (token: string, content = '对唱标顺序有异议') =>
      api.call(openingHallApi.raiseObjection, { projectId, content }, { token });
    expect((await objection(a!.token)).body).toEqual(refused(OBJECTION_BEFORE_START));
    expect((await api.call(openingHallApi.confirmCode, { projectId }, { token: a!.token })).body).toEqual(
      refused(NOT_ANNOUNCED),
    );

    await api.call(openingHallApi.start, { projectId }, { token: tender.staffToken });
    const raised = await objection(a!.token);
    expect(raised.body).toMatchObject({ code: 0, data: { id: expect.any(Number) } });
    const id = raised.body.data!.id;
    expect((await api.call(openingHallApi.close, { projectId }, { token: tender.staffToken })).body).toEqual(
      refused(openObjectionsLeft(1)),
    );
    const view = (await state(projectId, b!.token)).body.data!;
    expect(view.objections).toEqual([
      expect.objectContaining({
        id,
        companyName: a!.companyName,
        content: '对唱标顺序有异议',
        answer: null,
        mine: false,
      }),
    ]);

    const answer = (text: string) =>
      api.call(openingHallApi.answerObjection, { id, answer: text }, { token: tender.staffToken });
    const answers = await Promise.all([answer('已核实，唱标顺序按递交时间'), answer('第二个答复')]);
    expect(answers.map((r) => r.body.code).sort()).toEqual([0, ErrorCode.RULE]);

    // a confirms by the SMS code sent to its own mobile; b disagrees; c says nothing.
    expect((await api.call(openingHallApi.confirmCode, { projectId }, { token: a!.token })).body.msg).toMatch(
      /^验证码已发送至\d{3}\*{4}\d{4}$/,
    );
    const code = (await outbox(api, a!.mobile)).at(-1)!.match(/\d{6}/)![0];
    const wrong = code === '000000' ? '111111' : '000000';
    expect(
      (await api.call(openingHallApi.confirm, { projectId, code: wrong }, { token: a!.token })).body.code,
    ).not.toBe(0);
    expect((await api.call(openingHallApi.confirm, { projectId, code }, { token: a!.token })).body.msg).toBe(
      '已确认开标记录',
    );
    expect((await api.call(openingHallApi.confirmCode, { projectId }, { token: a!.token })).body).toEqual(
      refused(ALREADY_CONFIRMED),
    );
    const disagree = await api.call(
      openingHallApi.disagree,
      { projectId, reason: '报价宣读有误' },
      { token: b!.token },
    );
    expect(disagree.body.msg).toBe('已记录您的不同意见');

    const closed = await api.call(openingHallApi.close, { projectId }, { token: tender.staffToken });
    expect(closed.body).toEqual({ code: 0, msg: '开标已结束，项目进入评标' });
    const final = (await state(projectId, c!.token)).body.data!;
    expect(final.phase).toBe('closed');
    expect(final.confirmations.map((x) => [x.companyName, x.verdict, x.reason])).toEqual([
      [a!.companyName, 'confirmed', ''],
      [b!.companyName, 'disagreed', '报价宣读有误'],
      [c!.companyName, 'unconfirmed', ''],
    ]);
    const project = (await api.call(projectApi.detail, { id: projectId }, { token: tender.staffToken })).body.data!;
    expect(project.status).toBe('evaluating');
    expect((await objection(c!.token)).body).toEqual(refused(OBJECTION_AFTER_CLOSE));
    expect((await api.call(openingHallApi.confirmCode, { projectId }, { token: c!.token })).body).toEqual(
      refused(HALL_CLOSED),
    );
    expect((await api.call(openingHallApi.close, { projectId }, { token: tender.staffToken })).body.msg).toMatch(
      /^开标已于.+结束$/,
    );
    const lines = await t.db
      .select({ action: auditLogs.action })
      .from(auditLogs)
      .where(and(eq(auditLogs.targetType, 'project'), eq(auditLogs.targetId, String(projectId))));
    expect(lines.map((l) => l.action)).toEqual(
      expect.arrayContaining(['opening.start', 'opening.announce', 'opening.objection', 'opening.answerObjection']),
    );
    expect(lines.filter((l) => l.action === 'project.open')).toHaveLength(1);

    // The 开标记录 carries the hall: 签到, decryption, the objection and its answer, each company's word.
    const record = (await api.call(openingApi.openingRecord, { projectId }, { token: c!.token })).body.data!;
    expect(record.hall).toMatchObject({
      closedBy: tender.staffName,
      objections: [{ companyName: a!.companyName, content: '对唱标顺序有异议', answer: expect.any(String) }],
      confirmations: [
        { companyName: a!.companyName, verdict: 'confirmed' },
        { companyName: b!.companyName, verdict: 'disagreed', reason: '报价宣读有误' },
        { companyName: c!.companyName, verdict: 'unconfirmed' },
      ],
    });
    expect(record.hall!.bidders.every((x) => x.status === 'decrypted' && x.decryptedAt !== null)).toBe(true);
    const pdf = await api.callFile(openingApi.openingRecordPdf, { projectId }, { token: tender.staffToken });
    const text = (await readPdf(pdf.rawPayload)).text.replace(/ /g, '');
    for (const words of [
      '签到与解密',
      '开标异议',
      '对唱标顺序有异议',
      '开标记录确认',
      '已确认',
      '有异议',
      '未确认',
      '报价宣读有误',
    ]) {
      expect(text, words).toContain(words);
    }
    const excel = await api.callFile(openingApi.openingRecordExcel, { projectId }, { token: tender.staffToken });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(excel.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((w) => w.name)).toEqual(['开标记录', '签到与解密', '开标异议', '开标记录确认']);
    const cells: string[] = [];
    workbook.getWorksheet('开标记录确认')!.eachRow((row) => row.eachCell((cell) => cells.push(String(cell.value))));
    expect(cells).toEqual(expect.arrayContaining([c!.companyName, '未确认', '报价宣读有误']));
  });

  it('holds a company to three unanswered objections, even sent at once', async () => {
    const tender = await lodgedTender(t, 3);
    const { projectId } = tender;
    const [a, b] = tender.suppliers;
    await api.call(openingHallApi.start, { projectId }, { token: tender.staffToken });
    const raise = (token: string, i: number) =>
      api.call(openingHallApi.raiseObjection, { projectId, content: `异议${i}` }, { token });
    const replies = await Promise.all(Array.from({ length: 6 }, (_, i) => raise(a!.token, i)));
    expect(replies.filter((r) => r.body.code === 0)).toHaveLength(3);
    expect(replies.filter((r) => r.body.code !== 0).map((r) => r.body)).toEqual(
      Array.from({ length: 3 }, () => refused(TOO_MANY_OPEN_OBJECTIONS)),
    );
    // Another company is not held by a's; an answer frees one of a's places.
    expect((await raise(b!.token, 9)).body.code).toBe(0);
    const first = replies.find((r) => r.body.code === 0)!.body.data!.id;
    await api.call(openingHallApi.answerObjection, { id: first, answer: '已答复' }, { token: tender.staffToken });
    expect((await raise(a!.token, 7)).body.code).toBe(0);
  });

  it('the one-step 开标 is the whole hall: started, announced and closed together', async () => {
    const tender = await lodgedTender(t, 3);
    const opened = await api.call(openingApi.open, { projectId: tender.projectId }, { token: tender.staffToken });
    expect(opened.body.code).toBe(0);
    const view = (await state(tender.projectId, tender.staffToken)).body.data!;
    expect(view.phase).toBe('closed');
    expect(view.bidders.map((r) => r.offer)).toEqual(tender.bids.map((b) => b.offer));
    expect(
      (await api.call(openingHallApi.start, { projectId: tender.projectId }, { token: tender.staffToken })).body.msg,
    ).toMatch(/^该项目已于.+开标，不能重复开标$/);
  });
});
