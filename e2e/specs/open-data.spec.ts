import { readFile } from 'node:fs/promises';
import type { BulletinRow } from '@swp/core/announcement/api';
import type { Page as ListPage } from '@swp/core/project/paging';
import { ocdsErrors } from '@swp/server/test/kits/ocds-validator.ts';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { TestApi } from '../fixtures/api.ts';
import { baseURL, screenshot } from '../fixtures/browser.ts';
import { enrollingProject } from '../fixtures/seed-data.ts';
import { DEMO } from '../fixtures/session.ts';
import { StaffApi } from '../fixtures/staff-api.ts';
import { useBrowser } from '../fixtures/suite.ts';

/**
 * 开放数据: a visitor reads a published announcement on the 公告栏, clicks 「开放数据 · OCDS」 and gets a
 * file that is a valid OCDS 1.1.5 release package (the official schema, Ajv draft-04, as the server tests use).
 */

const ctx = useBrowser();
let project: { id: number; projectCode: string; name: string };

beforeAll(async () => {
  const staff = new StaffApi((await new TestApi().staffLogin(DEMO.admin.account, DEMO.admin.password)).token);
  const tag = Date.now().toString(36).toUpperCase();
  project = await enrollingProject(staff, { projectName: `开放数据测试工程${tag}`, budget: '1234567.50' });
});

/** Clicks the link and reads the file the browser saved. */
async function downloadOpenData(page: Page) {
  const link = page.getByTestId('bulletin-open-data-link');
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const file = await download.path();
  return { name: download.suggestedFilename(), pkg: JSON.parse(await readFile(file, 'utf8')) };
}

describe('开放数据 · OCDS on the bulletin detail', () => {
  it('downloads the project’s release package from a published 招标公告, valid against the OCDS schema', async () => {
    const { page } = ctx;
    await page.goto('/vender/layout/bulletin');
    await page.locator('a', { hasText: project.name }).first().click();
    await page.getByTestId('bulletin-detail').waitFor();
    await page.getByTestId('bulletin-open-data').scrollIntoViewIfNeeded();
    await screenshot(page, 'open-data-bulletin-link');

    const { name, pkg } = await downloadOpenData(page);
    expect(name).toBe(`ocds-${project.projectCode}.json`);
    expect(ocdsErrors(pkg)).toEqual([]);
    expect(pkg.releases).toHaveLength(1);
    expect(pkg.releases[0]).toMatchObject({
      ocid: `ocds-test00-${project.projectCode}`,
      tag: ['tender'],
      tender: { title: project.name, status: 'active', value: { amount: 1234567.5, currency: 'CNY' } },
    });
    // The announcement's contact phone is for suppliers, not in the open data.
    expect(JSON.stringify(pkg)).not.toContain('0571-87654321');
  });

  it('downloads an awarded project’s package (the demo’s 中标公告) with its award and contract', async () => {
    const list = await fetch(`${baseURL()}/api/bulletin/list?type=win&pageSize=1`);
    const win = ((await list.json()) as { data: ListPage<BulletinRow> }).data.list[0];
    expect(win, 'the demo data has a 中标公告').toBeDefined();
    const { page } = ctx;
    await page.goto(`/vender/layout/bulletin/${win!.id}`);
    const { pkg } = await downloadOpenData(page);
    expect(ocdsErrors(pkg)).toEqual([]);
    const last = pkg.releases.at(-1);
    expect(last.tag).toEqual(['award', 'contract']);
    expect(last.awards[0]).toMatchObject({ status: 'active', suppliers: [expect.any(Object)] });
    expect(last.tender).toMatchObject({ title: win!.projectName, status: 'complete' });
  });
});
