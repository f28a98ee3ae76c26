import { readFile } from 'node:fs/promises';
import {
  AccountPath,
  AccountRule,
  Permission,
  RolePath,
  type StaffRole,
  type StaffUser,
  type StatisticsOverview,
  statisticsApi,
  statisticsTable,
} from '@swp/core';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { solveCaptcha, TestApi } from '../fixtures/api.ts';
import { screenshot, text, toast } from '../fixtures/browser.ts';
import { DEMO, signIn } from '../fixtures/session.ts';
import { StaffApi } from '../fixtures/staff-api.ts';
import { useBrowser } from '../fixtures/suite.ts';
import { uniqueMobile } from '../fixtures/suppliers.ts';

/**
 * In the browser: an administrator makes a role holding 统计分析 alone and an account with it; the new user
 * signs in with the password from the SMS, is kept on 修改密码 until it is changed, and then sees only 统计分析, whose
 * charts render and whose Excel holds the API's figures. The whole 操作日志 lists what the administrator did.
 */
const ctx = useBrowser();
let page: Page;
beforeEach(() => {
  page = ctx.page;
});

const api = new TestApi();
const tag = Date.now().toString(36).slice(-6).toUpperCase();
const ROLE = `统计专员${tag}`;
const ACCOUNT = `tongji${tag.toLowerCase()}`;
const MOBILE = uniqueMobile();
const NEW_PASSWORD = 'Tongji2026x';

async function loginWithPassword(account: string, password: string) {
  await page.goto('/manage/login');
  await page.getByTestId('account-input').fill(account);
  await page.getByTestId('password-input').fill(password);
  await page.getByTestId('captcha-input').fill(await solveCaptcha(page));
  await page.getByTestId('login-submit').click();
}

const menuTexts = () => page.locator('[data-testid="menu"] .ant-menu-title-content').allInnerTexts();

describe('账号管理 and 统计分析', () => {
  it('an administrator makes a role with 统计分析 alone and an account holding it', async () => {
    await signIn(page, 'manage', DEMO.admin.account, DEMO.admin.password);
    await page.goto('/manage/layout/account');
    await page.getByTestId('account-tabs').getByRole('tab', { name: '角色' }).click();
    await page.getByTestId('role-add').click();
    await page.getByTestId('role-name').fill(ROLE);
    await page.getByTestId('role-description').fill('只看统计分析');
    // each permission is named in Chinese with its string beside it
    await page.getByTestId('role-perms').locator('label', { hasText: 'system:analysis' }).click();
    expect(await text(page.getByTestId('role-perms').locator('label', { hasText: 'system:analysis' }))).toContain(
      '统计分析',
    );
    await screenshot(page, 'accounts-role-modal');
    await page
      .locator('.ant-modal-footer')
      .getByRole('button', { name: /保\s*存/ })
      .click();
    await expect.poll(() => text(page.getByTestId('role-table'))).toContain(ROLE);

    await page.getByTestId('account-tabs').getByRole('tab', { name: '账号' }).click();
    await page.getByTestId('account-add').click();
    await page.getByTestId('account-username').fill(ACCOUNT);
    await page.getByTestId('account-name').fill(`周统计${tag}`);
    await page.getByTestId('account-mobile').fill(MOBILE);
    await page.getByTestId('account-roles').click();
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByText(ROLE).click();
    await page.getByTestId('account-name').click();
    await page.locator('.ant-modal-footer').getByRole('button', { name: '创建并发送密码' }).click();
    await expect.poll(() => text(page.getByTestId('account-table'))).toContain(ACCOUNT);
    await screenshot(page, 'accounts-list');
  });

  it('the new user changes the SMS password at the first sign-in and then sees 统计分析 only', async () => {
    const sms = await api.sms(MOBILE); // newest first
    const initial = sms[0]?.content.match(/初始密码：([^。，\s]+)/)?.[1];
    expect(initial).toBeTruthy();
    await loginWithPassword(ACCOUNT, initial!);
    await page.waitForURL('**/manage/layout/change-pwd');
    expect(await page.getByTestId('side-menu').count()).toBe(0);
    const form = page.getByTestId('change-password-form');
    await form.getByPlaceholder('请输入旧密码').fill(initial!);
    await form.getByPlaceholder('请输入新密码').fill(NEW_PASSWORD);
    await form.getByPlaceholder('请再次输入新密码').fill(NEW_PASSWORD);
    await page.getByTestId('change-password-submit').click();
    await page.waitForURL('**/manage/login**');
    await toast(page, '修改成功，请重新登录').waitFor();

    await loginWithPassword(ACCOUNT, NEW_PASSWORD);
    await page.getByTestId('side-menu').waitFor();
    await expect.poll(menuTexts).toEqual(['统计分析']);
  });

  it('统计分析 draws its charts and exports a table whose figures are the API’s', async () => {
    await signIn(page, 'manage', ACCOUNT, NEW_PASSWORD);
    await page.goto('/manage/layout/analysis');
    await expect.poll(() => page.locator('[data-testid="statistics-chart"] canvas').count()).toBeGreaterThan(3);
    await screenshot(page, 'statistics-page');

    const user = new StaffApi((await api.staffLogin(ACCOUNT, NEW_PASSWORD)).token);
    const overview = await user.ok<StatisticsOverview>('GET', statisticsApi.overview.path);
    const way = statisticsTable(overview, 'way');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('statistics-export-way').click(),
    ]);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await readFile((await download.path())!)) as unknown as ExcelJS.Buffer);
    const sheet = book.worksheets[0]!;
    const cells: string[] = [];
    sheet.eachRow((row) => {
      row.eachCell((cell) => {
        cells.push(String(cell.value));
      });
    });
    // figures are numbers in the workbook (formatted to two places), text stays text
    const numbers = cells.map(Number);
    for (const row of way.rows) {
      for (const column of way.columns) {
        const value = row[column.key]!;
        if (column.kind === 'text') expect(cells).toContain(String(value));
        else expect(numbers).toContain(Number(value));
      }
    }
  });

  it('the 操作日志 tab lists what the administrator did, for the administrator', async () => {
    await signIn(page, 'manage', DEMO.admin.account, DEMO.admin.password);
    await page.goto('/manage/layout/account');
    await page.getByTestId('account-tabs').getByRole('tab', { name: '操作日志' }).click();
    // Other specs move the server's clock forward, so the newest lines may be "later" than this one: look the role
    // up by its number, as an administrator would.
    const admin = new StaffApi((await api.staffLogin(DEMO.admin.account, DEMO.admin.password)).token);
    const role = (await admin.ok<StaffRole[]>('POST', RolePath.list, {})).find((r) => r.name === ROLE)!;
    await page.getByTestId('audit-search-target-id').fill(String(role.id));
    await page.getByTestId('audit-log-search').getByTestId('search-submit').click();
    const table = page.getByTestId('audit-log-table');
    await expect.poll(() => text(table)).toContain(ROLE);
    await screenshot(page, 'accounts-audit-log');
    // Every action, object and detail in Chinese: the whole first page, a line expanded, shows no code
    // name (staffUser.create), no `key:` pair and no raw JSON.
    await page.getByTestId('audit-search-target-id').fill('');
    await page.getByTestId('audit-log-search').getByTestId('search-submit').click();
    await expect.poll(() => table.locator('tr.ant-table-row').count()).toBeGreaterThan(5);
    await table.locator('.ant-table-row-expand-icon').first().click();
    await table.locator('[data-testid^="audit-detail-"]').first().waitFor();
    const shown = await text(table);
    expect(shown).not.toMatch(/\b[a-z][A-Za-z]*\.[a-z][A-Za-z_]+\b/);
    expect(shown).not.toMatch(/[A-Za-z][:：]|[{}"]/);
    await screenshot(page, 'accounts-audit-log-detail');
    // a staff without 账号管理 is refused by the server
    const buyer = new StaffApi((await api.staffLogin(DEMO.caigou.account, DEMO.caigou.password)).token);
    expect((await buyer.call('GET', '/api/auditLog/list')).code).toBe(403);
  });

  it('a user holding 账号管理 alone finds the administrator, its role and other permissions out of reach', async () => {
    const admin = new StaffApi((await api.staffLogin(DEMO.admin.account, DEMO.admin.password)).token);
    const role = await admin.ok<{ id: number }>('POST', RolePath.create, {
      name: `账号专员${tag}`,
      perms: [Permission.user],
    });
    const account = `zhanghao${tag.toLowerCase()}`;
    const mobile = uniqueMobile();
    await admin.ok('POST', AccountPath.create, {
      username: account,
      name: `钱账号${tag}`,
      mobile,
      deptId: null,
      roleIds: [role.id],
    });
    const initial = (await api.sms(mobile))[0]!.content.match(/初始密码：([^。，\s]+)/)![1]!;
    const first = await api.staffLogin(account, initial);
    await api.modifyPassword('manage', first.token, initial, 'Zhanghao2026x');
    const adminRow = (
      await admin.ok<{ list: StaffUser[] }>('POST', AccountPath.list, { keyword: DEMO.admin.mobile })
    ).list.find((u) => u.username === 'admin')!;

    await signIn(page, 'manage', account, 'Zhanghao2026x');
    await page.goto('/manage/layout/account');
    await page.getByTestId('account-search').getByPlaceholder('账号、姓名或手机号').fill(DEMO.admin.mobile);
    await page.getByTestId('account-search').getByTestId('search-submit').click();
    await expect.poll(() => text(page.getByTestId('account-table'))).toContain(DEMO.admin.name);
    for (const id of [`account-disable-${adminRow.id}`, `account-reset-${adminRow.id}`])
      expect(await page.getByTestId(id).isDisabled(), id).toBe(true);
    await page.getByTestId(`account-reset-${adminRow.id}`).hover({ force: true });
    await page.getByText(AccountRule.ABOVE_YOU_PASSWORD).waitFor();
    await screenshot(page, 'accounts-above-you');

    await page.getByTestId(`account-edit-${adminRow.id}`).click();
    expect(await page.getByTestId('account-mobile').isDisabled()).toBe(true);
    await page.getByText(AccountRule.ABOVE_YOU_MOBILE).waitFor();
    await screenshot(page, 'accounts-above-you-edit');
    await page
      .locator('.ant-modal-footer')
      .getByRole('button', { name: /取\s*消/ })
      .click();

    await page.getByTestId('account-tabs').getByRole('tab', { name: '角色' }).click();
    await page.getByTestId('role-add').click();
    const perms = page.getByTestId('role-perms');
    await expect.poll(() => perms.locator('input[type=checkbox]:disabled').count()).toBe(7);
    expect(await perms.locator('label', { hasText: 'sys:user:user' }).locator('input').isDisabled()).toBe(false);
    await screenshot(page, 'accounts-role-form-own-perms');
  });
});
