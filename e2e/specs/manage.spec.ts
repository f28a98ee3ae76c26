import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { solveCaptcha, TestApi } from '../fixtures/api.ts';
import { box, screenshot, text, toast } from '../fixtures/browser.ts';
import { DEMO, readStorage } from '../fixtures/session.ts';
import { useBrowser } from '../fixtures/suite.ts';

const ctx = useBrowser();
let page: Page;
beforeEach(() => {
  page = ctx.page;
});
const api = new TestApi();

async function loginWithPassword(account: string, password: string, url = '/manage/login') {
  await page.goto(url);
  await page.getByTestId('account-input').fill(account);
  await page.getByTestId('password-input').fill(password);
  await page.getByTestId('captcha-input').fill(await solveCaptcha(page));
  await page.getByTestId('login-submit').click();
}

const menuTexts = () => page.locator('[data-testid="menu"] .ant-menu-title-content').allInnerTexts();

describe('management login', () => {
  it('shows the validation messages and refreshes the captcha on click', async () => {
    await page.goto('/manage/login');
    await page.getByTestId('login-submit').click();
    for (const msg of ['请输入账号', '请输入密码', '请输入图形验证码']) {
      await page.getByText(msg, { exact: true }).waitFor();
    }
    const img = page.locator('[data-testid="captcha-image"] img');
    const before = await img.getAttribute('data-uuid');
    await page.getByTestId('captcha-image').click();
    await expect.poll(() => img.getAttribute('data-uuid')).not.toBe(before);
    expect(await img.getAttribute('src')).toContain(`/api/captcha.jpg?uuid=${await img.getAttribute('data-uuid')}`);
    await screenshot(page, 'manage-login');
  });

  it('refuses a wrong password with the server message and a fresh captcha', async () => {
    await loginWithPassword('admin', 'wrong-password');
    await toast(page, '账号或密码错误').or(page.locator('.ant-message-error')).first().waitFor();
    expect(page.url()).toContain('/manage/login');
  });

  it('signs admin in: layout sizes, user popover, every menu entry, permissions fetched', async () => {
    const getAuth = page.waitForRequest((r) => r.url().endsWith('/api/getAuth') && r.method() === 'POST');
    await loginWithPassword(DEMO.admin.account, DEMO.admin.password);
    await toast(page, '登录成功').waitFor();
    await getAuth;
    await page.waitForURL('**/manage/layout/project');

    expect((await box(page, '[data-testid="header"]')).height).toBe(81);
    expect(Math.round((await box(page, '[data-testid="side-menu"]')).width)).toBe(201);
    expect((await box(page, '[data-testid="breadcrumb"]')).height).toBe(36);
    await expect.poll(() => text(page.getByTestId('breadcrumb'))).toContain('您当前的位置');
    // The trail appears once the lazily loaded page has mounted: wait for it rather than read it once.
    await expect.poll(() => text(page.getByTestId('breadcrumb'))).toContain('项目管理');
    expect(await page.getByTestId('logo').getAttribute('href')).toBe('/manage');

    expect(await text(page.getByTestId('user-name'))).toBe(DEMO.admin.name);
    expect(await text(page.getByTestId('user-mobile'))).toBe(DEMO.admin.mobile);

    expect(await menuTexts()).toEqual([
      '项目管理',
      '外部招募专家抽取',
      '专家管理',
      '统计分析',
      '供应商管理',
      '供应商管理',
      '黑名单',
      '系统设置',
      '账号管理',
      '公告模板管理',
      '评分标准管理',
      '机构管理',
    ]);
    // both groups start open
    expect(await page.locator('[data-testid="menu"] .ant-menu-submenu-open').count()).toBe(2);
    await page.locator('[data-testid="page"]').first().waitFor();
    await screenshot(page, 'manage-layout-admin');

    await page.getByRole('menuitem', { name: '黑名单' }).click();
    await page.waitForURL('**/manage/layout/blacklist');
    await expect.poll(() => text(page.getByTestId('breadcrumb'))).toMatch(/供应商管理\s*-\s*黑名单/);

    await page.getByTestId('user-trigger').click();
    const popover = page.getByTestId('user-popover');
    await popover.waitFor();
    // measured after the zoom-in animation
    await expect.poll(async () => Math.round((await box(page, '[data-testid="user-popover"]')).width)).toBe(240);
    expect(await text(page.getByTestId('user-dept'))).toBe(DEMO.admin.dept);
    await screenshot(page, 'manage-user-popover');
    await page.getByTestId('change-pwd-link').click();
    await page.waitForURL('**/manage/layout/change-pwd');
    await page.getByTestId('change-password-form').waitFor();
  });

  it('offers caigou only what its permissions allow', async () => {
    await loginWithPassword(DEMO.caigou.account, DEMO.caigou.password);
    await page.waitForURL('**/manage/layout/project');
    await expect.poll(menuTexts).toEqual(['项目管理', '外部招募专家抽取', '专家管理']);
    await page.goto('/manage/layout/analysis');
    await page.getByText('没有权限', { exact: true }).waitFor();
    expect(await menuTexts()).not.toContain('统计分析');
  });

  it('signs in by SMS with the 60 s countdown and its warning', async () => {
    await page.goto('/manage/login');
    await page.getByRole('tab', { name: '短信登录' }).click();
    const form = page.getByTestId('sms-login-form');
    await form.getByTestId('login-submit').click();
    await form.getByText('请输入手机号', { exact: true }).waitFor();
    await form.getByText('请输入验证码', { exact: true }).waitFor();

    const sends: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/sendVerCode')) sends.push(r.url());
    });
    await form.getByTestId('mobile-input').fill(DEMO.caigou.mobile);
    await form.getByTestId('send-code').click();
    await form.getByText('请输入图形验证码', { exact: true }).waitFor();
    expect(sends).toHaveLength(0);

    await form.getByTestId('captcha-input').fill(await solveCaptcha(page, '[data-testid="sms-login-form"]'));
    await form.getByTestId('send-code').click();
    await toast(page, '发送成功').waitFor();
    await expect.poll(() => text(form.getByTestId('send-code'))).toMatch(/^(60|59)秒后重发$/);
    expect(sends).toHaveLength(1);

    await page.waitForTimeout(1100);
    // the button is aria-disabled while counting (so Playwright would wait): click it as a mouse would
    expect(await form.getByTestId('send-code').getAttribute('aria-disabled')).toBe('true');
    await form.getByTestId('send-code').click({ force: true });
    await page.locator('.ant-message-warning', { hasText: /^请\d+秒后重试$/ }).waitFor();
    const warning = await text(page.locator('.ant-message-warning').first());
    const n = Number(warning.match(/\d+/)?.[0]);
    expect(n).toBeGreaterThan(50);
    expect(n).toBeLessThanOrEqual(59);
    await page.waitForTimeout(300);
    expect(sends).toHaveLength(1);
    await screenshot(page, 'manage-login-sms-countdown');

    await form.getByTestId('sms-code-input').fill(await api.latestSmsCode(DEMO.caigou.mobile));
    await form.getByTestId('login-submit').click();
    await toast(page, '登录成功').waitFor();
    await page.waitForURL('**/manage/layout/project');
  });

  it('keeps xinyuangong on change-password, without the menu, until the password is changed', async () => {
    await loginWithPassword(DEMO.xinyuangong.account, DEMO.xinyuangong.password);
    await page.waitForURL('**/manage/layout/change-pwd');
    await page.getByTestId('must-change-alert').waitFor();
    expect(await page.getByTestId('side-menu').count()).toBe(0);
    expect((await readStorage(page)).manage_csflg).toBe('1');
    await page.goto('/manage/layout/project');
    await page.waitForURL('**/manage/layout/change-pwd');
    expect(await page.getByTestId('side-menu').count()).toBe(0);
    await screenshot(page, 'manage-must-change');

    const form = page.getByTestId('change-password-form');
    await page.getByTestId('change-password-submit').click();
    await form.getByText('请输入旧密码', { exact: true }).waitFor();
    await form.getByText('请输入新密码', { exact: true }).waitFor();
    await form.getByPlaceholder('请输入旧密码').fill(DEMO.xinyuangong.password);
    await form.getByPlaceholder('请输入新密码').fill('Renewed2026x');
    await form.getByPlaceholder('请再次输入新密码').fill('Renewed2026x');
    await page.getByTestId('change-password-submit').click();
    await page.waitForURL('**/manage/login**');
    await toast(page, '修改成功，请重新登录').waitFor();
    const storage = await readStorage(page);
    expect(storage.manage_token).toBeUndefined();
    expect(storage.manage_csflg).toBeUndefined();

    // Signing in again from a link that still remembers the change-password page must not lead back to it.
    await loginWithPassword(
      DEMO.xinyuangong.account,
      'Renewed2026x',
      '/manage/login?redirect=%2Fmanage%2Flayout%2Fchange-pwd',
    );
    await toast(page, '登录成功').waitFor();
    await page.waitForURL((url) => url.pathname.startsWith('/manage/layout') && !url.pathname.endsWith('change-pwd'));
    await page.getByTestId('side-menu').waitFor();
    expect((await readStorage(page)).manage_csflg).toBeUndefined();
  });
});
