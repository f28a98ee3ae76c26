import { copyFile, mkdir } from 'node:fs/promises';
import { externalExtractionApi, projectExtractionApi } from '@swp/core/extraction/contract';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TestApi } from '../fixtures/api.ts';
import { screenshot } from '../fixtures/browser.ts';
import { approvedProject, createExpert, enrollingProject } from '../fixtures/seed-data.ts';
import { DEMO, signIn } from '../fixtures/session.ts';
import { StaffApi } from '../fixtures/staff-api.ts';
import { useBrowser } from '../fixtures/suite.ts';

/**
 * The list pages as staff see them on a 1366 px laptop and a 1024 px one: every search page has the same search
 * form (查询 primary with its icon, then 重置; Enter searches; 重置 clears the URL's query), and the tables scroll
 * sideways under their fixed 操作 column instead of covering 工作单位 or cutting 预算金额. Screenshots of each page
 * are also copied to /tmp/shots for a person to look at.
 */

const ctx = useBrowser();
let page: Page;
const stamp = Date.now().toString(36).slice(-5).toUpperCase();
const PROJECT = `城北水厂深度处理改造工程${stamp}`;
const KEYWORD = `深度处理改造工程${stamp}`;
const BUDGET = '¥158,000,000.00';
const EXPERT = { name: `周工${stamp}`, mobile: `176${String(Date.now()).slice(-8)}` };
const EMPLOYER = `某某市水务集团有限公司城北水厂${stamp}`;
let enrollingId = 0;
let taskId = 0;
const TASK = `二次供水设备评审${stamp}`;

beforeAll(async () => {
  const { token } = await new TestApi().staffLogin(DEMO.admin.account, DEMO.admin.password);
  const staff = new StaffApi(token);
  await approvedProject(staff, { projectName: PROJECT, budget: '158000000.00' });
  await createExpert(staff, {
    ...EXPERT,
    region: '杭州市',
    employer: EMPLOYER,
    category: 'technical',
    external: false,
  });
  enrollingId = (await enrollingProject(staff, { projectName: `二水厂加药间改造${stamp}` })).id;
  // a committee, so that the 专家抽取 tab shows its table (the demo pool has technical and economic experts)
  await staff.ok('POST', projectExtractionApi.draw.path, {
    projectId: enrollingId,
    committeeSize: 3,
    technicalCount: 2,
    economicCount: 1,
  });
  // an external task (外部招募) for the 专家抽取 list and its committee table
  const region = `外聘列宽测试区${stamp}`;
  for (const n of [1, 2, 3]) {
    await createExpert(staff, {
      name: `外聘${n}号${stamp}`,
      mobile: `175${String(Date.now() + n).slice(-8)}`,
      region,
      employer: EMPLOYER,
      category: 'technical',
      external: true,
    });
  }
  const drawn = await staff.ok<{ extractionId: number }>('POST', externalExtractionApi.draw.path, {
    taskName: TASK,
    committeeSize: 3,
    technicalCount: 3,
    economicCount: 0,
    includeRegions: [region],
  });
  taskId = drawn.extractionId;
});

beforeEach(async () => {
  page = ctx.page;
  await signIn(page, 'manage', DEMO.admin.account, DEMO.admin.password);
});

async function shot(name: string) {
  const path = await screenshot(page, `list-${name}`);
  if (!path) return;
  await mkdir('/tmp/shots', { recursive: true });
  await copyFile(path, `/tmp/shots/${name}.png`);
}

async function open(path: string, width: number) {
  await page.setViewportSize({ width, height: 768 });
  await page.goto(path);
  await page.locator('.ant-table-wrapper').first().waitFor();
  await page.locator('.ant-table-row, .ant-table-placeholder').first().waitFor();
}

/** The cell of `row` under the header `title` (the table's own header row, so the order may change freely). */
async function cell(table: Locator, row: Locator, title: string): Promise<Locator> {
  const titles = await table.locator('thead th').allInnerTexts();
  const index = titles.findIndex((t) => t.trim() === title);
  expect(index, `column ${title} in ${titles.join('|')}`).toBeGreaterThanOrEqual(0);
  return row.locator('td').nth(index);
}

async function boxOf(locator: Locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error('not visible');
  return { left: b.x, right: b.x + b.width, top: b.y, bottom: b.y + b.height };
}

/** The page itself never scrolls sideways, and the table stays inside its card: only the table's body scrolls. */
async function expectNoPageOverflow(table: Locator) {
  const { doc, view } = await page.evaluate(() => ({
    doc: document.documentElement.scrollWidth,
    view: document.documentElement.clientWidth,
  }));
  expect(doc).toBeLessThanOrEqual(view);
  const card = await boxOf(page.getByTestId('page'));
  expect((await boxOf(table)).right).toBeLessThanOrEqual(card.right);
}

describe('list pages at 1024 and 1366 px', () => {
  it('项目管理 at 1024: 预算金额 whole and left of the fixed 操作; the rest scrolls under it', async () => {
    await open(`/manage/layout/project?keyword=${encodeURIComponent(stamp)}`, 1024);
    const table = page.getByTestId('project-table');
    const row = table.locator('tr.ant-table-row', { hasText: PROJECT });
    const budget = await cell(table, row, '预算金额');
    const actions = await cell(table, row, '操作');
    expect((await budget.innerText()).trim()).toBe(BUDGET);
    // not cut inside its cell (no ellipsis, no overflow) …
    const fit = await budget.evaluate((td) => {
      const text = td.querySelector('[data-testid="budget"]')!;
      const style = getComputedStyle(td);
      const inner = td.getBoundingClientRect();
      const span = text.getBoundingClientRect();
      return {
        scroll: td.scrollWidth,
        client: td.clientWidth,
        textLeft: span.left,
        textRight: span.right,
        contentLeft: inner.left + Number.parseFloat(style.paddingLeft),
        contentRight: inner.right - Number.parseFloat(style.paddingRight),
      };
    });
    expect(fit.scroll).toBeLessThanOrEqual(fit.client);
    expect(fit.textLeft).toBeGreaterThanOrEqual(fit.contentLeft - 0.5);
    expect(fit.textRight).toBeLessThanOrEqual(fit.contentRight + 0.5);
    // … nor covered by the fixed column
    expect((await boxOf(budget)).right).toBeLessThanOrEqual((await boxOf(actions)).left + 0.5);
    await expectNoPageOverflow(table);
    await shot('projects-1024');

    // the table scrolls sideways; scrolled to its end, the last columns come out from under 操作
    const body = table.locator('.ant-table-content');
    expect(await body.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await body.evaluate((el) => {
      el.scrollLeft = el.scrollWidth;
    });
    const created = await cell(table, row, '创建日期');
    await expect.poll(async () => (await boxOf(created)).right).toBeLessThanOrEqual((await boxOf(actions)).left + 0.5);
    await shot('projects-1024-scrolled');
  });

  it('项目管理 at 1366: the whole table fits beside the menu, no sideways scroll', async () => {
    await open(`/manage/layout/project?keyword=${encodeURIComponent(stamp)}`, 1366);
    const table = page.getByTestId('project-table');
    const body = table.locator('.ant-table-content');
    expect(await body.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await expectNoPageOverflow(table);
  });

  for (const width of [1366, 1024]) {
    it(`专家管理 at ${width}: the fixed 操作 column does not cover 工作单位`, async () => {
      await open('/manage/layout/specialist', width);
      // Enter in the keyword field searches
      await page.getByTestId('search-keyword').fill(EXPERT.mobile);
      await page.getByTestId('search-keyword').press('Enter');
      const table = page.getByTestId('specialist-table');
      const row = table.locator('tr.ant-table-row', { hasText: EXPERT.mobile });
      await row.waitFor();
      await expect.poll(() => table.locator('tr.ant-table-row').count()).toBe(1);
      const employer = await cell(table, row, '工作单位');
      const actions = await cell(table, row, '操作');
      const [e, a] = [await boxOf(employer), await boxOf(actions)];
      expect(e.right).toBeLessThanOrEqual(a.left + 0.5);
      // the header too: 工作单位's title is readable, not under 操作
      const th = table.locator('thead th', { hasText: /^工作单位$/ });
      expect((await boxOf(th)).right).toBeLessThanOrEqual(a.left + 0.5);
      await expectNoPageOverflow(table);
      await shot(`specialists-${width}`);
    });
  }

  it('the project page tables (公告, 专家抽取, 操作日志) fit their card at 1024, what matters left of 操作', async () => {
    const tables = [
      { tab: 'announcements', testId: 'announcement-table', shown: ['公告标题', '状态', '发布时间'] },
      { tab: 'extraction', testId: 'invitations-table', shown: ['姓名', '状态', '手机号', '工作单位'] },
      { tab: 'logs', testId: 'project-logs', shown: ['时间', '操作人', '操作', '详情', 'IP'] },
    ];
    for (const { tab, testId, shown } of tables) {
      await page.setViewportSize({ width: 1024, height: 768 });
      await page.goto(`/manage/layout/project/${enrollingId}?tab=${tab}`);
      const table = page.getByTestId(testId);
      const row = table.locator('tr.ant-table-row').first();
      await row.waitFor();
      await expectNoPageOverflow(table);
      // left of the column fixed at the end (操作) where there is one, else inside the visible part of the table
      const fixed = row.locator('td.ant-table-cell-fix-end');
      const edge = (await fixed.count()) ? (await boxOf(fixed.first())).left : (await boxOf(table)).right;
      for (const title of shown) {
        expect((await boxOf(await cell(table, row, title))).right, `${tab}: ${title}`).toBeLessThanOrEqual(edge + 0.5);
      }
      await shot(`project-${tab}-1024`);
    }
  });
});

/**
 * At 1366 px the fixed 操作 column never hides the column before it. The whole table is measured, header
 * and first row: each data column ends left of 操作, and 操作 itself ends inside the table.
 */
async function expectActionsClear(table: Locator, name: string) {
  const row = table.locator('tr.ant-table-row').first();
  await row.waitFor();
  const titles = (await table.locator('thead th').allInnerTexts()).map((t) => t.trim());
  const at = titles.indexOf('操作');
  expect(at, `${name}: 操作 in ${titles.join('|')}`).toBe(titles.length - 1);
  const actions = await boxOf(row.locator('td').nth(at));
  expect(actions.right, `${name}: 操作 inside the table`).toBeLessThanOrEqual((await boxOf(table)).right + 0.5);
  for (let i = 0; i < at; i++) {
    if (!titles[i]) continue; // the expand column
    const th = await boxOf(table.locator('thead th').nth(i));
    const td = await boxOf(row.locator('td').nth(i));
    expect(th.right, `${name}: header ${titles[i]}`).toBeLessThanOrEqual(actions.left + 0.5);
    expect(td.right, `${name}: cell ${titles[i]}`).toBeLessThanOrEqual(actions.left + 0.5);
  }
}

describe('fixed 操作 columns at 1366 px', () => {
  it('我的项目 of the specialist area: 组长 stays left of 操作', async () => {
    await signIn(page, 'specialist', DEMO.zhuanjia.account, DEMO.zhuanjia.password);
    await open('/specialist/layout/evaluation', 1366);
    const table = page.getByTestId('eval-projects-table');
    await expectActionsClear(table, '我的项目');
    await expectNoPageOverflow(table);
    await shot('specialist-projects-1366');
  });

  it('专家抽取: the task list and a task’s committee', async () => {
    await open('/manage/layout/specialist-extract', 1366);
    await page.getByTestId('task-keyword').fill(TASK);
    await page.getByTestId('task-keyword').press('Enter');
    const list = page.getByTestId('task-table');
    await list.locator('tr.ant-table-row', { hasText: TASK }).waitFor();
    await expectActionsClear(list, '专家抽取');
    await expectNoPageOverflow(list);
    await shot('extraction-tasks-1366');

    await page.goto(`/manage/layout/specialist-extract/${taskId}`);
    const committee = page.getByTestId('invitations-table');
    await committee.locator('tr.ant-table-row').first().waitFor();
    await shot('extraction-task-1366');
    await expectActionsClear(committee, '专家抽取任务详情');
  });

  it('采购参数设置: 最后修改 and 修改 both in sight', async () => {
    await open('/manage/layout/project', 1366);
    await page.getByRole('button', { name: /采购参数设置/ }).click();
    const table = page.getByTestId('purchase-settings-table');
    await table.locator('tr.ant-table-row').first().waitFor();
    await shot('purchase-settings-1366');
    await expectActionsClear(table, '采购参数设置');
    const body = table.locator('.ant-table-content');
    expect(await body.evaluate((el) => el.scrollWidth <= el.clientWidth), 'no sideways scroll').toBe(true);
  });
});

const SEARCH_PAGES = [
  { name: 'projects', path: '/manage/layout/project', form: 'project-search' },
  { name: 'specialists', path: '/manage/layout/specialist', form: 'specialist-search' },
  { name: 'templates', path: '/manage/layout/template', form: 'template-search' },
  { name: 'tasks', path: '/manage/layout/specialist-extract', form: 'task-search' },
];

describe('one search form', () => {
  it('every search page shows the same two buttons: 查询 (primary, search icon) and 重置 (reload icon)', async () => {
    const sizes: string[] = [];
    for (const { name, path, form } of SEARCH_PAGES) {
      await open(path, 1366);
      const search = page.getByTestId(form);
      const buttons = search.getByRole('button');
      expect(await buttons.count(), name).toBe(2);
      const submit = search.getByRole('button', { name: /查\s*询/ });
      const reset = search.getByRole('button', { name: /重\s*置/ });
      expect(await submit.getAttribute('class')).toContain('ant-btn-primary');
      expect(await submit.locator('.anticon-search').count()).toBe(1);
      expect(await reset.getAttribute('class')).not.toContain('ant-btn-primary');
      expect(await reset.locator('.anticon-reload').count()).toBe(1);
      const [s, r, f] = [await boxOf(submit), await boxOf(reset), await boxOf(search)];
      // 查询 then 重置, on one line, at the right edge of the form, above the table
      expect(s.right).toBeLessThanOrEqual(r.left);
      expect(Math.abs(s.top - r.top)).toBeLessThan(1);
      expect(Math.abs(r.right - f.right)).toBeLessThan(2);
      expect(f.bottom).toBeLessThanOrEqual((await boxOf(page.locator('.ant-table-wrapper').first())).top);
      sizes.push(`${Math.round(s.right - s.left)}x${Math.round(s.bottom - s.top)}/${Math.round(r.right - r.left)}`);
      await shot(`search-${name}-1366`);
    }
    expect(new Set(sizes).size, sizes.join(' ')).toBe(1);
  });

  it('项目管理 keeps its query in the URL: Enter searches, 重置 clears the fields and the URL', async () => {
    await open('/manage/layout/project', 1366);
    await page.getByTestId('search-keyword').fill(`  ${KEYWORD}  `);
    await page.getByTestId('search-keyword').press('Enter');
    await page.waitForURL((url) => url.searchParams.get('keyword') === KEYWORD);
    const rows = page.getByTestId('project-table').locator('tr.ant-table-row');
    await expect.poll(() => rows.count()).toBe(1);
    await page.reload();
    await expect.poll(() => page.getByTestId('search-keyword').inputValue()).toBe(KEYWORD);
    await page
      .getByTestId('project-search')
      .getByRole('button', { name: /重\s*置/ })
      .click();
    await page.waitForURL((url) => url.search === '');
    expect(await page.getByTestId('search-keyword').inputValue()).toBe('');
    await expect.poll(() => rows.count()).toBeGreaterThan(1);
  });
});
