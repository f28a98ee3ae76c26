import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestApi } from '../fixtures/api.ts';
import { launch, newPage, screenshot, text } from '../fixtures/browser.ts';
import { lodgeSealedBid, type SealedLodged } from '../fixtures/opening-hall.ts';
import { enrollingProject } from '../fixtures/seed-data.ts';
import { DEMO, putStorage, staffEntries, venderEntries } from '../fixtures/session.ts';
import { StaffApi } from '../fixtures/staff-api.ts';
import {
  advanceClock,
  type Company,
  passedCompanies,
  resetClock,
  signInAgain,
  tenderStandardId,
} from '../fixtures/tendering.ts';

/**
 * The 开标大厅 end to end (issue 31): three companies lodge 投标人加密 bids (sealed with core's bid-seal, as a
 * supplier's tool would), each signs in to the hall in its own browser context; the clock passes openTime; staff
 * start (confirm dialog); one bidder decrypts with its 解密口令, one with its 解密密钥文件, one types a wrong 口令
 * (core's words, nothing sent) and is recorded as withdrawn when the window passes; one raises a 开标异议 and staff
 * answer it on the spot; 唱标 (names, 报价 in figures and 大写) reaches every page live; each company confirms the
 * 开标记录 with its SMS code; staff close. Screenshots at 1366×768 and, for the bidders, 390×844.
 */
const PHONE = { width: 390, height: 844 };
const POLL = { timeout: 20_000 };
const HOUR = 3_600_000;
const OPEN_IN_HOURS = 10 * 24;

const api = new TestApi();
let staff: StaffApi;
let project: { id: number; projectCode: string; name: string };
let companies: Company[];
let bids: SealedLodged[];
const contexts: BrowserContext[] = [];
let staffPage: Page;
let bidderPages: Page[];
const errors: string[] = [];
let closeBrowser: () => Promise<void>;

const OFFERS = ['1286500.00', '1302000.50', '1199000.00'];

async function pageFor(browser: Awaited<ReturnType<typeof launch>>): Promise<Page> {
  const { context, page } = await newPage(browser);
  contexts.push(context);
  page.on('pageerror', (err) => errors.push(err.message));
  return page;
}

const hallPath = () => `/vender/layout/project/${project.id}/hall`;
const statusesOn = (page: Page) =>
  page.getByTestId('hall-bidder-status').evaluateAll((tags) => tags.map((t) => t.textContent?.trim() ?? ''));

beforeAll(async () => {
  staff = new StaffApi((await api.staffLogin(DEMO.admin.account, DEMO.admin.password)).token);
  await resetClock(staff);
  const tag = Date.now().toString(36).toUpperCase();
  const gradingStandardId = await tenderStandardId(staff, tag);
  project = await enrollingProject(
    staff,
    { projectName: `不见面开标泵站设备采购${tag}`, gradingStandardId, encryptMode: 'bidder' },
    OPEN_IN_HOURS,
  );
  companies = await passedCompanies(api, staff, project.id, 3);
  // Past the enrolment close (bids are lodged in 投标中); sessions last 7 days by the server's clock.
  await advanceClock(staff, (OPEN_IN_HOURS - 47) * HOUR);
  staff = new StaffApi((await api.staffLogin(DEMO.admin.account, DEMO.admin.password)).token);
  bids = [];
  for (const [i, c] of companies.entries()) {
    await signInAgain(api, c);
    bids.push(await lodgeSealedBid(api, c, project.id, OFFERS[i]!, `开标口令-${i + 1}-${c.creditCode.slice(-4)}`));
  }
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

describe('开标大厅', () => {
  it('before the bid deadline the hall says when 签到 opens; after it each bidder signs in, seeing only itself', async () => {
    const first = bidderPages[0]!;
    await first.goto(`/vender/layout/project/${project.id}`);
    await first.getByTestId('hall-entry-link').click();
    await first.getByTestId('supplier-hall').waitFor();
    expect(await first.getByTestId('hall-sign-in-button').isDisabled()).toBe(true);
    await screenshot(first, 'hall-supplier-before-deadline');

    // Past closeFileupTime, before openTime.
    await advanceClock(staff, 46.5 * HOUR);
    for (const [i, page] of bidderPages.entries()) {
      await page.goto(hallPath());
      await page.getByTestId('hall-sign-in-button').click();
      await page.getByTestId('hall-signed-in').waitFor(POLL);
      // Before the start a bidder sees its own row only.
      expect(await page.getByTestId('hall-bidder-name').allTextContents()).toEqual([
        expect.stringContaining(companies[i]!.companyName),
      ]);
    }
    await screenshot(bidderPages[0]!, 'hall-supplier-signed-in');
    await bidderPages[0]!.setViewportSize(PHONE);
    await screenshot(bidderPages[0]!, 'hall-supplier-signed-in-phone');

    // Staff see no bidder before openTime (who signed in would tell who bid).
    await staffPage.goto(`/manage/layout/project/${project.id}?tab=opening`);
    await staffPage.getByTestId('staff-hall').waitFor();
    await staffPage.getByTestId('open-not-yet').waitFor();
    expect(await staffPage.getByTestId('hall-bidder').count()).toBe(0);
    expect(await staffPage.getByTestId('hall-start').count()).toBe(0);
  });

  it('at openTime staff see who signed in and start (confirm dialog); every page shows the window live', async () => {
    await advanceClock(staff, HOUR);
    await staffPage.reload();
    await staffPage.getByTestId('hall-start').waitFor(POLL);
    await expect.poll(() => staffPage.getByTestId('hall-bidder').count(), POLL).toBe(3);
    expect(await statusesOn(staffPage)).toEqual(['已签到', '已签到', '已签到']);
    await screenshot(staffPage, 'hall-staff-before-start');
    await staffPage.getByTestId('hall-start').click();
    const dialog = staffPage.locator('.ant-modal-confirm');
    await dialog.locator('.ant-modal-confirm-title', { hasText: '确认开始开标？' }).waitFor();
    await dialog.getByRole('button', { name: '开始开标' }).click();
    await expect.poll(() => text(staffPage.getByTestId('hall-phase')), POLL).toBe('解密中');
    // The bidders' pages follow without a reload, and show the countdown and every bidder, no price.
    for (const page of bidderPages) {
      await page.getByTestId('hall-decrypt').waitFor(POLL);
      // The change came over the event stream (the page is not polling).
      expect(await text(page.getByTestId('hall-live'))).toBe('实时更新');
      expect(await text(page.getByTestId('hall-countdown'))).toMatch(/解密剩余时间 (29|30):\d\d/);
      await expect.poll(() => page.getByTestId('hall-bidder').count(), POLL).toBe(3);
      expect(await page.getByTestId('hall-offer').count()).toBe(0);
    }
    await screenshot(bidderPages[0]!, 'hall-supplier-decrypt-phone');
    await bidderPages[0]!.setViewportSize({ width: 1366, height: 768 });
  });

  it('one decrypts with its 口令, one with its key file, one types a wrong 口令 and is told in core’s words', async () => {
    const [byPassphrase, byKeyFile, wrong] = bidderPages as [Page, Page, Page];
    await byPassphrase.getByTestId('hall-passphrase').fill(bids[0]!.passphrase);
    await byPassphrase.getByTestId('hall-decrypt-submit').click();
    await byPassphrase.getByTestId('hall-own-decrypted').waitFor(POLL);

    await byKeyFile.getByTestId('hall-decrypt-way').getByText('解密密钥文件').click();
    await byKeyFile.locator('[data-testid="hall-decrypt"] input[type="file"]').setInputFiles(bids[1]!.keyFilePath);
    await byKeyFile.getByTestId('hall-key-file-name').waitFor();
    await screenshot(byKeyFile, 'hall-supplier-key-file');
    await byKeyFile.getByTestId('hall-decrypt-submit').click();
    await byKeyFile.getByTestId('hall-own-decrypted').waitFor(POLL);

    await wrong.getByTestId('hall-passphrase').fill('不是这个口令');
    await wrong.getByTestId('hall-decrypt-submit').click();
    expect(await text(wrong.getByTestId('hall-decrypt-error'))).toContain('解密口令不正确');
    await screenshot(wrong, 'hall-supplier-wrong-passphrase');

    // Everyone sees the two decryptions live; the third still waits.
    for (const page of [staffPage, ...bidderPages]) {
      await expect.poll(() => statusesOn(page), POLL).toEqual(['已解密', '已解密', '已签到']);
    }
    await screenshot(staffPage, 'hall-staff-decrypting');
  });

  it('a 开标异议 is raised in writing and answered by staff on the spot, seen by everyone', async () => {
    const raiser = bidderPages[0]!;
    await raiser.getByTestId('hall-objection-input').fill('第三家投标人尚未解密，请说明解密时限的计算方式。');
    await raiser.getByTestId('hall-objection-submit').click();
    await staffPage.getByTestId('hall-answer-input').waitFor(POLL);
    await screenshot(staffPage, 'hall-staff-objection');
    await staffPage.getByTestId('hall-answer-input').fill('解密时限自开标开始起30分钟，以平台服务器时间为准。');
    await staffPage.getByTestId('hall-answer').click();
    for (const page of bidderPages) {
      await expect.poll(() => text(page.getByTestId('hall-objection-answer')), POLL).toContain('以平台服务器时间为准');
    }
  });

  it('when the window passes, 唱标 reaches every page: names, 报价 and 大写; the undecrypted bid is withdrawn', async () => {
    await advanceClock(staff, 31 * 60_000);
    for (const page of [staffPage, ...bidderPages]) {
      await expect.poll(() => text(page.getByTestId('hall-phase')), POLL).toBe('已唱标');
      expect(await statusesOn(page)).toEqual(['已解密', '已解密', '已撤销']);
      expect(await page.getByTestId('hall-offer').allTextContents()).toEqual(['¥1,286,500.00', '¥1,302,000.50']);
      expect(await page.getByTestId('hall-offer-capitals').allTextContents()).toEqual([
        '人民币壹佰贰拾捌万陆仟伍佰元整',
        '人民币壹佰叁拾万贰仟元伍角整',
      ]);
      expect(await page.getByTestId('hall-bidders').textContent()).toContain('第三十一条');
    }
    await screenshot(staffPage, 'hall-staff-announced');
    await screenshot(bidderPages[1]!, 'hall-supplier-announced');
    await bidderPages[1]!.setViewportSize(PHONE);
    await screenshot(bidderPages[1]!, 'hall-supplier-announced-phone');
  });

  it('each company confirms the 开标记录 with its SMS code; staff then close the hall', async () => {
    for (const [i, page] of bidderPages.entries()) {
      await page.getByTestId('hall-confirm-send').click();
      await expect.poll(() => api.sms(companies[i]!.mobile).then((list) => list.length), POLL).toBeGreaterThan(0);
      await page.getByTestId('hall-confirm-code').fill(await api.latestSmsCode(companies[i]!.mobile));
      await page.getByTestId('hall-confirm-submit').click();
      await page.getByTestId('hall-confirm-form').waitFor({ state: 'detached', ...POLL });
    }
    await expect
      .poll(() => staffPage.getByTestId('hall-confirmation-verdict').allTextContents(), POLL)
      .toEqual(['已确认', '已确认', '已确认']);
    await screenshot(bidderPages[1]!, 'hall-supplier-confirmed-phone');
    await screenshot(staffPage, 'hall-staff-confirmed');

    await staffPage.getByTestId('hall-close').click();
    const dialog = staffPage.locator('.ant-modal-confirm');
    await dialog.getByRole('button', { name: '结束开标' }).click();
    for (const page of [staffPage, ...bidderPages]) {
      await expect.poll(() => text(page.getByTestId('hall-phase')), POLL).toBe('开标结束');
    }
    // A reload shows the same state.
    await bidderPages[2]!.reload();
    await expect.poll(() => statusesOn(bidderPages[2]!), POLL).toEqual(['已解密', '已解密', '已撤销']);
    await screenshot(staffPage, 'hall-staff-closed');
  });
});
