import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { readPdf } from '@swp/server/test/kits/pdf.ts';
import ExcelJS from 'exceljs';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestApi } from '../fixtures/api.ts';
import { launch, newPage, SCREENSHOTS, screenshot, text } from '../fixtures/browser.ts';
import { keepPdf, renderPage } from '../fixtures/pdf.ts';
import { enrollingProject } from '../fixtures/seed-data.ts';
import { DEMO, putStorage, staffEntries, venderEntries } from '../fixtures/session.ts';
import { StaffApi } from '../fixtures/staff-api.ts';
import {
  advanceClock,
  bidPdf,
  type Company,
  lodgeBid,
  passedCompanies,
  resetClock,
  signInAgain,
  tenderStandardId,
} from '../fixtures/tendering.ts';

/**
 * The 开标大厅 of a 平台加密 project (issue 31), beside `opening-hall` (投标人加密): three companies lodge plain bids
 * (the platform seals them), sign in to the hall in their own pages; at openTime staff start and the platform's own
 * decryption is the start itself — no page ever shows a decryption form or window, 唱标 (names, 报价 and 大写) reaches
 * every page at once. Then the 开标记录's confirmation: one company confirms by SMS code, one records its
 * disagreement with a reason, one says nothing and is 未确认 when staff close; the staff page, the PDF and the
 * workbook all say so.
 */
const POLL = { timeout: 20_000 };
const HOUR = 3_600_000;
const OPEN_IN_HOURS = 10 * 24;
const OFFERS = ['880000.00', '912345.60', '865000.00'];
const CAPITALS = ['人民币捌拾捌万元整', '人民币玖拾壹万贰仟叁佰肆拾伍元陆角整', '人民币捌拾陆万伍仟元整'];
const REASON = '唱标宣读的第二家报价与其投标函不一致，请核实。';

const api = new TestApi();
let staff: StaffApi;
let project: { id: number; projectCode: string; name: string };
let companies: Company[];
const contexts: BrowserContext[] = [];
let staffPage: Page;
let bidderPages: Page[];
const errors: string[] = [];
let closeBrowser: () => Promise<void>;

async function pageFor(browser: Awaited<ReturnType<typeof launch>>): Promise<Page> {
  const { context, page } = await newPage(browser);
  contexts.push(context);
  page.on('pageerror', (err) => errors.push(err.message));
  return page;
}

const hallPath = () => `/vender/layout/project/${project.id}/hall`;
const statusesOn = (page: Page) =>
  page.getByTestId('hall-bidder-status').evaluateAll((tags) => tags.map((t) => t.textContent?.trim() ?? ''));
/** Each company's row of 开标记录确认 as the page shows it: name, verdict, and the reason when there is one. */
const verdictsOn = (page: Page) =>
  page.getByTestId('hall-confirmation').evaluateAll((rows) =>
    rows.map((row) => ({
      text: row.textContent ?? '',
      verdict: row.querySelector('[data-testid="hall-confirmation-verdict"]')?.textContent?.trim() ?? '',
    })),
  );

beforeAll(async () => {
  staff = new StaffApi((await api.staffLogin(DEMO.admin.account, DEMO.admin.password)).token);
  await resetClock(staff);
  const tag = Date.now().toString(36).toUpperCase();
  const gradingStandardId = await tenderStandardId(staff, tag);
  project = await enrollingProject(
    staff,
    { projectName: `平台加密水表采购${tag}`, gradingStandardId, encryptMode: 'platform' },
    OPEN_IN_HOURS,
  );
  companies = await passedCompanies(api, staff, project.id, 3);
  // Past the enrolment close (bids are lodged in 投标中); sessions last 7 days by the server's clock.
  await advanceClock(staff, (OPEN_IN_HOURS - 47) * HOUR);
  staff = new StaffApi((await api.staffLogin(DEMO.admin.account, DEMO.admin.password)).token);
  for (const [i, c] of companies.entries()) {
    await signInAgain(api, c);
    await lodgeBid(api, c, project.id, OFFERS[i]!, { name: '投标文件.pdf', bytes: bidPdf(c.companyName) });
  }
  // Past closeFileupTime: 签到 is open.
  await advanceClock(staff, 46.5 * HOUR);
  const browser = await launch();
  closeBrowser = () => browser.close();
  staffPage = await pageFor(browser);
  await putStorage(staffPage, staffEntries(await api.staffLogin(DEMO.admin.account, DEMO.admin.password)));
  bidderPages = [];
  for (const c of companies) {
    const page = await pageFor(browser);
    await putStorage(page, venderEntries(c.login));
    bidderPages.push(page);
  }
}, 240_000);

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await closeBrowser?.();
  if (staff) await resetClock(staff);
  expect(errors, 'uncaught errors in the pages').toEqual([]);
});

describe('开标大厅 under 平台加密', () => {
  it('bidders sign in; at openTime staff start and 唱标 reaches every page at once, no decryption asked', async () => {
    for (const page of bidderPages) {
      await page.goto(hallPath());
      await page.getByTestId('hall-sign-in-button').click();
      await page.getByTestId('hall-signed-in').waitFor(POLL);
      // Every phase the page shows from now on, and whether a decryption form or window ever appears.
      await page.evaluate(() => {
        const seen = { phases: [] as string[], decryption: false };
        (window as unknown as { hallSeen: typeof seen }).hallSeen = seen;
        const look = () => {
          const phase = document.querySelector('[data-testid="hall-phase"]')?.textContent?.trim() ?? '';
          if (phase && seen.phases.at(-1) !== phase) seen.phases.push(phase);
          if (document.querySelector('[data-testid="hall-decrypt"], [data-testid="hall-countdown"]')) {
            seen.decryption = true;
          }
        };
        look();
        new MutationObserver(look).observe(document.body, { subtree: true, childList: true, characterData: true });
      });
    }

    await advanceClock(staff, HOUR);
    await staffPage.goto(`/manage/layout/project/${project.id}?tab=opening`);
    await staffPage.getByTestId('hall-start').waitFor(POLL);
    await expect.poll(() => statusesOn(staffPage), POLL).toEqual(['已签到', '已签到', '已签到']);
    expect(await text(staffPage.getByTestId('staff-hall'))).toContain('加密方式 平台加密');
    await staffPage.getByTestId('hall-start').click();
    const dialog = staffPage.locator('.ant-modal-confirm');
    expect(await text(dialog.locator('.ant-modal-confirm-content'))).toContain('由平台解密全部投标文件，随即唱标');
    await dialog.getByRole('button', { name: '开始开标' }).click();

    const names = companies.map((c) => c.companyName);
    for (const page of [staffPage, ...bidderPages]) {
      await expect.poll(() => text(page.getByTestId('hall-phase')), POLL).toBe('已唱标');
      expect(await statusesOn(page)).toEqual(['已解密', '已解密', '已解密']);
      const shown = await page.getByTestId('hall-bidder-name').allTextContents();
      expect(shown).toEqual(names.map((n) => expect.stringContaining(n)));
      expect(await page.getByTestId('hall-offer').allTextContents()).toEqual([
        '¥880,000.00',
        '¥912,345.60',
        '¥865,000.00',
      ]);
      expect(await page.getByTestId('hall-offer-capitals').allTextContents()).toEqual(CAPITALS);
    }
    for (const page of bidderPages) {
      // Straight from 等待开标 to 已唱标, live (no reload): no 解密中, never a form or a countdown.
      expect(await page.evaluate(() => (window as unknown as { hallSeen: unknown }).hallSeen)).toEqual({
        phases: ['等待开标', '已唱标'],
        decryption: false,
      });
      expect(await text(page.getByTestId('hall-live'))).toBe('实时更新');
      await page.getByTestId('hall-confirm-form').waitFor();
    }
    await screenshot(bidderPages[0]!, 'hall-platform-supplier-announced');
    await screenshot(staffPage, 'hall-platform-staff-announced');
  });

  it('one confirms by SMS code, one records its disagreement, one says nothing: staff close, 未确认 stays', async () => {
    const [confirming, disagreeing, silent] = bidderPages as [Page, Page, Page];
    await confirming.getByTestId('hall-confirm-send').click();
    await expect.poll(() => api.sms(companies[0]!.mobile).then((list) => list.length), POLL).toBeGreaterThan(0);
    await confirming.getByTestId('hall-confirm-code').fill(await api.latestSmsCode(companies[0]!.mobile));
    await confirming.getByTestId('hall-confirm-submit').click();
    await confirming.getByTestId('hall-confirm-form').waitFor({ state: 'detached', ...POLL });

    const form = disagreeing.getByTestId('hall-confirm-form');
    await form.getByText('有不同意见').click();
    expect(await disagreeing.getByTestId('hall-disagree-submit').isDisabled()).toBe(true);
    await disagreeing.getByTestId('hall-disagree-reason').fill(REASON);
    await disagreeing.getByTestId('hall-disagree-submit').click();
    await form.waitFor({ state: 'detached', ...POLL });

    const expected = [
      { name: companies[0]!.companyName, verdict: '已确认' },
      { name: companies[1]!.companyName, verdict: '有异议' },
      { name: companies[2]!.companyName, verdict: '未确认' },
    ];
    const check = async (page: Page) => {
      const rows = await verdictsOn(page);
      expect(rows.map((r) => r.verdict)).toEqual(expected.map((e) => e.verdict));
      for (const [i, row] of rows.entries()) expect(row.text).toContain(expected[i]!.name);
      expect(rows[1]!.text).toContain(`不同意见：${REASON}`);
      expect(rows[0]!.text).not.toContain('不同意见');
    };
    // Everyone sees both words live; the silent one still has its form until the close.
    for (const page of [staffPage, confirming, silent]) {
      await expect
        .poll(() => verdictsOn(page).then((r) => r.map((x) => x.verdict)), POLL)
        .toEqual(expected.map((e) => e.verdict));
      await check(page);
    }
    expect(await silent.getByTestId('hall-confirm-form').count()).toBe(1);

    await staffPage.getByTestId('hall-close').click();
    await staffPage.locator('.ant-modal-confirm').getByRole('button', { name: '结束开标' }).click();
    for (const page of [staffPage, ...bidderPages]) {
      await expect.poll(() => text(page.getByTestId('hall-phase')), POLL).toBe('开标结束');
    }
    // Too late for the silent one: its form is gone, and a reload shows the same record.
    await silent.getByTestId('hall-confirm-form').waitFor({ state: 'detached', ...POLL });
    await silent.reload();
    await silent.getByTestId('hall-confirmations').waitFor(POLL);
    await check(silent);
    expect(await silent.getByTestId('hall-confirm-form').count()).toBe(0);

    await staffPage.reload();
    await staffPage.getByTestId('hall-confirmations').waitFor(POLL);
    await check(staffPage);
    await staffPage.getByTestId('hall-confirmations').scrollIntoViewIfNeeded();
    await screenshot(staffPage, 'hall-platform-staff-record');

    // 我的项目's 开标记录 carries the same words, for each company to keep.
    await silent.goto(`/vender/layout/project/${project.id}`);
    const record = silent.getByTestId('record-hall-confirmations');
    await record.waitFor(POLL);
    await expect.poll(() => text(record), POLL).toMatch(/已确认[\s\S]*有异议[\s\S]*未确认/);
    expect(await text(record)).toContain(REASON);
    await record.scrollIntoViewIfNeeded();
    await screenshot(silent, 'hall-platform-supplier-record');
  });

  it('the 开标记录 PDF and workbook staff download say 已确认 / 有异议 with the reason / 未确认', async () => {
    const [pdfDownload] = await Promise.all([
      staffPage.waitForEvent('download'),
      staffPage.getByTestId('hall-record-pdf').click(),
    ]);
    const pdfBytes = await readFile((await pdfDownload.path())!);
    await keepPdf(pdfBytes, 'hall-platform-record.pdf', 'hall-platform-record-pdf-page1.png');
    const pdf = await readPdf(pdfBytes);
    // The confirmations close the record: its last page.
    await renderPage(pdfBytes, join(SCREENSHOTS, 'hall-platform-record-pdf-last.png'), pdf.pages);
    // PDF.js gives the text in pieces joined by spaces: compare without them.
    const pdfText = pdf.text.replace(/\s+/g, '');
    const confirmations = pdfText.slice(pdfText.indexOf('开标记录确认'));
    expect(confirmations).toMatch(/已确认[\s\S]*有异议[\s\S]*未确认/);
    expect(confirmations).toContain(REASON.replace(/\s+/g, ''));
    for (const c of companies) expect(pdfText).toContain(c.companyName);

    const [xlsxDownload] = await Promise.all([
      staffPage.waitForEvent('download'),
      staffPage.getByTestId('hall-record-excel').click(),
    ]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await xlsxDownload.path())!);
    const rows: string[][] = [];
    for (const sheet of workbook.worksheets) {
      sheet.eachRow((row) => {
        rows.push((row.values as unknown[]).slice(1).map((v) => (v == null ? '' : String(v))));
      });
    }
    const rowOf = (name: string, verdict: string) => rows.find((r) => r[0] === name && r[1] === verdict);
    expect(rowOf(companies[0]!.companyName, '已确认')?.[2] ?? '').toBe('');
    expect(rowOf(companies[1]!.companyName, '有异议')?.[2]).toBe(REASON);
    const silent = rowOf(companies[2]!.companyName, '未确认');
    expect(silent).toBeDefined();
    expect(silent?.slice(2).join('')).toBe('');
  });
});
