import { readFile } from 'node:fs/promises';
import type { EvalReport } from '@swp/core/evaluation/responses';
import { readPdf } from '@swp/server/test/kits/pdf.ts';
import ExcelJS from 'exceljs';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestApi } from '../fixtures/api.ts';
import { baseURL, screenshot, text } from '../fixtures/browser.ts';
import { type CommitteeExpert, type EvaluatingProject, evaluatingProject } from '../fixtures/evaluation.ts';
import {
  activePane,
  chairClosesStep,
  fillDetailed,
  fillPreliminary,
  openStep,
  submitSheet,
  voteChair,
} from '../fixtures/evaluation-ui.ts';
import { keepPdf } from '../fixtures/pdf.ts';
import { DEMO, putStorage, signIn, specialistEntries } from '../fixtures/session.ts';
import { StaffApi } from '../fixtures/staff-api.ts';
import { useBrowser } from '../fixtures/suite.ts';
import { resetClock } from '../fixtures/tendering.ts';

/**
 * End to end: a 询价 project is opened with three bids and a confirmed committee of three. The three
 * experts, each in a browser of their own, elect a chair and fill 初步评审 and 详细评审 in 在线评标; the chair returns
 * one 详细评审 sheet with a reason, its expert corrects and resubmits it, and the chair submits the result. The
 * experts sign the report by SMS code; staff follow the 评标 tab and download the PDF and the Excel, whose figures
 * are the API's. The scoring page is looked at in 1366×768 and 1920×1080.
 */
const ctx = useBrowser();
const POLL = { timeout: 20_000 };

const api = new TestApi();
let staff: StaffApi;
let data: EvaluatingProject;
const pages: Page[] = [];
const contexts: BrowserContext[] = [];

/** Each expert's 详细评审 scores: [商务 (max 20), 技术 (max 40)] per bidder, in the bidders' order. */
const SCORES: [string, string][][] = [
  [
    ['18', '36'],
    ['16', '34.5'],
    ['15', '30'],
  ],
  [
    ['17', '35'],
    ['18', '33'],
    ['14', '31'],
  ],
  [
    ['19', '37'],
    ['15', '35'],
    // below 60% of 20: a comment is required
    ['10', '32'],
  ],
];

beforeAll(async () => {
  staff = new StaffApi((await api.staffLogin(DEMO.admin.account, DEMO.admin.password)).token);
  await resetClock(staff);
  const tag = Date.now().toString(36).toUpperCase();
  data = await evaluatingProject(api, staff, tag);
  for (const expert of data.experts) {
    const context = await ctx.browser.newContext({
      baseURL: baseURL(),
      reducedMotion: 'reduce',
      viewport: { width: 1366, height: 768 },
      locale: 'zh-CN',
    });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    page.on('pageerror', (err) => ctx.errors.push(err.message));
    await putStorage(page, specialistEntries(expert.login));
    contexts.push(context);
    pages.push(page);
  }
}, 240_000);

afterAll(async () => {
  for (const context of contexts) await context.close();
  await resetClock(data?.staff ?? staff);
});

const expertPage = (i: number) => pages[i]!;
const expert = (i: number): CommitteeExpert => data.experts[i]!;
const workspaceUrl = () => `/specialist/layout/evaluation/${data.project.id}`;

const companies = () => data.companies.map((c) => c.companyName);

const reportOf = () => data.staff.ok<EvalReport>('GET', `/api/evaluation/report?projectId=${data.project.id}`);

describe('在线评标', () => {
  it('three experts elect a chair and score in their own browsers; a returned sheet is corrected; the chair submits', async () => {
    // The list shows the project; each expert enters its workspace.
    for (let i = 0; i < 3; i++) {
      const page = expertPage(i);
      await page.goto('/specialist/layout/evaluation');
      const row = page.locator('[data-testid="eval-projects-table"] tr.ant-table-row', { hasText: data.project.name });
      await row.waitFor();
      if (i === 0) await screenshot(page, 'evaluation-list');
      await row.getByTestId('eval-enter').click();
      await page.waitForURL(`**${workspaceUrl()}`);
      await page.getByTestId('eval-bidders').waitFor();
    }
    const first = expertPage(0);
    expect(await text(first.getByTestId('eval-bidders'))).toContain(data.companies[0]!.companyName);

    // The first two vote for the first expert: a majority of three makes the chair.
    for (const i of [0, 1]) await voteChair(expertPage(i), expert(0).name);
    for (const i of [0, 1, 2]) {
      await expertPage(i).reload();
      await expect.poll(() => text(expertPage(i).getByTestId('eval-header')), POLL).toContain(`${expert(0).name}（`);
    }

    // 初步评审: the third expert fails the third bidder on one item; one of three is no majority, it stays in.
    await fillPreliminary(expertPage(0), companies());
    await screenshot(first, 'evaluation-preliminary-1366');
    await submitSheet(expertPage(0));
    await fillPreliminary(expertPage(1), companies());
    await submitSheet(expertPage(1));
    await fillPreliminary(expertPage(2), companies(), { 2: '投标函未加盖公章' });
    await submitSheet(expertPage(2));

    await chairClosesStep(first, '初步评审已完成，详细评审已开启');

    // 详细评审, each in its own browser.
    for (let i = 0; i < 3; i++) {
      const page = expertPage(i);
      await page.reload();
      await page.getByTestId('eval-tabs').getByRole('tab', { name: '详细评审' }).waitFor();
      await fillDetailed(page, companies(), SCORES[i]!);
      if (i === 0) {
        await screenshot(page, 'evaluation-detailed-1366');
        await page.setViewportSize({ width: 1920, height: 1080 });
        await screenshot(page, 'evaluation-detailed-1920');
        await page.setViewportSize({ width: 1366, height: 768 });
      }
      await submitSheet(page);
    }

    // The chair returns the third expert's sheet; it corrects the low 商务 score and submits again.
    await first.reload();
    await openStep(first, '组长工作台');
    const third = first.locator('[data-testid="chair-panel"] tr.ant-table-row', { hasText: expert(2).name });
    await third.getByTestId('return-sheet').click();
    const reasonModal = first.locator('.ant-modal').filter({ hasText: '退回评审表' });
    await reasonModal.locator('textarea').fill('第三家投标人的商务分请对照业绩证明复核');
    await reasonModal.getByRole('button', { name: /退\s*回/ }).click();
    await first.getByText('已退回').first().waitFor();

    const page3 = expertPage(2);
    await page3.reload();
    await openStep(page3, '详细评审');
    await expect
      .poll(() => text(page3.getByTestId('sheet-returned').filter({ visible: true })), POLL)
      .toContain('商务分请对照业绩证明复核');
    await screenshot(page3, 'evaluation-returned');
    await page3
      .getByTestId('detailed-grid')
      .getByRole('tab', { name: new RegExp(data.companies[2]!.companyName) })
      .click();
    const corrected = activePane(page3, 'detailed-grid').locator(
      'input[data-testid="score-input"], [data-testid="score-input"] input',
    );
    await corrected.first().fill('13');
    await corrected.first().blur();
    await submitSheet(page3);

    // The chair submits the result: the report is numbered and the project is 评标完成.
    await chairClosesStep(first, '评标结果已提交，评标报告已生成');

    const report = await reportOf();
    expect(report.reportNo).toMatch(/^PB-\d{4}-\d{4}$/);
    expect(report.rows).toHaveLength(3);
    // 询价: ranked by the quote, the lowest first.
    expect(report.rows.map((r) => r.offer)).toEqual(data.offers);
    const third13 = report.scores.find(
      (s) =>
        s.specialistName === expert(2).name &&
        s.companyName === data.companies[2]!.companyName &&
        s.itemName === '类似供货业绩',
    );
    expect(third13?.score).toMatch(/^13(\.00)?$/);
    const detail = await data.staff.ok<{ status: string }>('GET', `/api/project/detail?id=${data.project.id}`);
    expect(detail.status).toBe('evaluated');

    await first.reload();
    await first.getByTestId('eval-report').filter({ visible: true }).waitFor();
    expect(await text(first.getByTestId('eval-report').filter({ visible: true }))).toContain(report.reportNo);
    await screenshot(first, 'evaluation-report-expert');
  }, 300_000);

  it('the experts sign the report by SMS code, one with a dissent in writing', async () => {
    const page = expertPage(1);
    await page.reload();
    const card = page.getByTestId('sign-card').filter({ visible: true });
    await card.waitFor();
    const before = (await api.sms(expert(1).mobile)).length;
    await card.getByTestId('sign-send-code').click();
    await expect.poll(async () => (await api.sms(expert(1).mobile)).length, POLL).toBe(before + 1);
    await card.getByTestId('sign-code').fill(await api.latestSmsCode(expert(1).mobile));
    await card.locator('textarea').fill('第二名投标人的技术方案优于第一名，建议复核');
    await card.getByTestId('sign-submit').click();
    await page.getByText('已签名').first().waitFor();
    await screenshot(page, 'evaluation-signed');

    for (const i of [0, 2]) {
      await expert(i).api.ok('POST', '/api/evaluation/signCode', { projectId: data.project.id });
      const code = await api.latestSmsCode(expert(i).mobile);
      await expert(i).api.ok('POST', '/api/evaluation/sign', { projectId: data.project.id, code });
    }
    const report = await reportOf();
    expect(report.experts.every((e) => e.signedAt !== null)).toBe(true);
    expect(report.experts.find((e) => e.name === expert(1).name)?.dissent).toContain('建议复核');
  });

  it('staff follow the 评标 tab and download the report as PDF and Excel, with the API’s figures', async () => {
    const page = ctx.page;
    await signIn(page, 'manage', DEMO.admin.account, DEMO.admin.password);
    await page.goto(`/manage/layout/project/${data.project.id}?tab=evaluation`);
    const tab = page.getByTestId('project-evaluation');
    await tab.waitFor();
    await page.getByTestId('report-ranking').waitFor();
    const report = await reportOf();
    const shown = await text(page.getByTestId('report-ranking'));
    for (const row of report.rows) {
      expect(shown).toContain(row.companyName);
      expect(shown).toContain(row.total);
    }
    await screenshot(page, 'evaluation-staff-tab');

    const [pdfDownload] = await Promise.all([page.waitForEvent('download'), page.getByTestId('report-pdf').click()]);
    const pdfBytes = await readFile((await pdfDownload.path())!);
    // PDF.js gives the text in pieces joined by spaces (a Chinese run and a Latin one apart): compare without them.
    const pdfText = (await readPdf(pdfBytes)).text.replace(/\s+/g, '');
    expect(pdfText).toContain(report.reportNo);
    for (const row of report.rows) {
      expect(pdfText).toContain(row.companyName);
      expect(pdfText).toContain(row.total);
    }
    await keepPdf(pdfBytes, 'evaluation-report.pdf', 'evaluation-report-pdf-page1.png');

    const [xlsxDownload] = await Promise.all([page.waitForEvent('download'), page.getByTestId('report-excel').click()]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await xlsxDownload.path())!);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['初步评审', '详细评审', '评标结果', '签名确认']);
    const cells = (name: string) => {
      const out: string[] = [];
      workbook.getWorksheet(name)!.eachRow((row) => {
        row.eachCell((cell) => {
          out.push(String(cell.value));
        });
      });
      return out;
    };
    const result = cells('评标结果');
    for (const row of report.rows) {
      expect(result).toContain(row.companyName);
      expect(result).toContain(row.total);
      expect(result).toContain(row.price);
    }
    expect(cells('详细评审').filter((v) => v === expert(2).name)).toHaveLength(6);
    expect(cells('初步评审')).toContain('投标函未加盖公章');
  });
});
