import { readFile } from 'node:fs/promises';
import { formatDateTimeCn } from '@swp/core/project/time';
import type { Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chooseOption as chooseSelectOption, closeDrawerKeepingEdits, pickDateTime } from '../fixtures/antd-ui.ts';
import { TestApi } from '../fixtures/api.ts';
import { baseURL, screenshot, successToast, text, toast } from '../fixtures/browser.ts';
import { clickToEnd } from '../fixtures/rich-text.ts';
import { beijing, approvedProject as seedApprovedProject } from '../fixtures/seed-data.ts';
import { DEMO, signIn } from '../fixtures/session.ts';
import { StaffApi } from '../fixtures/staff-api.ts';
import { useBrowser } from '../fixtures/suite.ts';

/**
 * 公告模板管理, the 公告 tab of a project and the public 公告栏: a template written with the rich-text
 * editor and its live preview; a 招标公告 made from a template, previewed, given an attachment and published; a
 * logged-out visitor finding it on the bulletin and downloading the attachment; the publish in the 操作日志.
 */

const ctx = useBrowser();
let page: Page;
beforeEach(() => {
  page = ctx.page;
});

let staff: StaffApi;
beforeAll(async () => {
  staff = new StaffApi((await new TestApi().staffLogin(DEMO.admin.account, DEMO.admin.password)).token);
});

const tag = () => Date.now().toString(36).toUpperCase();

/** An approved 询价采购 project whose fields the previews below render (1,234,567.50, 90日历天 …). */
const approvedProject = (projectName: string) =>
  seedApprovedProject(staff, {
    projectName,
    totalInvestment: '1234567.5',
    specialFree: '企业自筹',
    bidRange: '清水池结构加固及附属管道改造',
    address: '城北水厂厂区内',
    cycle: '90日历天',
    budget: '1200000.00',
  });

/** A 招标公告 published through the API from the named template, with its times (Beijing wall clock). */
async function publishTender(projectId: number, templateName: string) {
  const list = await staff.ok<{ list: Array<{ id: number; name: string }> }>(
    'GET',
    '/api/template/list?type=tender&purchaseWay=1&pageSize=100',
  );
  const template = list.list.find((t) => t.name === templateName)!;
  const tenderTimes = {
    enrollTime: beijing(1, 8, 30),
    enrollEndTime: beijing(10, 17, 0),
    closeFileupTime: beijing(12, 9, 30),
    openTime: beijing(12, 9, 30),
  };
  const tender = await staff.ok<{ id: number }>('POST', '/api/announcement/create', {
    projectId,
    type: 'tender',
    templateId: template.id,
    ...Object.fromEntries(Object.entries(tenderTimes).map(([k, t]) => [k, t.wall])),
  });
  await staff.ok('POST', '/api/announcement/publish', { id: tender.id });
  return { tender, tenderTimes };
}

const pickTime = (field: string, wall: string) => pickDateTime(page, field, wall);
const chooseOption = (selectId: string, label: string) => chooseSelectOption(page, selectId, label);

describe('公告模板管理', () => {
  it('writes a template with placeholder buttons, previews it live on sample data and on a project, saves it', async () => {
    const projectName = `模板预览测试工程${tag()}`;
    await approvedProject(projectName);
    await signIn(page, 'manage', DEMO.admin.account, DEMO.admin.password);
    await page.goto('/manage/layout/template');
    await page.getByTestId('template-table').waitFor();
    await expect.poll(() => text(page.getByTestId('breadcrumb'))).toMatch(/系统设置\s*-\s*公告模板管理/);

    await page.getByTestId('template-create').click();
    const drawer = page.getByTestId('template-editor');
    await drawer.getByTestId('template-html-content').waitFor();
    const name = `询价采购招标公告（测试${tag()}）`;
    await drawer.getByTestId('template-name').fill(name);
    // a new template starts from a skeleton with the usual sections, previewed on sample data
    await expect.poll(() => text(drawer.getByTestId('template-preview-article'))).toContain('一、项目概况');
    await screenshot(page, 'template-editor-new');

    // closing with unsaved edits asks first, the focus on the safe 继续编辑: Enter keeps the work
    await closeDrawerKeepingEdits(page, 'template-editor-discard');
    expect(await drawer.getByTestId('template-name').inputValue()).toBe(name);

    // the buttons offered are the tender's sources: 项目信息 and 公告信息, not 中标信息
    await drawer.getByTestId('placeholder-group-project').waitFor();
    await drawer.getByTestId('placeholder-group-announcement').waitFor();
    expect(await drawer.getByTestId('placeholder-group-win').count()).toBe(0);

    // replace the skeleton: write a line, insert placeholders at the cursor with the buttons
    const content = drawer.getByTestId('template-html-content');
    await content.click();
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Delete');
    await page.keyboard.type('本项目');
    await drawer.locator('[data-token="{{projectName}}"]').click();
    await page.keyboard.type('定于');
    await drawer.locator('[data-token="{{openTime}}"]').click();
    await page.keyboard.type('开标，总投资');
    await drawer.locator('[data-token="{{totalInvestment}}"]').click();
    await page.keyboard.type('元。{{noSuchField}}');
    expect(await text(content)).toBe(
      '本项目{{projectName}}定于{{openTime}}开标，总投资{{totalInvestment}}元。{{noSuchField}}',
    );

    // live preview on the sample data: values formatted by core's renderPlaceholders, the unknown one flagged
    const preview = drawer.getByTestId('template-preview-article');
    await expect
      .poll(() => text(preview))
      .toBe('本项目（示例）城北水厂清水池改造工程定于2026年3月12日 09:30开标，总投资1,234,567.50元。{{noSuchField}}');
    expect(await text(drawer.getByTestId('unknown-placeholders'))).toContain('{{noSuchField}}');

    // …and on a chosen project
    await drawer.getByTestId('preview-project').click();
    await page.keyboard.type(projectName);
    await page.locator('.ant-select-item-option', { hasText: projectName }).click();
    await expect.poll(() => text(preview)).toContain(`本项目${projectName}定于`);
    // a new project has no opening time yet: the preview says so instead of leaving a silent gap
    expect(await text(drawer.getByTestId('empty-placeholders'))).toContain('开标时间');
    await screenshot(page, 'template-editor');

    // drop the unknown placeholder, then save
    await clickToEnd(content);
    for (let i = 0; i < '{{noSuchField}}'.length; i++) await page.keyboard.press('Backspace');
    await expect.poll(() => drawer.getByTestId('unknown-placeholders').count()).toBe(0);
    await drawer.getByTestId('template-save').click();
    await toast(page, '模板已创建').waitFor();
    await drawer.waitFor({ state: 'detached' });

    const row = page.getByTestId('template-table').locator('tr', { hasText: name });
    await row.waitFor();
    expect(await text(row)).toContain('招标公告');
    expect(await text(row)).toContain('询价采购');

    // disable (with confirmation) and enable again
    await row.getByRole('button', { name: '停用' }).click();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /确\s*定|OK/ })
      .click();
    await toast(page, '模板已停用').waitFor();
    await expect.poll(() => text(row)).toContain('已停用');
    await row.getByRole('button', { name: '启用' }).click();
    await expect.poll(() => text(row)).toContain('已启用');
    await screenshot(page, 'template-list');

    // reopening shows the saved text
    await row.getByRole('button', { name: '编辑' }).click();
    await expect
      .poll(() => text(page.getByTestId('template-html-content')))
      .toBe('本项目{{projectName}}定于{{openTime}}开标，总投资{{totalInvestment}}元。');
  });
});

describe('招标公告: make, preview, attach, publish, find on the bulletin', () => {
  it('publishes a tender from a template and a visitor downloads its attachment from the bulletin', async () => {
    const projectName = `城北水厂清水池改造工程${tag()}`;
    const project = await approvedProject(projectName);
    const templateName = `询价采购招标公告（e2e ${tag()}）`;
    await staff.ok('POST', '/api/template/create', {
      name: templateName,
      type: 'tender',
      purchaseWay: 1,
      html:
        '<h1>{{projectName}}招标公告</h1><p>项目编号：{{projectCode}}</p><p>采购方式：{{purchaseWay}}</p>' +
        '<p>总投资：{{totalInvestment}}元</p><p>报名时间：{{enrollTime}}至{{enrollEndTime}}</p>' +
        '<p>开标时间：{{openTime}}</p><p>联系人：{{contacts}}，电话：{{mobile}}</p>',
    });
    const times = {
      enrollTime: beijing(0, 23, 30),
      enrollEndTime: beijing(10, 17, 0),
      closeFileupTime: beijing(12, 9, 30),
      openTime: beijing(12, 9, 30),
    };
    // enrolment opens later today (Beijing time), or tomorrow morning when it is already that late
    if (times.enrollTime.ms <= Date.now() + 60_000) times.enrollTime = beijing(1, 8, 0);

    await signIn(page, 'manage', DEMO.admin.account, DEMO.admin.password);
    await page.goto(`/manage/layout/project/${project.id}?tab=announcements`);
    await page.getByTestId('project-announcements').waitFor();
    await page.getByTestId('announcement-publishTender').click();
    const drawer = page.getByTestId('announcement-editor');
    await drawer.waitFor();

    // the form is checked with the server's schema before anything is sent
    await drawer.getByTestId('announcement-generate').click();
    await drawer.getByText('请选择公告模板').waitFor();
    await drawer.getByText('请选择报名开始时间').waitFor();

    await chooseOption('templateId', templateName);
    for (const [field, t] of Object.entries(times)) await pickTime(field, t.wall);
    await drawer.getByTestId('announcement-contacts').fill('李工');
    await drawer.getByTestId('announcement-mobile').fill('0571-87654321');
    await drawer.getByTestId('announcement-generate').click();
    await toast(page, '草稿已生成').waitFor();

    // the server filled the template: the text is in the editor, editable
    const editor = drawer.getByTestId('announcement-html-content');
    await expect.poll(() => text(editor)).toContain(`${projectName}招标公告`);
    await clickToEnd(editor);
    await page.keyboard.press('Enter');
    await page.keyboard.type('投标人须在报名截止前完成网上报名。');
    await expect.poll(() => text(editor)).toMatch(/投标人须在报名截止前完成网上报名。$/);

    // an attachment, uploaded to the files API
    const pdf = Buffer.from(`%PDF-1.4\n% 招标文件 ${projectName}\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n`);
    await drawer.locator('[data-testid="attachments-field"] input[type=file]').setInputFiles({
      name: '招标文件.pdf',
      mimeType: 'application/pdf',
      buffer: pdf,
    });
    await drawer.locator('.ant-upload-list-item-done', { hasText: '招标文件.pdf' }).waitFor();
    await screenshot(page, 'announcement-editor');

    // preview (saves first): placeholders filled and formatted, as the bulletin will show it
    await drawer.getByTestId('announcement-preview-button').click();
    const modal = page.getByTestId('announcement-preview');
    await modal.getByTestId('bulletin-html').waitFor();
    const html = await text(modal.getByTestId('bulletin-html'));
    expect(html).toContain(`${projectName}招标公告`);
    expect(html).toContain(`项目编号：${project.projectCode}`);
    expect(html).toContain('采购方式：询价采购');
    expect(html).toContain('总投资：1,234,567.50元');
    expect(html).toContain(`开标时间：${formatDateTimeCn(times.openTime.ms)}`);
    expect(html).toMatch(/报名时间：\d{4}年\d{1,2}月\d{1,2}日 \d{2}:\d{2}至\d{4}年\d{1,2}月\d{1,2}日 17:00/);
    expect(html).toContain('联系人：李工，电话：0571-87654321');
    expect(html).toMatch(/联系人：李工，电话：0571-87654321\s*投标人须在报名截止前完成网上报名。$/);
    expect(html).not.toContain('{{');
    expect(await text(modal.getByTestId('bulletin-attachments'))).toContain('招标文件.pdf');
    await screenshot(page, 'announcement-preview');
    await modal.getByRole('button', { name: '关闭预览' }).click();

    // publish, after the confirmation
    await drawer.getByTestId('announcement-publish').click();
    const confirm = page.locator('.ant-modal-confirm');
    expect(await text(confirm)).toContain('发布后不可修改');
    await confirm.getByRole('button', { name: '确认发布' }).click();
    await toast(page, '招标公告已发布').waitFor();
    await drawer.waitFor({ state: 'detached' });
    // the default title names a 询价 tender 询价公告, as the stock templates do
    const row = page.getByTestId('announcement-table').locator('tr', { hasText: `${projectName}询价公告` });
    await expect.poll(() => text(row)).toContain('已发布');
    // the project moved on: 发布招标公告 is no longer offered, a correction is
    await page.getByTestId('announcement-publishCorrection').waitFor();
    expect(await page.getByTestId('announcement-publishTender').count()).toBe(0);

    // published announcements open read-only
    await row.getByRole('button', { name: '查看' }).click();
    await page.getByTestId('published-announcement').getByTestId('bulletin-html').waitFor();
    expect(await page.getByTestId('published-announcement').locator('[contenteditable]').count()).toBe(0);
    await page.getByTestId('published-announcement').getByRole('button', { name: '关闭' }).click();

    // the 操作日志 tab records the publication
    await page.getByRole('tab', { name: '操作日志' }).click();
    await expect.poll(() => text(page.getByTestId('project-logs'))).toContain('发布招标公告');

    // a visitor, not logged in anywhere, finds it on the bulletin by keyword
    const visitor = await ctx.browser.newContext({
      baseURL: baseURL(),
      reducedMotion: 'reduce',
      viewport: { width: 1366, height: 768 },
      acceptDownloads: true,
    });
    try {
      const v = await visitor.newPage();
      v.on('pageerror', (err) => ctx.errors.push(err.message));
      await v.goto('/vender/layout/bulletin');
      await v.getByTestId('bulletin-page').waitFor();
      await v.getByTestId('bulletin-search').locator('input').fill(projectName);
      await v.getByTestId('bulletin-search').locator('input').press('Enter');
      await expect.poll(() => v.getByTestId('bulletin-item').count()).toBe(1);
      const item = v.getByTestId('bulletin-item');
      expect(await text(item)).toContain(`${projectName}询价公告`);
      expect(await text(item)).toContain('询价采购');
      expect(await text(item)).toContain(`报名截止：${times.enrollEndTime.wall}`);
      await screenshot(v, 'bulletin-list');

      await item.getByRole('link', { name: `${projectName}询价公告` }).click();
      await v.getByTestId('bulletin-detail').waitFor();
      expect(await text(v.getByTestId('bulletin-title'))).toBe(`${projectName}询价公告`);
      expect(await text(v.getByTestId('bulletin-html'))).toContain('总投资：1,234,567.50元');
      expect(await text(v.getByTestId('bulletin-dates'))).toContain(times.openTime.wall);
      expect(await text(v.getByTestId('breadcrumb'))).toContain('公告栏');
      await screenshot(v, 'bulletin-detail');

      const [download] = await Promise.all([
        v.waitForEvent('download'),
        v.getByTestId('attachment-link').filter({ hasText: '招标文件.pdf' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('招标文件.pdf');
      expect((await readFile((await download.path())!)).equals(pdf)).toBe(true);
    } finally {
      await visitor.close();
    }
  });
});

describe('更正公告 and 流标公告', () => {
  it('corrects a published tender (linked both ways on the bulletin), then fails the project with a 流标公告', async () => {
    const projectName = `南区加压泵站改造工程${tag()}`;
    const project = await approvedProject(projectName);
    const templates: Record<string, string> = {};
    for (const [type, html] of [
      ['tender', '<h1>{{projectName}}招标公告</h1><p>开标时间：{{openTime}}</p>'],
      ['correction', '<h1>{{projectName}}更正公告</h1><p>更正后开标时间：{{openTime}}</p>'],
      ['failure', '<h1>{{projectName}}流标公告</h1><p>流标原因：{{lossDes}}</p>'],
    ] as const) {
      templates[type] = `询价采购${type}模板（e2e ${tag()}）`;
      await staff.ok('POST', '/api/template/create', { name: templates[type], type, purchaseWay: 1, html });
    }
    // the tender, published through the API
    const { tender, tenderTimes } = await publishTender(project.id, templates.tender!);

    await signIn(page, 'manage', DEMO.admin.account, DEMO.admin.password);
    await page.goto(`/manage/layout/project/${project.id}?tab=announcements`);
    await page.getByTestId('announcement-publishCorrection').click();
    const drawer = page.getByTestId('announcement-editor');
    await drawer.waitFor();
    // the corrected announcement is preselected; the original times are shown beside the pickers
    expect(
      await text(drawer.locator('#correctsId').locator('xpath=ancestor::div[contains(@class,"ant-select")][1]')),
    ).toContain(`${projectName}询价公告`);
    expect(await text(drawer)).toContain(`原：${tenderTimes.openTime.wall}`);
    await chooseOption('templateId', templates.correction!);
    const moved = beijing(14, 9, 30);
    await pickTime('closeFileupTime', moved.wall);
    await pickTime('openTime', moved.wall);
    await drawer.getByTestId('announcement-generate').click();
    await toast(page, '草稿已生成').waitFor();
    await expect
      .poll(() => text(drawer.getByTestId('announcement-html-content')))
      .toContain(`更正后开标时间：${formatDateTimeCn(moved.ms)}`);
    await screenshot(page, 'announcement-correction-editor');
    await drawer.getByTestId('announcement-publish').click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: '确认发布' }).click();
    await toast(page, '更正公告已发布').waitFor();

    // the bulletin links them: the tender says it was corrected, and shows the corrected dates
    await page.goto(`/vender/layout/bulletin/${tender.id}`);
    const correctedBy = page.getByTestId('bulletin-corrected-by');
    await correctedBy.waitFor();
    expect(await text(correctedBy)).toContain(`${projectName}更正公告`);
    expect(await text(page.getByTestId('bulletin-dates'))).toContain(moved.wall);
    await screenshot(page, 'bulletin-detail-corrected');
    await correctedBy.getByRole('link').click();
    await expect.poll(() => text(page.getByTestId('bulletin-title'))).toBe(`${projectName}更正公告`);
    expect(await text(page.getByTestId('bulletin-corrects'))).toContain(`${projectName}询价公告`);

    // 流标: the reason is required, then published, and the project is 已流标
    await page.goto(`/manage/layout/project/${project.id}?tab=announcements`);
    await page.getByTestId('announcement-publishFailure').click();
    await drawer.waitFor();
    await chooseOption('templateId', templates.failure!);
    await drawer.getByTestId('announcement-generate').click();
    await drawer.getByText('请填写流标原因').waitFor();
    await drawer.getByTestId('announcement-lossDes').fill('截至投标截止时间，递交投标文件的投标人不足3家。');
    await drawer.getByTestId('announcement-generate').click();
    await toast(page, '草稿已生成').waitFor();
    await expect
      .poll(() => text(drawer.getByTestId('announcement-html-content')))
      .toContain('流标原因：截至投标截止时间，递交投标文件的投标人不足3家。');
    await screenshot(page, 'announcement-failure-editor');
    await drawer.getByTestId('announcement-publish').click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: '确认发布' }).click();
    // (the fail takes the project row, its announcements and the bulletin cache in one transaction: on a loaded CI
    // machine it once took longer than the default wait)
    await successToast(page, '流标公告已发布');
    await expect.poll(() => text(page.getByTestId('announcement-table'))).toContain(`${projectName}流标公告`);
    // a failed project offers no further announcement
    expect(await page.locator('[data-testid^="announcement-publish"]').count()).toBe(0);
    await screenshot(page, 'project-announcements-tab');

    // on the bulletin the 流标公告 stands alone (it corrects nothing) and lists the project's three announcements
    await page.goto(`/vender/layout/bulletin?type=failure&q=${encodeURIComponent(projectName)}`);
    await page
      .getByTestId('bulletin-item')
      .getByRole('link', { name: `${projectName}流标公告` })
      .click();
    await page.getByTestId('bulletin-related').waitFor();
    expect(await page.getByTestId('bulletin-corrects').count()).toBe(0);
    expect(await page.getByTestId('bulletin-related').locator('.ant-tag').allTextContents()).toEqual([
      '招标公告',
      '更正公告',
      '流标公告',
    ]);
  });
});
