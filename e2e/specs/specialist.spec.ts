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
const who = DEMO.zhuanjia;

async function loginWithPassword(password: string) {
  await page.goto('/specialist/login');
  await page.getByTestId('account-input').fill(who.account);
  await page.getByTestId('password-input').fill(password);
  await page.getByTestId('login-submit').click();
}

describe('specialist area', () => {
  it('sends a signed-out visitor to the login page, which validates both fields', async () => {
    await page.goto('/specialist/layout/my');
    await page.waitForURL('**/specialist/login?redirect=%2Fspecialist%2Flayout%2Fmy');
    await page.getByTestId('login-submit').click();
    await page.getByText('请输入账号', { exact: true }).waitFor();
    await page.getByText('请输入密码', { exact: true }).waitFor();
    expect(await page.getByTestId('captcha-image').count()).toBe(0);
    await screenshot(page, 'specialist-login');
  });

  it('signs in with a password: layout, menu, logo link and user popover', async () => {
    await loginWithPassword(who.password);
    await toast(page, '登录成功').waitFor();
    await page.waitForURL('**/specialist/layout/evaluation');
    expect((await box(page, '[data-testid="header"]')).height).toBe(81);
    expect(Math.round((await box(page, '[data-testid="side-menu"]')).width)).toBe(201);
    expect((await box(page, '[data-testid="breadcrumb"]')).height).toBe(36);
    expect(await page.getByTestId('logo').getAttribute('href')).toBe('/specialist');
    expect(await page.locator('[data-testid="menu"] .ant-menu-title-content').allInnerTexts()).toEqual([
      '在线评标',
      '我的信息',
    ]);
    await expect.poll(() => text(page.getByTestId('breadcrumb'))).toMatch(/您当前的位置：\s*在线评标/);
    await page.getByTestId('eval-projects-table').waitFor();
    await screenshot(page, 'specialist-layout');

    await page.getByRole('menuitem', { name: '我的信息' }).click();
    await page.waitForURL('**/specialist/layout/my');
    await expect.poll(() => text(page.getByTestId('breadcrumb'))).toContain('我的信息');

    await page.getByTestId('user-trigger').click();
    await page.getByTestId('user-popover').waitFor();
    await expect.poll(async () => Math.round((await box(page, '[data-testid="user-popover"]')).width)).toBe(240);
    const card = await text(page.getByTestId('user-popover'));
    // the popover reads what 我的信息 reads, in its words: the mobile masked as there, 部门/专业组
    const masked = `${who.mobile.slice(0, 3)}****${who.mobile.slice(-4)}`;
    for (const part of [who.name, masked, '部门/专业组', who.dept, '修改密码', '退出登录'])
      expect(card).toContain(part);
    expect(await text(page.getByTestId('my-profile'))).toContain(who.dept);
    await screenshot(page, 'specialist-user-popover');

    await page.getByTestId('logo').click();
    await page.waitForURL('**/specialist/layout/evaluation');
  });

  it('signs in by SMS code', async () => {
    await page.goto('/specialist/login');
    await page.getByRole('tab', { name: '短信登录' }).click();
    const form = page.getByTestId('sms-login-form');
    await form.getByTestId('mobile-input').fill(who.mobile);
    await form.getByTestId('captcha-input').fill(await solveCaptcha(page, '[data-testid="sms-login-form"]'));
    await form.getByTestId('send-code').click();
    await toast(page, '发送成功').waitFor();
    await form.getByTestId('sms-code-input').fill(await api.latestSmsCode(who.mobile));
    await form.getByTestId('login-submit').click();
    await toast(page, '登录成功').waitFor();
    await page.waitForURL('**/specialist/layout/evaluation');
  });

  it('changes the password in the modal, then has to sign in again', async () => {
    await loginWithPassword(who.password);
    await page.waitForURL('**/specialist/layout/evaluation');
    await page.getByTestId('user-trigger').click();
    await page.getByTestId('modify-password').click();
    const modal = page.locator('.ant-modal', { hasText: '修改密码' });
    await modal.waitFor();
    await modal.getByRole('button', { name: '确认修改' }).click();
    await modal.getByText('请输入旧密码', { exact: true }).waitFor();
    await modal.getByText('请输入新密码', { exact: true }).waitFor();
    expect(await modal.getByPlaceholder('请再次输入新密码').count()).toBe(0);
    await screenshot(page, 'specialist-modify-password');

    await modal.getByPlaceholder('请输入旧密码').fill(who.password);
    await modal.getByPlaceholder('请输入新密码').fill('Expert2027new');
    await modal.getByRole('button', { name: '确认修改' }).click();
    await page.waitForURL('**/specialist/login**');
    await toast(page, '修改成功，请重新登录').waitFor();
    expect((await readStorage(page)).specialist_token).toBeUndefined();

    await loginWithPassword(who.password);
    await page.locator('.ant-message-error').waitFor();
    expect(page.url()).toContain('/specialist/login');
    await loginWithPassword('Expert2027new');
    await toast(page, '登录成功').waitFor();
    await page.waitForURL('**/specialist/layout/evaluation');

    // put the demo password back for the other specs
    const { token } = await api.specialistLogin(who.account, 'Expert2027new');
    await api.modifyPassword('specialist', token, 'Expert2027new', who.password);
  });
});
