import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { solveCaptcha, TestApi } from '../fixtures/api.ts';
import { newPage, screenshot, text, toast } from '../fixtures/browser.ts';
import { DEMO, signIn } from '../fixtures/session.ts';
import { useBrowser } from '../fixtures/suite.ts';
import { registerCompany } from '../fixtures/suppliers.ts';

/**
 * End to end, after registration: 找回密码 signs out the company's open session; a company staff put on
 * the blacklist (禁止参与) is told why and until when; the staff list pages and the vender pages on a phone.
 */
const ctx = useBrowser();
let page: Page;
beforeEach(() => {
  page = ctx.page;
});
const api = new TestApi();
const loginModal = (p: Page) => p.locator('.ant-modal', { hasText: '供应商账号登录' });
const PHONE = { width: 375, height: 667 };

describe('找回密码', () => {
  it('sets a new password by SMS and signs out the session that was open', async () => {
    const company = await registerCompany(api);
    await signIn(page, 'vender', company.account, company.password);
    await page.goto('/vender/layout/user');
    await page.getByTestId('status-title').waitFor();

    // Somewhere else (another browser), the password is recovered.
    const other = await newPage(ctx.browser);
    try {
      const p = other.page;
      await p.goto('/vender/layout/findpassword');
      await p.getByTestId('mobile-input').fill(company.mobile);
      await p.getByTestId('captcha-input').fill(await solveCaptcha(p));
      await p.getByTestId('send-code').click();
      await toast(p, '发送成功').waitFor();
      await p.getByTestId('sms-code-input').fill(await api.latestSmsCode(company.mobile));
      await p.getByTestId('new-password').fill('Zhaohui2026');
      await p.getByTestId('confirm-password').fill('Zhaohui2026');
      await p.getByTestId('find-password-submit').click();
      await toast(p, '密码已重置，请重新登录').waitFor();
      await loginModal(p).waitFor();
    } finally {
      await other.context.close();
    }

    // The first browser's session is over: its next call asks for a login; the old password no longer works.
    await page.reload();
    await loginModal(page).waitFor();
    await loginModal(page).getByTestId('account-input').fill(company.account);
    await loginModal(page).getByTestId('password-input').fill(company.password);
    await loginModal(page).getByTestId('login-submit').click();
    await toast(page, '账号或密码错误').waitFor();
    // The refusal is shown while the button still spins, and antd ignores a click on a loading button.
    const submit = loginModal(page).getByTestId('login-submit');
    await expect.poll(() => submit.getAttribute('class')).not.toContain('ant-btn-loading');
    await loginModal(page).getByTestId('password-input').fill('Zhaohui2026');
    await loginModal(page).getByTestId('login-submit').click();
    await toast(page, '登录成功').waitFor();
  });
});

describe('黑名单', () => {
  it('staff ban a company from 供应商管理; the company sees why it cannot enrol and until when', async () => {
    const company = await registerCompany(api);
    await signIn(page, 'manage', DEMO.admin.account, DEMO.admin.password);
    await page.goto('/manage/layout/vender');
    await page.getByTestId('search-keyword').fill(company.companyName);
    await page.getByTestId('search-keyword').press('Enter');
    await page.locator('.ant-table-row', { hasText: company.companyName }).getByTestId('row-blacklist').click();
    const form = page.getByTestId('blacklist-form');
    await form.waitFor();
    await form.getByText('禁止参与').click();
    await page.getByTestId('blacklist-reason').fill('在本集团2026年管材采购项目中提供虚假业绩证明');
    await screenshot(page, 'manage-blacklist-add');
    await page.getByTestId('blacklist-submit').click();
    await page.getByText(`确认将供应商「${company.companyName}」加入黑名单？`).filter({ visible: true }).waitFor();
    // the safe answer holds the focus: Enter out of habit lists nobody
    const back = page.locator('.ant-modal-confirm').getByRole('button', { name: '再想想' });
    await expect.poll(() => back.evaluate((b) => b === document.activeElement)).toBe(true);
    await screenshot(page, 'manage-blacklist-confirm');
    await page.getByTestId('blacklist-confirm').click();
    await toast(page, '操作成功').waitFor();

    await page.goto('/manage/layout/blacklist');
    const row = page.locator('.ant-table-row', { hasText: company.companyName });
    await row.waitFor();
    expect(await text(row)).toContain('处罚中');
    await screenshot(page, 'manage-blacklist');

    await signIn(page, 'vender', company.account, company.password);
    await page.goto('/vender/layout/user');
    const notice = page.getByTestId('blacklist-ban');
    await notice.waitFor();
    const said = await text(notice);
    expect(said).toContain('禁止参与');
    expect(said).toContain('在本集团2026年管材采购项目中提供虚假业绩证明');
    expect(said).toMatch(/\d{4}年\d{1,2}月\d{1,2}日|\d{4}-\d{2}-\d{2}/);
    await screenshot(page, 'vender-user-blacklisted');
  });
});

describe('pages at a glance', () => {
  it('供应商管理 lists the demo companies in every state', async () => {
    await signIn(page, 'manage', DEMO.admin.account, DEMO.admin.password);
    // Newest first, and other specs register companies of their own: the first 100 hold the ten demo companies
    // whichever specs ran before.
    await page.goto('/manage/layout/vender?pageSize=100');
    await page.locator('.ant-table-row').first().waitFor();
    const tags = await page.locator('.ant-table-row .ant-tag').allInnerTexts();
    for (const status of ['待审核', '审核通过', '已驳回', '已冻结', '禁止参与']) expect(tags).toContain(status);
    await screenshot(page, 'manage-suppliers');
  });

  it('the vender pages fit a phone: 注册, 找回密码 and 用户中心', async () => {
    await page.setViewportSize(PHONE);
    for (const [path, name] of [
      ['register', 'phone-vender-register'],
      ['findpassword', 'phone-vender-findpassword'],
    ] as const) {
      await page.goto(`/vender/layout/${path}`);
      await page.getByTestId('captcha-input').waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      await screenshot(page, name);
    }
    await signIn(page, 'vender', DEMO.gongyingshang.account, DEMO.gongyingshang.password);
    await page.goto('/vender/layout/user');
    await page.getByTestId('status-title').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'phone-vender-user');
  });
});
