import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { TestApi } from '../fixtures/api.ts';
import { baseURL, screenshot } from '../fixtures/browser.ts';
import { enrollingProject } from '../fixtures/seed-data.ts';
import { DEMO } from '../fixtures/session.ts';
import { StaffApi } from '../fixtures/staff-api.ts';
import { useBrowser } from '../fixtures/suite.ts';

/** The public 公告栏 read on a phone (375×667): list and detail fit the screen, nothing cut or folded away. */

const ctx = useBrowser();
let staff: StaffApi;
beforeAll(async () => {
  staff = new StaffApi((await new TestApi().staffLogin(DEMO.admin.account, DEMO.admin.password)).token);
});

/** How far right the element with this test id reaches, its own overflowing content included. */
const rightEdge = (p: Page, testId: string) =>
  p.getByTestId(testId).evaluate((root) => {
    const box = root.getBoundingClientRect();
    return Math.round(box.left + Math.max(root.scrollWidth, box.width));
  });

it('reads well on a phone (375×667): bulletin list and detail', async () => {
  const phone = await ctx.browser.newContext({
    baseURL: baseURL(),
    reducedMotion: 'reduce',
    viewport: { width: 375, height: 667 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    // something to read, whatever ran before
    await enrollingProject(staff, { projectName: `手机端阅读测试工程${Date.now().toString(36).toUpperCase()}` });
    const p = await phone.newPage();
    p.on('pageerror', (err) => ctx.errors.push(err.message));
    await p.goto('/vender/layout/bulletin');
    await p.getByTestId('bulletin-item').first().waitFor();
    // the page itself fits the screen (the shared vender header is measured by the layout's own spec)
    expect(await rightEdge(p, 'bulletin-page')).toBeLessThanOrEqual(375);
    // every type tab on the one row (none folded into antd's 「…」 menu), and the brand not cut mid-glyph
    const typeTabs = p.getByTestId('bulletin-type-tabs');
    expect(await typeTabs.getByRole('tab').allInnerTexts()).toEqual([
      '全部',
      '招标',
      '更正',
      '结果公示',
      '中标',
      '流标',
    ]);
    expect(await typeTabs.locator('.ant-tabs-nav-operations-hidden').count()).toBe(1);
    const brandCut = await p
      .getByTestId('header')
      .getByTestId('logo')
      .evaluate((brand) => brand.scrollWidth > brand.clientWidth || brand.getBoundingClientRect().right > 375);
    expect(brandCut).toBe(false);
    await screenshot(p, 'bulletin-list-phone');
    await p.getByTestId('bulletin-item').first().getByRole('link').click();
    await p.getByTestId('bulletin-detail').waitFor();
    expect(await rightEdge(p, 'bulletin-detail')).toBeLessThanOrEqual(375);
    await screenshot(p, 'bulletin-detail-phone');
  } finally {
    await phone.close();
  }
});
