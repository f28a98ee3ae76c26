import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TestApi } from '../fixtures/api.ts';
import { screenshot, text, toast } from '../fixtures/browser.ts';
import { enrollingProject } from '../fixtures/seed-data.ts';
import { DEMO, putStorage, signIn, venderEntries } from '../fixtures/session.ts';
import { StaffApi } from '../fixtures/staff-api.ts';
import { useBrowser } from '../fixtures/suite.ts';
import {
  advanceClock,
  approvedCompany,
  bidPdf,
  type Company,
  enrol,
  lodgeBid,
  resetClock,
  sha256,
  signInAgain,
  tenderNoticeId,
  tenderStandardId,
} from '../fixtures/tendering.ts';

/**
 * End to end: three approved companies enrol (one on the 公告栏 in the browser), a fourth too; staff
 * review them on 报名审查 (three pass, one fails with a reason); the clock passes the enrolment close; the bidders
 * upload in 我的项目 and get receipts whose SHA-256 is the file's; the clock passes openTime; staff press 开标 and
 * read the 开标记录 with every hash checked; the bidders see the record. A second project with one bid cannot be
 * opened and offers 流标. Screenshots at 1366×768, the vender pages also at 375×667.
 */
const ctx = useBrowser();
let page: Page;
beforeEach(() => {
  page = ctx.page;
});

const PHONE = { width: 375, height: 667 };
/** The machine is small and shared: a page may take a few seconds to show what the server did. */
const POLL = { timeout: 15_000 };
const HOUR = 3_600_000;
const OPEN_IN_HOURS = 10 * 24;

const api = new TestApi();
let staff: StaffApi;
let project: { id: number; projectCode: string; name: string };
let lonely: { id: number; projectCode: string; name: string };
let noticeId: number;
let companies: Company[];
let refused: Company;

beforeAll(async () => {
  staff = new StaffApi((await api.staffLogin(DEMO.admin.account, DEMO.admin.password)).token);
  await resetClock(staff);
  const tag = Date.now().toString(36).toUpperCase();
  const gradingStandardId = await tenderStandardId(staff, tag);
  project = await enrollingProject(
    staff,
    { projectName: `二次供水泵站设备采购${tag}`, gradingStandardId },
    OPEN_IN_HOURS,
  );
  lonely = await enrollingProject(staff, { projectName: `管网检漏仪器采购${tag}`, gradingStandardId }, OPEN_IN_HOURS);
  noticeId = await tenderNoticeId(staff, project.projectCode);
  companies = [];
  for (let i = 0; i < 3; i++) companies.push(await approvedCompany(api, staff));
  refused = await approvedCompany(api, staff);
}, 120_000);

afterAll(async () => {
  // One server serves every spec: give the next its real clock back.
  if (staff) await resetClock(staff);
});

const FIRST = 0;
const bidder = (i: number) => companies[i] as Company;
/** The company's own session (from its API sign-in) in the page, as the login modal would leave it. */
const signInAs = (c: Company) => putStorage(page, venderEntries(c.login));
const projectTab = (id: number, tab: string) => page.goto(`/manage/layout/project/${id}?tab=${tab}`);
/** The OK of the open popconfirm (a closed one stays in the page, hidden, while the next opens). */
const confirmPopover = () =>
  page.locator('.ant-popover:not(.ant-popover-hidden) .ant-popconfirm-buttons button').last().click();
const row = (name: string) => page.locator('.ant-table-row', { hasText: name });

describe('报名, 报名审查, sealed bids, 开标', () => {
  it('the 公告栏 offers 报名: signed out it asks for a login; signed in it enrols (已报名（待审查）)', async () => {
    await page.goto(`/vender/layout/bulletin/${noticeId}`);
    await page.getByTestId('enrol-panel').waitFor();
    expect(await page.getByTestId('enrol-button').isDisabled()).toBe(true);
    expect(await text(page.getByTestId('enrol-reason'))).toContain('登录');
    await screenshot(page, 'tendering-bulletin-signed-out');
    await page.getByTestId('enrol-login').click();
    await page.locator('.ant-modal', { hasText: '供应商账号登录' }).waitFor();

    await signInAs(bidder(FIRST));
    await page.goto(`/vender/layout/bulletin/${noticeId}`);
    await page.getByTestId('enrol-button').click();
    await page.getByTestId('enrol-confirm').getByText(project.name).waitFor();
    await screenshot(page, 'tendering-enrol-confirm');
    await page.getByTestId('enrol-confirm-ok').click();
    await toast(page, '报名成功').waitFor();
    await expect.poll(() => text(page.getByTestId('enrolled-status')), POLL).toBe('已报名（待审查）');
    expect(await page.getByTestId('enrol-button').count()).toBe(0);
    await screenshot(page, 'tendering-bulletin-enrolled');

    await page.setViewportSize(PHONE);
    await page.getByTestId('enrol-panel').scrollIntoViewIfNeeded();
    await screenshot(page, 'tendering-bulletin-enrolled-phone');

    // The others enrol through the API; one of them on the second project as well.
    await enrol(api, bidder(1), project.id);
    await enrol(api, bidder(2), project.id);
    await enrol(api, refused, project.id);
    await enrol(api, bidder(FIRST), lonely.id);
  });

  it('staff review on 报名审查: the company’s documents, three 通过 and one 不通过 with a reason', async () => {
    await signIn(page, 'manage', DEMO.admin.account, DEMO.admin.password);
    await projectTab(project.id, 'enrolments');
    await page.getByTestId('enrolment-table').waitFor();
    await expect.poll(() => page.locator('[data-testid="enrolment-table"] .ant-table-row').count(), POLL).toBe(4);
    await screenshot(page, 'tendering-review-pending');

    await row(bidder(FIRST).companyName).getByTestId('enrolment-company').click();
    const drawer = page.getByTestId('enrolment-drawer');
    await drawer.getByText(bidder(FIRST).creditCode).waitFor();
    await drawer.getByTestId('preview-file').first().click();
    await page.getByTestId('preview-pdf').waitFor();
    await screenshot(page, 'tendering-review-preview');
    await page
      .locator('.ant-modal-footer')
      .getByRole('button', { name: /关\s?闭/ })
      .click();
    await screenshot(page, 'tendering-review-drawer');
    await drawer.getByTestId('enrolment-pass').click();
    await confirmPopover();
    await expect.poll(() => text(drawer.getByTestId('enrolment-status')), POLL).toBe('审查通过');
    await drawer.locator('.ant-drawer-close').click();

    for (const c of [bidder(1), bidder(2)]) {
      await row(c.companyName).getByTestId('enrolment-pass').click();
      await confirmPopover();
      await expect.poll(() => text(row(c.companyName).getByTestId('enrolment-status')), POLL).toBe('审查通过');
    }
    await row(refused.companyName).getByTestId('enrolment-fail').click();
    await page.getByTestId('reason-input').fill('未提供有效的安全生产许可证');
    await page.getByTestId('reason-ok').click();
    await expect.poll(() => text(row(refused.companyName).getByTestId('enrolment-status')), POLL).toBe('审查不通过');
    await screenshot(page, 'tendering-review-done');

    // The second project's only company passes too.
    await projectTab(lonely.id, 'enrolments');
    await row(bidder(FIRST).companyName).getByTestId('enrolment-pass').click();
    await confirmPopover();
    await expect
      .poll(() => text(row(bidder(FIRST).companyName).getByTestId('enrolment-status')), POLL)
      .toBe('审查通过');

    // Before the opening the bids are sealed and 开标 is not offered.
    await projectTab(project.id, 'bids');
    await page.getByTestId('bids-sealed').waitFor();
    await screenshot(page, 'tendering-bids-sealed');
    await projectTab(project.id, 'opening');
    await page.getByTestId('open-not-yet').waitFor();
    expect(await page.getByTestId('action-open').count()).toBe(0);
  });

  it('the refused company reads the reason in 我的项目', async () => {
    await signInAs(refused);
    await page.goto('/vender/layout/project');
    await row(project.name).waitFor();
    await page.goto(`/vender/layout/project/${project.id}`);
    expect(await text(page.getByTestId('enrolment-refused'))).toContain('未提供有效的安全生产许可证');
    expect(await page.getByTestId('bid-upload-form').count()).toBe(0);
  });

  it('after the enrolment closes, bidders upload in 我的项目 and get receipts with the file’s SHA-256', async () => {
    // Past enrollEndTime (48 h before the opening): the project is 投标中.
    await advanceClock(staff, (OPEN_IN_HOURS - 47) * HOUR);
    for (const c of companies) await signInAgain(api, c);
    const c = bidder(FIRST);
    await signInAs(c);
    await page.goto('/vender/layout/project');
    await row(project.name).waitFor();
    await screenshot(page, 'tendering-my-projects');
    await row(project.name).getByTestId('my-project-open').click();
    await page.getByTestId('bid-upload-form').waitFor();

    const draft = { name: '投标文件（初稿）.pdf', bytes: bidPdf(`${c.companyName} draft`) };
    await page.getByTestId('bid-offer').fill('1180000.5');
    await page.locator('[data-testid="bid-upload-form"] input[type=file]').setInputFiles({
      name: draft.name,
      mimeType: 'application/pdf',
      buffer: draft.bytes,
    });
    expect(await text(page.getByTestId('bid-offer-capitals'))).toBe('大写：人民币壹佰壹拾捌万元伍角整');
    await screenshot(page, 'tendering-upload-form');
    await page.getByTestId('bid-submit').click();
    // Sent only once the bidder confirmed the price in figures and capitals and the file.
    const confirm = page.getByRole('dialog', { name: '确认投标报价和投标文件' });
    expect(await text(confirm.getByTestId('bid-confirm-capitals'))).toBe('人民币壹佰壹拾捌万元伍角整');
    await confirm.getByRole('button', { name: '确认上传' }).click();
    await toast(page, '投标文件上传成功').waitFor();
    await expect.poll(() => text(page.getByTestId('receipt-sha256')), POLL).toBe(sha256(draft.bytes));
    expect(await text(page.getByTestId('receipt-name'))).toBe(draft.name);
    expect(await text(page.getByTestId('receipt-offer'))).toBe('¥1,180,000.50');

    // A re-upload is confirmed and replaces the file and the price.
    const final = { name: '投标文件（正式）.pdf', bytes: bidPdf(`${c.companyName} final`) };
    await page.getByTestId('bid-offer').fill('1150000');
    await page.locator('[data-testid="bid-upload-form"] input[type=file]').setInputFiles({
      name: final.name,
      mimeType: 'application/pdf',
      buffer: final.bytes,
    });
    await page.getByTestId('bid-submit').click();
    await page
      .getByRole('dialog', { name: '确认重新上传投标文件' })
      .filter({ hasText: '重新上传将替换' })
      .getByRole('button', { name: '确认重新上传' })
      .click();
    await expect.poll(() => text(page.getByTestId('receipt-sha256')), POLL).toBe(sha256(final.bytes));
    expect(await text(page.getByTestId('receipt-offer'))).toBe('¥1,150,000.00');
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'tendering-receipt');

    const download = page.waitForEvent('download');
    await page.getByTestId('receipt-pdf').click();
    const pdf = await readFile((await (await download).path()) as string);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    await page.setViewportSize(PHONE);
    await page.reload();
    await page.getByTestId('bid-receipt').waitFor();
    await screenshot(page, 'tendering-receipt-phone');
    await page.goto('/vender/layout/project');
    await page.getByTestId('my-project-card').first().waitFor();
    await screenshot(page, 'tendering-my-projects-phone');

    await lodgeBid(api, bidder(1), project.id, '1230000.00', {
      name: '投标文件.pdf',
      bytes: bidPdf(bidder(1).companyName),
    });
    await lodgeBid(api, bidder(2), project.id, '1199000.00', {
      name: '响应文件.pdf',
      bytes: bidPdf(bidder(2).companyName),
    });
    await lodgeBid(api, c, lonely.id, '86000.00', { name: '报价文件.pdf', bytes: bidPdf(`${c.companyName} lonely`) });
  });

  it('past openTime staff press 开标 and read the 开标记录; one bid is too few', async () => {
    await advanceClock(staff, 48 * HOUR);
    await signIn(page, 'manage', DEMO.admin.account, DEMO.admin.password);

    await projectTab(lonely.id, 'opening');
    await page.getByTestId('action-open').click();
    await page
      .locator('.ant-modal-confirm')
      .getByRole('button', { name: /开\s?标/ })
      .click();
    await page.getByTestId('open-refused').waitFor();
    expect(await text(page.getByTestId('open-refusal'))).toMatch(/不足|少于/);
    await screenshot(page, 'tendering-open-refused');
    await page.getByTestId('open-go-failure').click();
    await page.getByTestId('project-announcements').waitFor();

    await projectTab(project.id, 'opening');
    await page.getByTestId('action-open').click();
    await page
      .locator('.ant-modal-confirm')
      .getByRole('button', { name: /开\s?标/ })
      .click();
    await toast(page, '开标完成').waitFor();
    const record = page.getByTestId('opening-record-table');
    await expect.poll(() => record.locator('.ant-table-row').count(), POLL).toBe(3);
    expect(await record.getByTestId('bid-check').allTextContents()).toEqual(['校验一致', '校验一致', '校验一致']);
    await expect.poll(() => text(page.getByTestId('project-status')), POLL).toBe('评标中');
    await screenshot(page, 'tendering-opening-record');

    const excel = page.waitForEvent('download');
    await page.getByTestId('record-excel').click();
    expect((await excel).suggestedFilename()).toMatch(/^开标记录_.+\.xlsx$/);

    await projectTab(project.id, 'bids');
    await expect.poll(() => page.locator('[data-testid="bid-table"] .ant-table-row').count(), POLL).toBe(3);
    await screenshot(page, 'tendering-bids-opened');
  });

  it('the bidders see the 开标记录 in 我的项目', async () => {
    await signInAs(bidder(1));
    await page.goto(`/vender/layout/project/${project.id}`);
    const record = page.getByTestId('my-opening-record');
    await expect.poll(() => record.getByTestId('opening-record-table').locator('.ant-table-row').count(), POLL).toBe(3);
    expect(await record.textContent()).toContain(bidder(FIRST).companyName);
    expect(await page.getByTestId('bid-upload-form').count()).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'tendering-bidder-record');
    await page.setViewportSize(PHONE);
    await record.getByTestId('opening-record-list').scrollIntoViewIfNeeded();
    await screenshot(page, 'tendering-bidder-record-phone');
  });
});
