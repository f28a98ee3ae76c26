import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TestApi } from '../fixtures/api.ts';
import { baseURL, screenshot, text, toast } from '../fixtures/browser.ts';
import { answerInvitation } from '../fixtures/invitation-ui.ts';
import {
  createExpert,
  deptId,
  type Expert,
  invitationLink,
  enrollingProject as seedEnrollingProject,
} from '../fixtures/seed-data.ts';
import { DEMO, signIn } from '../fixtures/session.ts';
import { StaffApi } from '../fixtures/staff-api.ts';
import { useBrowser } from '../fixtures/suite.ts';

/**
 * End to end: staff draw a committee for a project (项目 → 专家抽取) and for an external recruitment task;
 * each drawn expert gets an SMS link, opens it on a phone, asks for a code, and answers; the staff page follows the
 * answers without a reload; a decline is replaced by a new draw whose invitation goes out at once.
 *
 * An expired link is covered in confirm-pages.spec.ts (the test-mode clock moves past its 10 minutes).
 */

const ctx = useBrowser();
let page: Page;
beforeEach(() => {
  page = ctx.page;
});

const sms = new TestApi();
let staff: StaffApi;
const stamp = Date.now().toString(36).slice(-5).toUpperCase();
let mobileSeq = Number(String(Date.now()).slice(-7));

/** Experts of a region of their own, so that a draw limited to it takes exactly them. */
async function createExperts(prefix: string, region: string, categories: string[], external: boolean) {
  const out: Expert[] = [];
  for (const [i, category] of categories.entries()) {
    out.push(
      await createExpert(staff, {
        name: `${prefix}${String.fromCharCode(0x7532 + i)}${stamp}`,
        mobile: `155${String(mobileSeq++ % 1e8).padStart(8, '0')}`,
        employer: `江城市政设计院第${i + 1}分院`,
        region,
        category,
        external,
      }),
    );
  }
  return out;
}

/** A 询价采购 project in 报名中, requested by 工程管理部 (which the draw must avoid). */
const enrollingProject = async () =>
  seedEnrollingProject(staff, {
    projectName: `城南加压泵站改造工程${stamp}`,
    needDeptId: await deptId(staff, '工程管理部'),
    purchaseName: '江城水务集团有限公司',
    budget: '860000',
    address: '江城市城南加压泵站',
    openAddress: '集团本部三楼开标室',
  });

const linkFor = (mobile: string, pagePath: string) => invitationLink(sms, mobile, pagePath);

const dropdown = () => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
const formItem = (label: string) =>
  page
    .getByTestId('extraction-form')
    .locator('.ant-form-item')
    .filter({
      has: page.locator('.ant-form-item-label label', { hasText: new RegExp(`^${label}$`) }),
    });
const invitationRow = (name: string) =>
  page.locator('[data-testid="invitations-table"] tr.ant-table-row', { hasText: name });
const statusOf = (name: string) => text(invitationRow(name).getByTestId('invitation-status'));

async function setNumber(testId: string, value: number) {
  const input = page.getByTestId(testId);
  await input.fill(String(value));
  await input.blur();
}

/** Types a tag into a tags select and closes it. */
async function addTag(label: string, value: string) {
  const input = formItem(label).locator('input');
  await input.fill(value);
  await input.press('Enter');
  await page.keyboard.press('Escape');
}

/** The phone of an invited expert: 375×667, touch. */
let phone: BrowserContext | undefined;
async function openPhone(link: string): Promise<Page> {
  phone = await ctx.browser.newContext({
    baseURL: baseURL(),
    reducedMotion: 'reduce',
    viewport: { width: 375, height: 667 },
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
  });
  const p = await phone.newPage();
  p.setDefaultTimeout(15_000);
  p.on('pageerror', (err) => ctx.errors.push(err.message));
  await p.goto(link);
  await p.getByTestId('greeting').waitFor();
  return p;
}
afterEach(async () => {
  await phone?.close();
  phone = undefined;
});

/** On the phone: 确认参加评标 or 本次无法参加 (with a reason), with a code read from the SMS outbox. */
const answer = (p: Page, mobile: string, choice: 'confirm' | 'decline', shot: string) =>
  answerInvitation(p, sms, mobile, choice, shot);

/** Counts full page loads of the staff page: live updates must not need one. */
function countLoads(p: Page): () => number {
  let loads = 0;
  p.on('load', () => loads++);
  return () => loads;
}

/** Presses the OK of the open confirm dialog (antd spaces out a two-character label: 补 抽). */
async function confirmModal(okText: string) {
  const name = new RegExp(`^${[...okText].join('\\s*')}$`);
  await page.locator('.ant-modal-confirm').getByRole('button', { name }).click();
}

beforeAll(async () => {
  staff = new StaffApi((await sms.staffLogin(DEMO.admin.account, DEMO.admin.password)).token);
});

describe('项目专家抽取', () => {
  const REGION = `江城东区${stamp}`;
  let project: { id: number; name: string };
  let technical: Expert[];
  let economic: Expert[];
  let members: Expert[] = [];
  const url = () => `/manage/layout/project/${project.id}?tab=extraction`;

  beforeAll(async () => {
    technical = await createExperts(
      '技术专家',
      REGION,
      ['technical', 'technical', 'technical', 'technical', 'technical'],
      false,
    );
    economic = await createExperts('经济专家', REGION, ['economic', 'economic'], false);
    project = await enrollingProject();
  });

  it('draws the committee from the project tab; every member gets an SMS link, the avoided expert never', async () => {
    await signIn(page, 'manage', DEMO.admin.account, DEMO.admin.password);
    await page.goto(url());
    await page.getByTestId('extraction-form').waitFor();
    // the requesting department is avoided from the start
    expect(await page.getByTestId('avoid-units').locator('input').first().inputValue()).toBe('工程管理部');

    // the committee rules of the shared schema, on the fields they concern
    await setNumber('committee-size', 4);
    await page.getByTestId('draw-submit').click();
    await formItem('评审专家人数').getByText('评审专家人数须为单数', { exact: true }).waitFor();
    await setNumber('committee-size', 3);
    await setNumber('technical-count', 2);
    await setNumber('economic-count', 1);
    await setNumber('backup-count', 1);
    await addTag('所在地区', REGION);

    const avoided = technical[4]!;
    await page.getByRole('button', { name: '添加回避专家' }).click();
    const picker = page.getByTestId('avoid-experts').locator('.ant-select');
    await picker.click();
    await picker.locator('input').fill(avoided.name);
    await dropdown().locator('.ant-select-item-option', { hasText: avoided.name }).click();
    await page.getByTestId('avoid-experts').locator('input[placeholder="回避原因"]').fill('参与本项目前期可研编制');
    await screenshot(page, 'extraction-form-avoidance');
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'extraction-form');

    await page.getByTestId('draw-submit').click();
    await confirmModal('确认抽取');
    await toast(page, '抽取完成').waitFor();
    const view = page.getByTestId('committee-view');
    await view.waitFor();

    const everyone = [...technical, ...economic];
    const rows = await page.locator('[data-testid="invitations-table"] tr.ant-table-row').allInnerTexts();
    expect(rows.length).toBe(4);
    members = everyone.filter((e) => rows.some((r) => r.includes(e.name) && r.includes('评委')));
    expect(members.length).toBe(3);
    for (const m of members) {
      expect(await statusOf(m.name)).toBe('待确认');
      expect(await linkFor(m.mobile, '/specialist-confirm')).toMatch(/^\/specialist-confirm\?t=[\w-]{20,}$/);
    }
    expect(rows.some((r) => r.includes(avoided.name))).toBe(false);
    expect(await linkFor(avoided.mobile, '/specialist-confirm')).toBeNull();
    // the held backup is not told until called upon
    const backup = everyone.find((e) => rows.some((r) => r.includes(e.name) && r.includes('备选')))!;
    expect(await linkFor(backup.mobile, '/specialist-confirm')).toBeNull();
    expect(await text(page.getByTestId('draw-records'))).toContain('首次抽取');
    await screenshot(page, 'extraction-committee');
  });

  it('an expert confirms on a phone and the staff page shows 已确认 without a reload', async () => {
    await signIn(page, 'manage', DEMO.admin.account, DEMO.admin.password);
    await page.goto(url());
    await page.getByTestId('committee-view').waitFor();
    const loads = countLoads(page);
    const expert = members[0]!;
    const link = (await linkFor(expert.mobile, '/specialist-confirm'))!;
    const p = await openPhone(link);
    // The place of the opening, not the construction site.
    expect(await text(p.getByTestId('invitation'))).toContain('集团本部三楼开标室');
    expect(await text(p.getByTestId('invitation'))).not.toContain('江城市城南加压泵站');
    await screenshot(p, 'extraction-phone-invitation');
    await answer(p, expert.mobile, 'confirm', 'extraction-phone-confirm');

    await expect.poll(() => statusOf(expert.name), { timeout: 10_000 }).toBe('已确认');
    expect(loads()).toBe(0);
    expect(await text(invitationRow(expert.name))).toMatch(
      /\d{4}-\d{2}-\d{2} \d{2}:\d{2}.*\d{4}-\d{2}-\d{2} \d{2}:\d{2}/,
    );
    await screenshot(page, 'extraction-confirmed-live');

    // the link is spent: a second answer is refused
    await p.reload();
    await p.getByTestId('state-confirmed').waitFor();
    expect(await p.getByRole('button', { name: '本次无法参加' }).count()).toBe(0);
    const again = await staff.call('POST', '/api/specialisextract/extractConfirm', {
      strKey: link.split('?t=')[1],
      confirm: -1,
      code: '000000',
      remark: '再次答复',
    });
    expect(again.code).not.toBe(0);
  });

  it('another declines with a reason; staff draw a replacement and its invitation goes out', async () => {
    await signIn(page, 'manage', DEMO.admin.account, DEMO.admin.password);
    await page.goto(url());
    await page.getByTestId('committee-view').waitFor();
    const expert = members[1]!;
    const p = await openPhone((await linkFor(expert.mobile, '/specialist-confirm'))!);
    await answer(p, expert.mobile, 'decline', 'extraction-phone-decline');

    await expect.poll(() => statusOf(expert.name), { timeout: 10_000 }).toBe('已拒绝');
    await invitationRow(expert.name).getByTestId('invitation-status').hover();
    await page.locator('.ant-tooltip', { hasText: '当天在外地出差，无法到场' }).waitFor();
    // and in the table itself, without hovering
    expect(await text(invitationRow(expert.name).getByTestId('invitation-remark'))).toBe(
      '原因：当天在外地出差，无法到场',
    );
    await screenshot(page, 'extraction-declined');

    await invitationRow(expert.name).getByRole('button', { name: '补抽' }).click();
    await confirmModal('补抽');
    await toast(page, '补抽成功').waitFor();
    // the new member: the row marked 补抽, pending, with a link in its SMS
    const replacement = invitationRow('补抽');
    await replacement.waitFor();
    const all = [...technical, ...economic];
    const name = (await text(replacement.locator('td').nth(1))).replace(/补抽.*$/, '');
    const newcomer = all.find((e) => e.name === name)!;
    expect(newcomer).toBeDefined();
    expect(await statusOf(newcomer.name)).toBe('待确认');
    expect(await linkFor(newcomer.mobile, '/specialist-confirm')).toMatch(/^\/specialist-confirm\?t=/);
    await expect.poll(() => page.getByTestId('draw-records').locator('tr.ant-table-row').count()).toBe(2);
    await screenshot(page, 'extraction-replaced');
  });

  it('records 不能参加 for a confirmed expert who calls to cancel, which frees the seat', async () => {
    await signIn(page, 'manage', DEMO.admin.account, DEMO.admin.password);
    await page.goto(url());
    const expert = members[0]!;
    await invitationRow(expert.name).getByRole('button', { name: '标记不能参加' }).click();
    await page.getByTestId('reason-ok').click();
    await page.getByText('请输入不能参加的原因', { exact: true }).waitFor();
    await page.getByTestId('reason-input').fill('专家来电：单位临时安排出差');
    await screenshot(page, 'extraction-cancel');
    await page.getByTestId('reason-ok').click();
    await toast(page, '不能参加').waitFor();
    await expect.poll(() => statusOf(expert.name)).toBe('不能参加');
    await invitationRow(expert.name).getByRole('button', { name: '补抽' }).waitFor();
  });

  it('shows the answers in the expert pool: evaluation history and decline count', async () => {
    await signIn(page, 'manage', DEMO.admin.account, DEMO.admin.password);
    await page.goto('/manage/layout/specialist');
    const decliner = members[1]!;
    await page.getByTestId('search-keyword').fill(decliner.mobile);
    await page.getByTestId('search-submit').click();
    const row = page.locator('[data-testid="specialist-table"] tr.ant-table-row', { hasText: decliner.mobile });
    await row.waitFor();
    await row.getByRole('button', { name: '详情' }).click();
    const detail = page.getByTestId('specialist-detail');
    await detail.waitFor();
    expect(await text(detail)).toContain('被抽取 / 拒绝1 次 / 1 次');
    const history = detail.locator('tr.ant-table-row', { hasText: project.name });
    await history.waitFor();
    expect(await text(history)).toContain('已拒绝');
    await screenshot(page, 'specialists-detail-history');
  });

  it('exports the printable 抽取记录 sheet', async () => {
    await signIn(page, 'manage', DEMO.admin.account, DEMO.admin.password);
    await page.goto(url());
    const waiting = page.waitForEvent('download');
    await page.getByTestId('export-sheet').click();
    const file = await waiting;
    expect(file.suggestedFilename()).toMatch(/^专家抽取记录-.+\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await readFile((await file.path())!)) as unknown as ExcelJS.Buffer);
    const cells: string[] = [];
    book.worksheets[0]!.eachRow((r) => cells.push((r.values as unknown[]).map((v) => String(v ?? '')).join(' ')));
    const sheet = cells.join('\n');
    expect(sheet).toContain(project.name);
    for (const m of members) expect(sheet).toContain(m.name);
  });

  it('keeps the committee confidential before the opening: another buyer sees the server’s refusal', async () => {
    await signIn(page, 'manage', DEMO.caigou.account, DEMO.caigou.password);
    await page.goto(url());
    const refused = page.getByTestId('extraction-refused');
    await refused.waitFor();
    expect(await text(refused)).toContain('开标前评审专家名单保密');
    expect(await page.getByTestId('committee-view').count()).toBe(0);
    await screenshot(page, 'extraction-confidential');
  });
});

describe('外部招募专家抽取', () => {
  const REGION = `江城西区${stamp}`;
  const TASK = `2026年度管网改造方案评审${stamp}`;
  let experts: Expert[];

  beforeAll(async () => {
    experts = await createExperts('外聘专家', REGION, ['technical', 'technical', 'technical', 'economic'], true);
  });

  it('creates a task and draws from external experts; a confirmation arrives live; the list counts it', async () => {
    await signIn(page, 'manage', DEMO.admin.account, DEMO.admin.password);
    await page.goto('/manage/layout/specialist-extract');
    await page.getByTestId('task-table').waitFor();
    await page.getByTestId('new-task').click();
    await page.waitForURL('**/specialist-extract/new');
    await expect.poll(() => text(page.getByTestId('breadcrumb'))).toMatch(/外部招募专家抽取\s*-\s*新建抽取任务/);

    await page.getByTestId('draw-submit').click();
    await page.getByText('请输入任务名称', { exact: true }).waitFor();
    await page.getByTestId('task-name').fill(TASK);
    await formItem('任务说明').locator('textarea').fill('对城西片区管网改造初步设计方案进行技术评审。');
    await setNumber('backup-count', 0);
    await addTag('所在地区', REGION);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'extraction-task-form');
    await page.getByTestId('draw-submit').click();
    await confirmModal('确认抽取');
    await toast(page, '抽取完成').waitFor();
    await page.waitForURL(/\/specialist-extract\/\d+$/);
    await page.getByTestId('committee-view').waitFor();
    expect(await page.locator('[data-testid="invitations-table"] tr.ant-table-row').count()).toBe(3);

    const rows = await page.locator('[data-testid="invitations-table"] tr.ant-table-row').allInnerTexts();
    const invited = experts.filter((e) => rows.some((r) => r.includes(e.name)));
    expect(invited.length).toBe(3);
    const expert = invited[0]!;
    const link = (await linkFor(expert.mobile, '/specialist-extract-confirm'))!;
    expect(link).toMatch(/^\/specialist-extract-confirm\?t=[\w-]{20,}$/);

    const loads = countLoads(page);
    const p = await openPhone(link);
    // docs/product.md: the external invitation names neither time nor place
    expect(await text(p.getByTestId('greeting'))).toContain(expert.name);
    await answer(p, expert.mobile, 'confirm', 'extraction-task-phone-confirm');
    await expect.poll(() => statusOf(expert.name), { timeout: 10_000 }).toBe('已确认');
    expect(loads()).toBe(0);
    await screenshot(page, 'extraction-task-detail');

    await page.getByRole('button', { name: '返回' }).click();
    const row = page.locator('[data-testid="task-table"] tr.ant-table-row', { hasText: TASK });
    await row.waitFor();
    expect(await text(row)).toContain('1 / 3');
    await screenshot(page, 'extraction-task-list');
  });
});
