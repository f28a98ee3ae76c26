import { readFile } from 'node:fs/promises';
import { idNumberCheckChar } from '@swp/core/specialist/id-number';
import ExcelJS from 'exceljs';
import type { Download, Locator, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { TestApi } from '../fixtures/api.ts';
import { screenshot, text, toast } from '../fixtures/browser.ts';
import { DEMO, signIn } from '../fixtures/session.ts';
import { useBrowser } from '../fixtures/suite.ts';

/**
 * 专家管理 (/manage/layout/specialist): the 专业类别 tree, creating an expert, the Excel import (a refused file is
 * reported row by row and imports nothing), the export, the specialist login (its password reaches the expert by
 * SMS only) and freezing.
 */

const ctx = useBrowser();
let page: Page;
beforeEach(async () => {
  page = ctx.page;
  await signIn(page, 'manage', DEMO.admin.account, DEMO.admin.password);
  await page.goto(PAGE);
  await page.getByTestId('specialist-table').waitFor();
});

const PAGE = '/manage/layout/specialist';
const api = new TestApi();
const stamp = Date.now().toString(36).slice(-5).toUpperCase();
const SPECIALTY = `给排水工程${stamp}`;
const CHILD = `管网工程${stamp}`;
let mobileSeq = Number(String(Date.now()).slice(-7));
const newMobile = () => `177${String(mobileSeq++ % 1e8).padStart(8, '0')}`;

const EXPERT = {
  name: `陈工${stamp}`,
  mobile: newMobile(),
  idNumber: idNumber('19750312', (Date.now() % 500) * 2 + 1),
};

/** A valid ID number (Hangzhou 330102) born on `birth`; an odd sequence digit makes it a man's. */
function idNumber(birth: string, seq: number): string {
  const first17 = `330102${birth}${String(seq).padStart(3, '0')}`;
  return first17 + idNumberCheckChar(first17);
}

const dropdown = () => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
const drawer = (title: string) => page.getByRole('dialog', { name: title });
const row = (mobile: string) => page.locator('[data-testid="specialist-table"] tr.ant-table-row', { hasText: mobile });

async function search(keyword: string) {
  await page.getByTestId('search-keyword').fill(keyword);
  await page.getByTestId('search-submit').click();
}

/**
 * Opens a tree select, narrows it by typing (its list is virtual: far nodes are not rendered) and picks; tries
 * again when a busy machine let the click land while the list was still being filtered.
 */
async function pickTreeNode(select: Locator, label: string) {
  for (let attempt = 1; ; attempt++) {
    await select.click();
    await select.locator('input').fill(label);
    await dropdown()
      .locator('.ant-select-tree-title', { hasText: new RegExp(`^${label}$`) })
      .click();
    try {
      await expect.poll(() => text(select), { timeout: 3_000 }).toContain(label);
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

async function download(trigger: () => Promise<void>): Promise<{ file: Download; data: Buffer }> {
  const waiting = page.waitForEvent('download');
  await trigger();
  const file = await waiting;
  return { file, data: await readFile((await file.path())!) };
}

async function openMore(mobile: string, item: string) {
  await row(mobile).getByRole('button', { name: /更多/ }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

describe('专家管理', () => {
  it('manages the 专业类别 tree: add a top-level and a child specialty, rename', async () => {
    await screenshot(page, 'specialists-list');
    await page.getByTestId('open-specialties').click();
    const tree = drawer('专业类别管理');
    await tree.waitFor();
    await page.getByTestId('specialty-add-root').click();
    await page.getByTestId('specialty-name-ok').click();
    await page.getByText('请输入专业类别名称', { exact: true }).waitFor();
    await page.getByTestId('specialty-name-input').fill(`${SPECIALTY}临时`);
    await page.getByTestId('specialty-name-ok').click();
    await toast(page, '专业类别已添加').waitFor();

    const node = tree.getByTestId(`specialty-node-${SPECIALTY}临时`);
    await node.getByRole('button', { name: '重命名' }).click();
    await page.getByTestId('specialty-name-input').fill(SPECIALTY);
    await page.getByTestId('specialty-name-ok').click();
    await toast(page, '专业类别已重命名').waitFor();

    await tree.getByTestId(`specialty-node-${SPECIALTY}`).getByRole('button', { name: '添加下级' }).click();
    await page.getByTestId('specialty-name-input').fill(CHILD);
    await page.getByTestId('specialty-name-ok').click();
    await tree.getByTestId(`specialty-node-${CHILD}`).waitFor();

    // 移动: to the top level, then back below its parent
    const depth = () =>
      tree
        .locator('.ant-tree-treenode', { has: page.getByTestId(`specialty-node-${CHILD}`) })
        .locator('.ant-tree-indent-unit')
        .count();
    expect(await depth()).toBe(1);
    const moveTo = async (target: string) => {
      await tree.getByTestId(`specialty-node-${CHILD}`).getByRole('button', { name: '移动' }).click();
      const dialog = page.getByRole('dialog', { name: /移动专业类别/ });
      await pickTreeNode(dialog.locator('.ant-select'), target);
      // a retry's click can reopen the list after a late selection, and an open list covers the dialog's buttons:
      // a click on the dialog's title closes it (a click outside would close the dialog)
      await dialog.locator('.ant-modal-title').click();
      await expect.poll(() => dropdown().count()).toBe(0);
      await dialog.getByRole('button', { name: /^确\s*定$/ }).click();
      await toast(page, '专业类别已移动').first().waitFor();
      await dialog.waitFor({ state: 'hidden' });
    };
    await moveTo('（作为一级类别）');
    await expect.poll(depth).toBe(0);
    await moveTo(SPECIALTY);
    await expect.poll(depth).toBe(1);
    await screenshot(page, 'specialists-specialty-tree');
  });

  it('creates an expert: the shared rules, gender and birth date from the ID number, specialties', async () => {
    await page.getByTestId('add-specialist').click();
    const form = page.getByTestId('specialist-form');
    await form.waitFor();
    await page.getByTestId('specialist-form-submit').click();
    for (const msg of ['请输入专家姓名', '请输入手机号']) await form.getByText(msg, { exact: true }).waitFor();
    await page.getByTestId('form-id-number').fill('330102197503120010');
    await form.getByText('身份证号校验位不正确', { exact: false }).waitFor();

    await page.getByTestId('form-name').fill(EXPERT.name);
    await page.getByTestId('form-mobile').fill(EXPERT.mobile);
    await page.getByTestId('form-id-number').fill(EXPERT.idNumber);
    // the ID number fills gender and birth date
    await expect.poll(() => form.locator('.ant-radio-wrapper-checked', { hasText: '男' }).count()).toBe(1);
    await expect.poll(() => form.locator('input[placeholder="请选择出生日期"]').inputValue()).toBe('1975-03-12');
    await form.locator('#title').fill('高级工程师');
    await form.locator('#employer').fill(`江城给排水设计研究院${stamp}`);
    await form.locator('#region').fill('江城市');
    const specialties = form.locator('.ant-form-item', { hasText: '专业类别' }).locator('.ant-select');
    await pickTreeNode(specialties, CHILD);
    await form.locator('#name').click(); // closes the tree's list (Escape would close the drawer once it is shut)
    await screenshot(page, 'specialists-form');
    await page.getByTestId('specialist-form-submit').click();
    await toast(page, '专家已添加').waitFor();

    await search(EXPERT.mobile);
    const r = row(EXPERT.mobile);
    await r.waitFor();
    expect(await text(r)).toContain(CHILD);
    // the list masks the ID number
    expect(await text(r)).toContain('3301**********');
    expect(await text(r)).not.toContain(EXPERT.idNumber);

    // searching by the parent specialty finds the expert of the child
    await page.getByTestId('search-keyword').fill('');
    await pickTreeNode(
      page.getByTestId('specialist-search').locator('.ant-form-item', { hasText: '专业类别' }).locator('.ant-select'),
      SPECIALTY,
    );
    await page.getByTestId('search-submit').click();
    await expect.poll(() => row(EXPERT.mobile).count()).toBe(1);

    await r.getByRole('button', { name: '详情' }).click();
    const detail = page.getByTestId('specialist-detail');
    await detail.waitFor();
    expect(await text(detail)).toContain(`${SPECIALTY}/${CHILD}`);
    await detail.getByRole('button', { name: '查看完整号码' }).click();
    await expect.poll(() => text(detail)).toContain(EXPERT.idNumber);
    await screenshot(page, 'specialists-detail');
  });

  it('imports from the template: a bad row is reported and nothing is imported; the corrected file imports', async () => {
    const { file, data } = await download(() => page.getByTestId('download-template').click());
    expect(file.suggestedFilename()).toBe('专家导入模板.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(data as unknown as ExcelJS.Buffer);
    const sheet = book.getWorksheet('专家信息')!;
    const headers = (sheet.getRow(1).values as unknown[]).map((v) => String(v ?? '').replace(/^\*/, ''));
    const col = (h: string) => headers.indexOf(h);
    const good = { name: `导入甲${stamp}`, mobile: newMobile() };
    const bad = { name: `导入乙${stamp}`, mobile: '1234' };
    const put = (r: number, v: { name: string; mobile: string }) => {
      sheet.getRow(r).getCell(col('姓名')).value = v.name;
      sheet.getRow(r).getCell(col('手机号')).value = v.mobile;
      sheet.getRow(r).getCell(col('职称')).value = '工程师';
      sheet.getRow(r).getCell(col('出生日期')).value = '1980-05-06';
    };
    put(3, good);
    put(4, bad);
    const upload = async () => {
      const buffer = Buffer.from(await book.xlsx.writeBuffer());
      await page.locator('input[type=file]').setInputFiles({
        name: '专家导入.xlsx',
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer,
      });
    };
    await upload();
    const report = page.getByRole('dialog', { name: '导入失败' });
    await report.waitFor();
    const cells = await report.locator('tbody tr.ant-table-row td').allInnerTexts();
    expect(cells).toEqual(['4', '手机号', '请输入正确的11位手机号']);
    expect(await text(report)).toContain('未导入任何专家');
    await screenshot(page, 'specialists-import-report');
    await report.getByRole('button', { name: '知道了' }).click();

    await search(good.mobile);
    await page.locator('[data-testid="specialist-table"] .ant-empty').waitFor();

    bad.mobile = newMobile();
    put(4, bad);
    await upload();
    await toast(page, '导入成功，共导入2位专家').waitFor();
    await search(stamp);
    await expect.poll(() => row(good.mobile).count()).toBe(1);
    await expect.poll(() => row(bad.mobile).count()).toBe(1);
  });

  it('exports the current search to Excel', async () => {
    await search(EXPERT.mobile);
    await row(EXPERT.mobile).waitFor();
    const { file, data } = await download(() => page.getByTestId('export-button').click());
    expect(file.suggestedFilename()).toMatch(/^专家库_\d{8}\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(data as unknown as ExcelJS.Buffer);
    const sheet = book.worksheets[0]!;
    const rows: string[][] = [];
    sheet.eachRow((r) => rows.push((r.values as unknown[]).slice(1).map((v) => String(v ?? ''))));
    expect(rows[0]).toContain('姓名');
    // only the searched expert, with the ID number masked
    expect(rows.length).toBe(2);
    expect(rows[1]).toContain(EXPERT.name);
    expect(rows[1]!.join(' ')).not.toContain(EXPERT.idNumber);
  });

  it('opens the specialist login: the initial password goes by SMS and signs in; reset sends a new one', async () => {
    await search(EXPERT.mobile);
    await openMore(EXPERT.mobile, '开通账号');
    const dialog = page.getByRole('dialog', { name: /开通专家账号/ });
    await dialog.waitFor();
    expect(await text(dialog)).toContain('通过短信发送至专家手机');
    await page.getByTestId('account-input').fill('1abc');
    await dialog.getByText('账号须以字母开头', { exact: false }).waitFor();
    const account = `chen${stamp.toLowerCase()}`;
    await page.getByTestId('account-input').fill(account);
    await screenshot(page, 'specialists-account');
    await page.getByTestId('account-ok').click();
    await toast(page, '专家账号已开通').waitFor();

    const [sms] = await api.sms(EXPERT.mobile);
    expect(sms!.content).toContain(`账号：${account}`);
    const password = sms!.content.match(/初始密码：([^，。]+)/)![1]!;
    const login = await api.specialistLogin(account, password);
    expect(login.token).toBeTruthy();

    await openMore(EXPERT.mobile, '重置密码');
    const confirm = page.getByRole('dialog', { name: /重置专家/ });
    expect(await text(confirm)).toContain('通过短信发送至');
    await confirm.getByRole('button', { name: '重置并发送短信' }).click();
    await toast(page, '密码已重置').waitFor();
    const [reset] = await api.sms(EXPERT.mobile);
    expect(reset!.content).toContain('新密码：');
    await expect(api.specialistLogin(account, password)).rejects.toThrow();
  });

  it('freezes an expert with a reason, shows it, and unfreezes', async () => {
    await search(EXPERT.mobile);
    const r = row(EXPERT.mobile);
    await r.getByRole('button', { name: '冻结' }).click();
    const dialog = page.getByRole('dialog', { name: /冻结专家/ });
    await page.getByTestId('reason-input').waitFor();
    await page.getByTestId('reason-ok').click();
    await dialog.getByText('请输入冻结原因', { exact: true }).waitFor();
    await page.getByTestId('reason-input').fill('连续三次无故拒绝参加评标');
    await screenshot(page, 'specialists-freeze');
    await page.getByTestId('reason-ok').click();
    await toast(page, '已冻结专家').waitFor();
    await expect.poll(() => text(r)).toContain('冻结');
    await r.getByRole('button', { name: '解冻' }).waitFor();

    await r.getByRole('button', { name: '详情' }).click();
    await page.getByTestId('specialist-detail').getByText('连续三次无故拒绝参加评标', { exact: false }).waitFor();
    await page.keyboard.press('Escape');

    await r.getByRole('button', { name: '解冻' }).click();
    await page.getByTestId('reason-input').fill('已与专家沟通，恢复抽取');
    await page.getByTestId('reason-ok').click();
    await toast(page, '已解冻专家').waitFor();
    await r.getByRole('button', { name: '冻结' }).waitFor();
  });
});
