import type { Locator, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { screenshot, text, toast } from '../fixtures/browser.ts';
import { DEMO, signIn } from '../fixtures/session.ts';
import { useBrowser } from '../fixtures/suite.ts';

const ctx = useBrowser();
let page: Page;
beforeEach(() => {
  page = ctx.page;
});

const POLL = { timeout: 10_000 };
const stamp = Date.now().toString(36).toUpperCase();
const NEW = `管网运维所${stamp}`;
const RENAMED = `管网运行维护所${stamp}`;

const table = () => page.getByTestId('department-table');
/** The row whose name cell is exactly this name. */
const row = (name: string) =>
  table()
    .locator('tr.ant-table-row')
    .filter({ has: page.locator('td:first-child', { hasText: new RegExp(`^${name}$`) }) });
const names = () => table().locator('tr.ant-table-row td:first-child').allInnerTexts();

async function rowAction(name: string, action: string) {
  await row(name).getByRole('button', { name: action }).click();
}

/** Presses OK in the open confirm bubble whose question is `title`. */
async function confirmBubble(title: string) {
  const bubble = page.locator('.ant-popover:not(.ant-popover-hidden)', { hasText: title });
  await bubble.locator('.ant-popconfirm-buttons .ant-btn-primary').click();
}

/** The OK button of the modal holding this element (both modals of the page stay mounted). */
const okOf = (inside: string) =>
  page
    .locator('.ant-modal')
    .filter({ has: page.getByTestId(inside) })
    .locator('.ant-modal-footer .ant-btn-primary');

async function saveName(name: string) {
  await page.getByTestId('department-name-input').fill(name);
  await okOf('department-name-form').click();
}

const modalClosed = (modal: Locator) => expect.poll(() => modal.isVisible(), POLL).toBe(false);

describe('机构管理', () => {
  it('admin adds, renames, moves, disables and deletes a department; a department in use is refused', async () => {
    await signIn(page, 'manage', DEMO.admin.account, DEMO.admin.password);
    await page.goto('/manage/layout/organization');
    await expect.poll(() => text(page.getByTestId('breadcrumb')), POLL).toMatch(/系统设置\s*-\s*机构管理/);
    await row('采购管理部').waitFor();
    expect(await names()).toEqual(expect.arrayContaining(['水务集团', '采购管理部', '工程管理部', '财务部']));

    // add a child: the name is validated like the server does
    await rowAction('工程管理部', '新增下级');
    const form = page.getByTestId('department-name-form');
    await saveName('');
    await form.getByText('请输入机构名称').waitFor();
    await saveName(NEW);
    await toast(page, '操作成功').waitFor();
    await modalClosed(form);
    await row(NEW).waitFor();
    // shown below its parent
    const list = await names();
    expect(list.indexOf(NEW)).toBe(list.indexOf('工程管理部') + 1);

    // a sibling with the same name is refused by the server, and the modal stays open to correct it
    await rowAction('工程管理部', '新增下级');
    await saveName(NEW);
    await toast(page, '同级机构中已存在同名机构').waitFor();
    await page
      .locator('.ant-modal')
      .filter({ has: form })
      .locator('.ant-modal-footer button', { hasText: /取\s*消/ })
      .click();
    await modalClosed(form);

    await rowAction(NEW, '重命名');
    await expect.poll(() => page.getByTestId('department-name-input').inputValue(), POLL).toBe(NEW);
    await saveName(RENAMED);
    await row(RENAMED).waitFor();
    expect(await row(NEW).count()).toBe(0);

    // move under 财务部
    await rowAction(RENAMED, '移动');
    await page.getByTestId('department-parent-select').click();
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-tree-title', { hasText: /^财务部$/ })
      .click();
    await okOf('department-parent-select').click();
    await toast(page, '操作成功').first().waitFor();
    await expect
      .poll(async () => {
        const now = await names();
        return now.indexOf(RENAMED) - now.indexOf('财务部');
      }, POLL)
      .toBe(1);

    await rowAction(RENAMED, '停用');
    await confirmBubble(`停用「${RENAMED}」？`);
    await expect.poll(() => text(row(RENAMED)), POLL).toContain('已停用');
    await screenshot(page, 'departments-tree');
    await rowAction(RENAMED, '启用');
    await expect.poll(() => text(row(RENAMED)), POLL).toContain('启用');

    // in use: 采购管理部 has staff; the server says why and nothing changes
    await rowAction('采购管理部', '删除');
    await confirmBubble('删除「采购管理部」？');
    await toast(page, '该机构下还有人员，不能删除').waitFor();
    await row('采购管理部').waitFor();
    // 水务集团 has children
    await rowAction('水务集团', '删除');
    await confirmBubble('删除「水务集团」？');
    await toast(page, '该机构下还有子机构，不能删除').waitFor();

    // a department made by mistake is deleted
    await rowAction(RENAMED, '删除');
    await confirmBubble(`删除「${RENAMED}」？`);
    await expect.poll(() => row(RENAMED).count(), POLL).toBe(0);
  });
});
