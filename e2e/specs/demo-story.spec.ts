import type { ProjectListRow } from '@swp/core/project/responses';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { TestApi } from '../fixtures/api.ts';
import { screenshot, text } from '../fixtures/browser.ts';
import { DEMO, signIn } from '../fixtures/session.ts';
import { StaffApi } from '../fixtures/staff-api.ts';
import { useBrowser } from '../fixtures/suite.ts';

/**
 * The demo as a newcomer finds it: 统计分析 counts the statuses the project list shows, the committees'
 * 抽取记录 agree with the experts who confirmed, and one tender waits only for its 中标公告. Read-only: nothing here
 * changes the demo the other specs walk.
 */
const ctx = useBrowser();
let page: Page;
let rows: ProjectListRow[];
beforeEach(async () => {
  page = ctx.page;
  if (!rows) {
    const staff = new StaffApi((await new TestApi().staffLogin(DEMO.admin.account, DEMO.admin.password)).token);
    rows = (await staff.ok<{ list: ProjectListRow[] }>('GET', '/api/project/list?page=1&pageSize=100')).list;
  }
  await signIn(page, 'manage', DEMO.admin.account, DEMO.admin.password);
});
const idOf = (name: string) => rows.find((r) => r.projectName === name)!.id;

describe('the demo story', () => {
  it('统计分析: the status table counts each status as the project list shows it', async () => {
    const shown = new Map<string, number>();
    for (const r of rows) shown.set(r.statusLabel, (shown.get(r.statusLabel) ?? 0) + 1);
    await page.goto('/manage/layout/analysis');
    const table = page.getByTestId('statistics-status');
    await table.locator('tbody tr.ant-table-row').first().waitFor();
    await table.scrollIntoViewIfNeeded();
    await screenshot(page, 'demo-statistics-status');
    const counted = new Map<string, number>();
    for (const row of await table.locator('tbody tr.ant-table-row').all()) {
      const cells = row.locator('td');
      counted.set(await text(cells.nth(0)), Number(await text(cells.nth(1))));
    }
    expect(counted).toEqual(shown);
    for (const label of ['投标中', '待开标', '已暂停']) expect(counted.get(label)).toBeGreaterThan(0);
  });

  it('专家抽取: the 待开标 tender’s 抽取记录 names the three experts who confirmed', async () => {
    await page.goto(`/manage/layout/project/${idOf('供水管网阀门更换及检修工程')}?tab=extraction`);
    const records = page.getByTestId('draw-records');
    await records.getByText('评委 3 人', { exact: false }).waitFor();
    await screenshot(page, 'demo-extraction-records');
    const outcome = await text(records.locator('tbody tr.ant-table-row').first());
    for (const name of ['王工', '陈建华', '李卫东']) expect(outcome).toContain(name);
    expect(await page.locator('.ant-tag', { hasText: /^已确认$/ }).count()).toBe(3);
  });

  it('公告: the tender whose publicity ended without 异议 offers 发布中标公告 at once', async () => {
    await page.goto(`/manage/layout/project/${idOf('第三水厂臭氧消毒系统改造工程')}?tab=announcements`);
    await page.getByTestId('announcement-publishWinner').waitFor();
    expect(await page.getByTestId('announcement-winner-blocked').count()).toBe(0);
    await screenshot(page, 'demo-ready-for-winner');
  });
});
