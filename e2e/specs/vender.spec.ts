import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { TestApi } from '../fixtures/api.ts';
import { screenshot, text, toast } from '../fixtures/browser.ts';
import { DEMO, putStorage, readStorage, signIn } from '../fixtures/session.ts';
import { useBrowser } from '../fixtures/suite.ts';

const ctx = useBrowser();
let page: Page;
beforeEach(() => {
  page = ctx.page;
});
const who = DEMO.gongyingshang;
const modal = () => page.locator('.ant-modal', { hasText: '供应商账号登录' });
const activeMenu = () => text(page.locator('[data-testid="top-menu"] .ant-menu-item-selected'));

describe('vender area', () => {
  it('shows the public bulletin with login/register, the footer and no breadcrumb', async () => {
    await page.goto('/vender');
    await page.waitForURL('**/vender/layout/bulletin');
    await expect.poll(activeMenu).toBe('公告栏');
    expect(await page.locator('[data-testid="top-menu"] .ant-menu-item').allInnerTexts()).toEqual([
      '公告栏',
      '我的项目',
      '用户中心',
    ]);
    await page.getByTestId('header-login').waitFor();
    await page.getByTestId('header-register').waitFor();
    expect(await page.getByTestId('breadcrumb').count()).toBe(0);
    const footer = await text(page.getByTestId('footer'));
    expect(footer).toContain('版权所有');
    expect(footer).toContain('技术支持');
    expect(await page.getByTestId('logo').getAttribute('href')).toBe('/vender');
    expect(await modal().count()).toBe(0);
    await screenshot(page, 'vender-bulletin');
  });

  it('opens the login modal on a page that needs a login; close cancels; register and forgot-password lead on', async () => {
    await page.goto('/vender/layout/project');
    await modal().waitFor();
    await expect.poll(activeMenu).toBe('我的项目');
    await page.getByTestId('breadcrumb').waitFor();
    expect(await text(modal().locator('.ant-modal-title'))).toContain('电子采购交易平台');
    await screenshot(page, 'vender-login-modal');

    await modal().getByTestId('login-submit').click();
    await modal().getByText('请输入账号', { exact: true }).waitFor();
    await modal().getByText('请输入密码', { exact: true }).waitFor();

    await modal().locator('.ant-modal-close').click();
    await modal().waitFor({ state: 'hidden' });
    await page.getByTestId('login-required').waitFor();

    await page.getByTestId('header-login').click();
    await modal().waitFor();
    await modal().getByTestId('register-account').click();
    await page.waitForURL('**/vender/layout/register');
    await modal().waitFor({ state: 'hidden' });
    await expect.poll(() => text(page.getByTestId('breadcrumb'))).toContain('注册');

    await page.getByTestId('header-login').click();
    await modal().getByTestId('forgot-password').click();
    await page.waitForURL('**/vender/layout/findpassword');
    await expect.poll(() => text(page.getByTestId('breadcrumb'))).toContain('找回密码');

    for (const path of ['user', 'security']) {
      await page.goto(`/vender/layout/${path}`);
      await modal().waitFor();
    }
  });

  it('signs in through the modal and lands on the bulletin after 200 ms', async () => {
    await page.goto('/vender/layout/user');
    await modal().waitFor();
    await modal().getByTestId('account-input').fill(who.account);
    await modal().getByTestId('password-input').fill(who.password);
    const clicked = Date.now();
    await modal().getByTestId('login-submit').click();
    await toast(page, '登录成功').waitFor();
    await page.waitForURL('**/vender/layout/bulletin');
    expect(Date.now() - clicked).toBeGreaterThanOrEqual(200);
    await modal().waitFor({ state: 'hidden' });
    expect(await text(page.getByTestId('user-name'))).toBe(who.account);
    await screenshot(page, 'vender-signed-in');

    await page.getByTestId('user-trigger').click();
    await page.getByTestId('change-password').click();
    await page.waitForURL('**/vender/layout/security');
    await page.getByTestId('change-password-form').waitFor();
    expect(await page.locator('[data-testid="top-menu"] .ant-menu-item-selected').count()).toBe(0);
  });

  it("raises 'login needed' when a vender call is answered 401", async () => {
    await putStorage(page, { vender_token: 'revoked-token', vender_user: JSON.stringify({ account: who.account }) });
    await page.goto('/vender/layout/security');
    await page.getByTestId('change-password-form').waitFor();
    await page.getByPlaceholder('请输入旧密码').fill(who.password);
    await page.getByPlaceholder('请输入新密码').fill('Vender2027new');
    await page.getByPlaceholder('请再次输入新密码').fill('Vender2027new');
    await page.getByTestId('change-password-submit').click();
    await modal().waitFor();
    expect((await readStorage(page)).vender_token).toBeUndefined();
    await page.getByTestId('header-login').waitFor();
  });

  it('changes the password on the security page, then needs the new one', async () => {
    await signIn(page, 'vender', who.account, who.password);
    await page.goto('/vender/layout/security');
    await page.getByPlaceholder('请输入旧密码').fill(who.password);
    await page.getByPlaceholder('请输入新密码').fill('Vender2027new');
    await page.getByPlaceholder('请再次输入新密码').fill('Vender2027new');
    await page.getByTestId('change-password-submit').click();
    await toast(page, '修改成功，请重新登录').waitFor();
    await modal().waitFor();
    expect((await readStorage(page)).vender_token).toBeUndefined();
    await modal().getByTestId('account-input').fill(who.account);
    await modal().getByTestId('password-input').fill('Vender2027new');
    await modal().getByTestId('login-submit').click();
    await toast(page, '登录成功').waitFor();
    await page.waitForURL('**/vender/layout/bulletin');

    // put the demo password back for the other specs
    const api = new TestApi();
    const { token } = await api.venderLogin(who.account, 'Vender2027new');
    await api.modifyPassword('vender', token, 'Vender2027new', who.password);
  });
});
