import { ErrorCode, formatDateCn, type MyResult, Permission, resultApi } from '@swp/core';
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestAppWithFiles } from '../../../test/app.ts';
import { createStaff } from '../../../test/factories.ts';
import { bidderCompany, enrolDirectly } from '../../../test/kits/enrolments.ts';
import { readPdf } from '../../../test/kits/pdf.ts';
import { type EvaluatedProject, evaluatedProject, expectOk } from '../../../test/kits/results.ts';
import { announcements, auditLogs, resultLetters } from '../../db/schema/index.ts';
import { issueSession } from '../../platform/auth/session.service.ts';
import { PUBLISHED_IS_FROZEN } from '../announcements/announcement-checks.ts';
import { NO_LETTER_FOR_NON_BIDDER, NO_LETTER_YET, NOT_A_BIDDER } from './results.service.ts';

/** A bidder's result in 我的项目 through the publicity and the award, its letter, and who may read them. */
const { t, api } = useTestAppWithFiles('swp-results-mine-');

const mine = (projectId: number, token: string | undefined) =>
  api.get<MyResult>(resultApi.mine.path, { token, query: { projectId } });
const letter = (projectId: number, token: string | undefined) =>
  t.app.inject({
    method: 'GET',
    url: `${resultApi.letter.path}?projectId=${projectId}`,
    headers: token ? { token, cookie: 'XSRF-TOKEN=x' } : { cookie: 'XSRF-TOKEN=x' },
  });

describe('我的项目 → 结果', () => {
  let p: EvaluatedProject;
  /** Enrolled without a bid: knows the project, sees no candidates, gets no letter. */
  let enrolledOnly: { id: number; token: string };
  let outsider: { vender: string; staffWithout: string };

  beforeAll(async () => {
    p = await evaluatedProject(t, api);
    const company = await bidderCompany(t);
    await enrolDirectly(t.db, { projectId: p.projectId, supplierId: company.id });
    enrolledOnly = company;
    const staff = await createStaff(t.db, { perms: [Permission.specialist] });
    outsider = {
      vender: (await bidderCompany(t)).token,
      staffWithout: (await issueSession(t.db, t.clock, 'staff', staff.id, '127.0.0.1')).token,
    };
  });

  it('follows the publicity: candidates once published, objections only while it runs', async () => {
    const [winner] = p.suppliers;
    const before = await mine(p.projectId, winner!.token);
    expectOk(before);
    expect(before.body.data).toEqual({
      projectId: p.projectId,
      projectState: 'evaluated',
      isBidder: true,
      publicity: null,
      candidates: [],
      canObject: false,
      outcome: null,
      award: null,
      letter: null,
    });
    await p.publicize();
    const during = (await mine(p.projectId, winner!.token)).body.data!;
    expect(during).toMatchObject({ projectState: 'publicity', canObject: true, outcome: null });
    expect(during.candidates.map((c) => c.supplierId)).toEqual(p.suppliers.map((s) => s.id));
    const notBidding = (await mine(p.projectId, enrolledOnly.token)).body.data!;
    expect(notBidding).toMatchObject({ isBidder: false, candidates: [], canObject: false });
    expect(notBidding.publicity).toEqual(during.publicity);
    // Before the award there is no letter to fetch.
    expect((await letter(p.projectId, winner!.token)).json()).toEqual({ code: ErrorCode.RULE, msg: NO_LETTER_YET });

    await p.passPublicity();
    expect((await mine(p.projectId, winner!.token)).body.data!.canObject).toBe(false);
  });

  it('two clicks on 发布 of one 中标公告 at once: one publishes, one letter per bidder', async () => {
    const made = await p.draft('win');
    expectOk(made);
    const replies = await Promise.all([p.publish(made.body.data!.id), p.publish(made.body.data!.id)]);
    expect(replies.map((r) => r.body.code).sort()).toEqual([0, ErrorCode.RULE]);
    expect(replies.find((r) => r.body.code !== 0)!.body.msg).toBe(PUBLISHED_IS_FROZEN);
    const [letters] = await t.db
      .select({ n: count() })
      .from(resultLetters)
      .where(eq(resultLetters.projectId, p.projectId));
    expect(letters!.n).toBe(3);
    const [published] = await t.db
      .select({ n: count() })
      .from(auditLogs)
      .where(and(eq(auditLogs.targetId, String(p.projectId)), eq(auditLogs.action, 'announcement.publish')));
    expect(published!.n).toBe(2); // the 结果公示 and one 中标公告
    const wins = await t.db.select().from(announcements).where(eq(announcements.id, made.body.data!.id));
    expect(wins[0]!.status).toBe('published');
  });

  it('gives the winner its 中标通知书 and the others their 结果通知书, numbered, with the amount', async () => {
    const code = p.project.projectCode.slice(3);
    const [winner, second] = p.suppliers;
    const won = (await mine(p.projectId, winner!.token)).body.data!;
    expect(won).toMatchObject({
      projectState: 'awarded',
      outcome: 'won',
      award: { supplierId: winner!.id, companyName: winner!.companyName, amount: '100000.00' },
      letter: { kind: 'award', letterNo: `ZB-${code}-01` },
    });
    const lost = (await mine(p.projectId, second!.token)).body.data!;
    expect(lost).toMatchObject({ outcome: 'lost', letter: { kind: 'result', letterNo: `JG-${code}-02` } });
    expect((await mine(p.projectId, enrolledOnly.token)).body.data).toMatchObject({ outcome: null, letter: null });

    const awardPdf = await letter(p.projectId, winner!.token);
    expect(awardPdf.statusCode).toBe(200);
    expect(awardPdf.headers['content-type']).toBe('application/pdf');
    expect(String(awardPdf.headers['content-disposition'])).toContain(
      encodeURIComponent(`中标通知书_ZB-${code}-01.pdf`),
    );
    const award = await readPdf(awardPdf.rawPayload);
    expect(award.title).toBe('中标通知书');
    for (const text of [
      `ZB-${code}-01`,
      winner!.companyName,
      p.project.projectName,
      p.project.projectCode,
      '某某水务集团有限公司',
      formatDateCn(Date.parse(won.award!.awardedAt)),
    ]) {
      expect(award.text).toContain(text);
    }
    // The amount binds: figures with separators and capitals, in the letter's table and in its sentence.
    const awardWords = award.text.replace(/ /g, '');
    expect(awardWords).toContain('中标金额¥100,000.00（人民币壹拾万元整）');
    expect(awardWords).toContain('中标金额为¥100,000.00（人民币壹拾万元整）。');
    const result = await readPdf((await letter(p.projectId, second!.token)).rawPayload);
    expect(result.title).toBe('结果通知书');
    expect(result.text).toContain(`JG-${code}-02`);
    expect(result.text).toContain(second!.companyName);
    expect(result.text).toContain(`中标人 ${winner!.companyName}`);
    expect(result.text.replace(/ /g, '')).toContain('中标金额¥100,000.00（人民币壹拾万元整）');
  });

  it('refuses another company, a company that did not bid its letter, staff without 项目管理 and no token', async () => {
    expect((await mine(p.projectId, outsider.vender)).body).toEqual({ code: ErrorCode.RULE, msg: NOT_A_BIDDER });
    expect((await letter(p.projectId, outsider.vender)).json()).toEqual({
      code: ErrorCode.RULE,
      msg: NO_LETTER_FOR_NON_BIDDER,
    });
    expect((await letter(p.projectId, enrolledOnly.token)).json()).toEqual({
      code: ErrorCode.RULE,
      msg: NO_LETTER_FOR_NON_BIDDER,
    });
    const summary = (token: string | undefined) =>
      api.get(resultApi.summary.path, { token, query: { projectId: p.projectId } });
    expect((await summary(outsider.staffWithout)).status).toBe(403);
    expect((await summary(p.suppliers[0]!.token)).status).toBe(401);
    expect((await summary(undefined)).status).toBe(401);
    for (const token of [undefined, outsider.staffWithout]) {
      expect((await mine(p.projectId, token)).status).toBe(401);
      expect((await letter(p.projectId, token)).statusCode).toBe(401);
    }
    expect((await summary(p.staffToken)).status).toBe(200);
  });
});
