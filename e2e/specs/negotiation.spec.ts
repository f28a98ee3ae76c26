import { negotiationApi } from '@swp/core/evaluation/negotiation-contract';
import { evaluationReportApi } from '@swp/core/evaluation/report-contract';
import type { EvalReport } from '@swp/core/evaluation/responses';
import { projectApi } from '@swp/core/project/contract';
import { testSupportApi } from '@swp/core/test-support/contract';
import { readPdf } from '@swp/server/test/kits/pdf.ts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestApi } from '../fixtures/api.ts';
import { baseURL, screenshot, text, toast } from '../fixtures/browser.ts';
import { type EvaluatingProject, evaluatingProject, scoreThroughApi } from '../fixtures/evaluation.ts';
import { chairClosesStep, openStep } from '../fixtures/evaluation-ui.ts';
import { keepPdf } from '../fixtures/pdf.ts';
import { DEMO, putStorage, signIn, specialistEntries, venderEntries } from '../fixtures/session.ts';
import { StaffApi } from '../fixtures/staff-api.ts';
import { useBrowser } from '../fixtures/suite.ts';
import { advanceClock, resetClock, signInAgain } from '../fixtures/tendering.ts';

/**
 * 竞争性谈判 as a step of its own. A 竞争性谈判 project is opened with three bids and a committee of three,
 * who score both steps (through the API: evaluation.spec drives the sheets in the browser). In the browser the
 * phase bar names 竞争性谈判; the chair's 提交评标结果 waits; the chair opens round 1 on the 竞争性谈判 tab; one bidder
 * quotes on its phone (我的项目), two through the API; the round ends by the test clock; the quotes show; the chair
 * submits the result and the report — on the page and in the PDF — names the round its ranking used.
 */
const ctx = useBrowser();
const POLL = { timeout: 20_000 };
const HOUR = 3_600_000;

const api = new TestApi();
let data: EvaluatingProject;
let chairPage: Page;
/** Each bidder's final quote, in the bidders' order (the first quotes on its phone). */
const FINAL = ['950000.00', '1010000.00', '930000.00'];

beforeAll(async () => {
  const staff = new StaffApi((await api.staffLogin(DEMO.admin.account, DEMO.admin.password)).token);
  await resetClock(staff);
  const tag = Date.now().toString(36).toUpperCase();
  data = await evaluatingProject(api, staff, tag, 2);
  await scoreThroughApi(data.project.id, data.experts);
  const context = await ctx.browser.newContext({
    baseURL: baseURL(),
    reducedMotion: 'reduce',
    viewport: { width: 1366, height: 768 },
    locale: 'zh-CN',
  });
  chairPage = await context.newPage();
  chairPage.setDefaultTimeout(15_000);
  chairPage.on('pageerror', (err) => ctx.errors.push(err.message));
  await putStorage(chairPage, specialistEntries(data.experts[0]!.login));
}, 300_000);

afterAll(async () => {
  await chairPage?.context().close();
  if (data) await resetClock(data.staff);
});

const phaseStep = (page: Page, title: string) =>
  page.getByTestId('eval-steps').locator('.ant-steps-item').filter({ hasText: title });

describe('竞争性谈判 round', () => {
  it('the phase bar names the step, and the chair’s result waits for a round', async () => {
    await chairPage.goto(`/specialist/layout/evaluation/${data.project.id}`);
    await chairPage.getByTestId('negotiation-card').filter({ visible: true }).waitFor();
    expect(await text(phaseStep(chairPage, '竞争性谈判'))).toContain('待发起谈判');
    expect(await phaseStep(chairPage, '竞争性谈判').getAttribute('class')).toContain('ant-steps-item-process');
    expect(await text(chairPage.getByTestId('negotiation-prompt'))).toContain('请发起谈判');
    await screenshot(chairPage, 'negotiation-step-1366');
    await chairPage.getByTestId('negotiation-card').filter({ visible: true }).scrollIntoViewIfNeeded();
    await screenshot(chairPage, 'negotiation-tab-1366');

    await openStep(chairPage, '组长工作台');
    const waiting = chairPage.getByTestId('chair-negotiation');
    await waiting.waitFor();
    expect(await text(waiting)).toContain('须至少完成一轮最后报价');
    expect(await chairPage.getByTestId('chair-close-step').isDisabled()).toBe(true);
  }, 60_000);

  it('the chair opens round 1; bidders quote (one on its phone); the quotes stay sealed until the deadline', async () => {
    await openStep(chairPage, '竞争性谈判');
    await chairPage.getByTestId('round-new').filter({ visible: true }).click();
    const modal = chairPage.locator('.ant-modal').filter({ hasText: '发起第1轮谈判' });
    await modal.getByTestId('round-note').fill('请就供货周期和质保期重新报价，并提交最后报价');
    // Two hours after the server's (test) clock, in Beijing time as the picker shows it.
    const { now } = await data.staff.ok<{ now: string }>('POST', testSupportApi.clock.path, {});
    const deadline = new Date(Date.parse(now) + 2 * HOUR + 8 * HOUR).toISOString().slice(0, 16).replace('T', ' ');
    const picker = modal.locator('input[data-testid="round-deadline"], [data-testid="round-deadline"] input').first();
    await picker.click();
    await picker.fill(deadline);
    await picker.press('Enter');
    await modal.getByTestId('round-ok').click();
    await toast(chairPage, '已发起谈判').waitFor();
    await expect.poll(() => text(phaseStep(chairPage, '竞争性谈判')), POLL).toContain('第1轮报价中');
    expect(await text(chairPage.getByTestId('negotiation-rounds').filter({ visible: true }))).toContain('截止后公开');

    // The first bidder quotes on its phone from 我的项目.
    const [first, second, third] = data.companies;
    await signInAgain(api, first!);
    const phone = await ctx.browser.newContext({
      baseURL: baseURL(),
      reducedMotion: 'reduce',
      viewport: { width: 390, height: 844 },
      locale: 'zh-CN',
      isMobile: true,
    });
    const vender = await phone.newPage();
    vender.on('pageerror', (err) => ctx.errors.push(err.message));
    await putStorage(vender, venderEntries(first!.login));
    await vender.goto(`/vender/layout/project/${data.project.id}`);
    const card = vender.getByTestId('vender-negotiation');
    await card.waitFor();
    await card
      .locator('[data-testid="negotiation-offer"] input, input[data-testid="negotiation-offer"]')
      .fill(FINAL[0]!);
    await card.getByTestId('negotiation-submit').click();
    await vender
      .locator('.ant-popover')
      .getByRole('button', { name: /提\s*交/ })
      .click();
    await expect.poll(() => text(vender.getByTestId('negotiation-my-offers')), POLL).toContain('950,000.00');
    await card.scrollIntoViewIfNeeded();
    await screenshot(vender, 'negotiation-vender-390');
    await phone.close();

    for (const [company, offer] of [
      [second!, FINAL[1]!],
      [third!, FINAL[2]!],
    ] as const) {
      await signInAgain(api, company);
      const quoting = new StaffApi(company.token);
      await quoting.ok('POST', negotiationApi.offer.path, { projectId: data.project.id, offer });
    }
    await chairPage.reload();
    await openStep(chairPage, '竞争性谈判');
    expect(await text(chairPage.getByTestId('negotiation-rounds').filter({ visible: true }))).not.toContain(
      '950,000.00',
    );
  }, 120_000);

  it('the round ends by the clock; the quotes show; the chair submits and the report names the round', async () => {
    await advanceClock(data.staff, 3 * HOUR);
    await chairPage.reload();
    await expect.poll(() => text(phaseStep(chairPage, '竞争性谈判')), POLL).toContain('已完成1轮');
    await openStep(chairPage, '竞争性谈判');
    const offers = chairPage.getByTestId('round-offers').filter({ visible: true });
    await offers.waitFor();
    for (const [i, company] of data.companies.entries()) {
      expect(await text(offers)).toContain(company.companyName);
      expect(await text(offers)).toContain(Number(FINAL[i]).toLocaleString('en-US', { minimumFractionDigits: 2 }));
    }
    await offers.scrollIntoViewIfNeeded();
    await screenshot(chairPage, 'negotiation-round-closed-1366');

    await chairClosesStep(chairPage, '评标结果已提交，评标报告已生成');
    await chairPage.reload();
    const report = chairPage.getByTestId('eval-report').filter({ visible: true });
    await report.waitFor();
    expect(await text(report.getByTestId('report-basis'))).toContain('按第1轮最后报价排序');
    await report.scrollIntoViewIfNeeded();
    await screenshot(chairPage, 'negotiation-report-1366');

    const fresh = new StaffApi((await api.staffLogin(DEMO.admin.account, DEMO.admin.password)).token);
    const api_report = await fresh.ok<EvalReport>(
      'GET',
      `${evaluationReportApi.report.path}?projectId=${data.project.id}`,
    );
    expect(api_report.negotiation).toEqual({ round: 1, reason: null });
    // Ranked by round 1's final quotes, the lowest first.
    expect(api_report.rows.map((r) => r.offer)).toEqual(['930000.00', '950000.00', '1010000.00']);

    const res = await fetch(`${baseURL()}${evaluationReportApi.reportPdf.path}?projectId=${data.project.id}`, {
      headers: { token: (await api.staffLogin(DEMO.admin.account, DEMO.admin.password)).token },
    });
    const pdf = Buffer.from(await res.arrayBuffer());
    await keepPdf(pdf, 'negotiation-report.pdf', 'negotiation-report-pdf.png');
    const flat = (await readPdf(pdf)).text.replace(/\s/g, '');
    expect(flat).toContain('按第1轮最后报价排序');
    expect(flat).toContain('930,000.00');
    expect(flat).toContain('人民币玖拾叁万元整');
    for (const expert of data.experts) {
      expect(flat).toContain(`评委个人评分表（${expert.name}）`);
      expect(flat).toContain(`评委（${expert.name}）签字：`);
    }
  }, 120_000);

  it('staff see the step on the 评标 tab, and the 结果 tab ranks by the quote without a 综合得分 column', async () => {
    const page = ctx.page;
    await signIn(page, 'manage', DEMO.admin.account, DEMO.admin.password);
    await page.goto(`/manage/layout/project/${data.project.id}?tab=evaluation`);
    await page.getByTestId('project-evaluation').waitFor();
    expect(await text(phaseStep(page, '竞争性谈判'))).toContain('已完成1轮');
    const card = page.getByTestId('negotiation-card');
    await expect.poll(() => text(card), POLL).toContain('930,000.00');
    expect(await text(page.getByTestId('report-basis'))).toContain('按第1轮最后报价排序');
    await screenshot(page, 'negotiation-staff-tab-1366');
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, 'negotiation-staff-rounds-1366');

    await page.goto(`/manage/layout/project/${data.project.id}?tab=results`);
    const candidates = page.getByTestId('result-candidates');
    await candidates.waitFor();
    await expect.poll(() => text(candidates), POLL).toContain('930,000.00');
    expect(await text(candidates)).not.toContain('综合得分');
    expect(await text(page.getByTestId('rank-basis'))).toContain('按第1轮最后报价排序');
    await screenshot(page, 'negotiation-results-tab-1366');
  }, 60_000);
});

describe('竞争性谈判 without a round', () => {
  it('the chair records why no round is held; the phase bar, the report and the 操作日志 say so', async () => {
    // A project of its own, from the real time again (its notice's dates are the browser's).
    await resetClock(data.staff);
    const staff = new StaffApi((await api.staffLogin(DEMO.admin.account, DEMO.admin.password)).token);
    const tag = `W${Date.now().toString(36).toUpperCase()}`;
    const waived = await evaluatingProject(api, staff, tag, 2);
    await scoreThroughApi(waived.project.id, waived.experts);
    const context = await ctx.browser.newContext({
      baseURL: baseURL(),
      reducedMotion: 'reduce',
      viewport: { width: 1366, height: 768 },
      locale: 'zh-CN',
    });
    const page = await context.newPage();
    page.on('pageerror', (err) => ctx.errors.push(err.message));
    await putStorage(page, specialistEntries(waived.experts[0]!.login));
    await page.goto(`/specialist/layout/evaluation/${waived.project.id}`);
    await page.getByTestId('negotiation-waive').filter({ visible: true }).click();
    const modal = page.locator('.ant-modal').filter({ hasText: '不进行谈判的理由' });
    const reason = '三家报价均在预算内且技术响应一致，经评标委员会讨论决定不进行谈判';
    await modal.locator('textarea').fill(reason);
    await modal.getByTestId('reason-ok').click();
    await toast(page, '已记录不进行谈判的理由').waitFor();
    await expect.poll(() => text(phaseStep(page, '竞争性谈判')), POLL).toContain('不进行谈判（已记录理由）');
    await page.reload();
    await openStep(page, '竞争性谈判');
    const recorded = page.getByTestId('negotiation-waiver').filter({ visible: true });
    await recorded.waitFor();
    expect(await text(recorded)).toContain(reason);
    await recorded.scrollIntoViewIfNeeded();
    await screenshot(page, 'negotiation-waived-1366');

    await chairClosesStep(page, '评标结果已提交，评标报告已生成');
    await page.reload();
    const report = page.getByTestId('eval-report').filter({ visible: true });
    await report.waitFor();
    expect(await text(report.getByTestId('report-basis'))).toBe(`未进行竞争性谈判（理由：${reason}），按开标报价排序`);
    const log = await waived.staff.ok<{ list: { action: string; detail: string }[] }>(
      'GET',
      `${projectApi.logs.path}?id=${waived.project.id}&page=1&pageSize=100`,
    );
    expect(JSON.stringify(log)).toContain(reason);
    await context.close();
  }, 300_000);
});
