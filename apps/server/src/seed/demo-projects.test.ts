import { type Page, type ProjectListRow, ProjectPath } from '@swp/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { ApiClient } from '../../test/client.ts';
import { departments, staffUsers } from '../db/schema/index.ts';
import { seedDemoProjects } from './demo-projects.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('demo projects', () => {
  it('adds the 需求部门 and projects in several states, listed by the API', async () => {
    const [group] = await t.db.select().from(departments).where(eq(departments.name, '水务集团'));
    const [purchasing] = await t.db.select().from(departments).where(eq(departments.name, '采购管理部'));
    const [buyer] = await t.db.select().from(staffUsers).where(eq(staffUsers.username, 'caigou'));
    const ids = await t.db.transaction((tx) =>
      seedDemoProjects(tx, { groupDeptId: group!.id, purchasingDeptId: purchasing!.id, buyerId: buyer!.id }),
    );
    expect(new Set([ids.draft, ids.approved, ...ids.forTender, ids.forFailure, ids.paused]).size).toBe(6);

    const api = new ApiClient(t.app);
    const token = await api.staffToken('caigou', 'Caigou@2026');
    const reply = await api.post<Page<ProjectListRow>>(ProjectPath.list, { pageSize: 20 }, { token });
    const rows = reply.body.data!.list;
    expect(rows).toHaveLength(6);
    expect(rows.map((r) => r.statusLabel).sort()).toEqual(
      ['已暂停', '已立项', '已立项', '已立项', '已立项', '草稿'].sort(),
    );
    expect(new Set(rows.map((r) => r.projectCode)).size).toBe(6);
    expect(rows.map((r) => r.needDeptName)).toContain('管网管理部');
    const detail = await api.post<{ actions: string[] }>(ProjectPath.detail, { id: ids.forFailure }, { token });
    expect(detail.body.data!.actions).toContain('publishTender');
  });
});
