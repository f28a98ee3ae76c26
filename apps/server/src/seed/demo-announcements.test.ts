import type { BulletinDetail, BulletinRow, Page } from '@swp/core';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { ApiClient } from '../../test/client.ts';
import { announcementTemplates, departments, projects, staffUsers } from '../db/schema/index.ts';
import { seedDemoAnnouncements } from './demo-announcements.ts';
import { seedDemoProjects } from './demo-projects.ts';

const { t } = useTestApp();

describe('demo announcements', () => {
  it('installs a template per type × purchase way and publishes tenders, a correction and a failure', async () => {
    const [group] = await t.db.select().from(departments).where(eq(departments.name, '水务集团'));
    const [purchasing] = await t.db.select().from(departments).where(eq(departments.name, '采购管理部'));
    const [buyer] = await t.db.select().from(staffUsers).where(eq(staffUsers.username, 'caigou'));
    const { ids, counts } = await t.db.transaction(async (tx) => {
      const ids = await seedDemoProjects(tx, {
        groupDeptId: group!.id,
        purchasingDeptId: purchasing!.id,
        buyerId: buyer!.id,
      });
      const counts = await seedDemoAnnouncements(tx, {
        publisherId: buyer!.id,
        tenders: ids.forTender,
        failure: ids.forFailure,
      });
      return { ids, counts };
    });
    expect(counts).toEqual({ templates: 20, announcements: 5 });
    const names = await t.db.select({ name: announcementTemplates.name }).from(announcementTemplates);
    expect(names.map((n) => n.name)).toContain('公开招标 · 招标公告（通用）');

    const states = await t.db
      .select({ id: projects.id, status: projects.status, code: projects.projectCode })
      .from(projects)
      .where(inArray(projects.id, [...ids.forTender, ids.forFailure]));
    expect(Object.fromEntries(states.map((s) => [s.id, s.status]))).toEqual({
      [ids.forTender[0]]: 'enrolling',
      [ids.forTender[1]]: 'enrolling',
      [ids.forFailure]: 'failed',
    });

    const api = new ApiClient(t.app);
    // Only this test's projects: the shared test database may hold other demo announcements already.
    const codes = new Set(states.map((s) => s.code));
    const page = (await api.get<Page<BulletinRow>>('/api/bulletin/list?pageSize=100')).body.data!;
    const list = { list: page.list.filter((r) => codes.has(r.projectCode)) };
    expect(list.list.map((r) => r.typeLabel).sort()).toEqual(
      ['招标公告', '招标公告', '招标公告', '更正公告', '流标公告'].sort(),
    );
    for (const row of list.list) {
      const detail = (await api.get<BulletinDetail>(`/api/bulletin/detail?id=${row.id}`)).body.data!;
      expect(detail.html, row.title).not.toContain('{{');
      expect(detail.html).toMatch(/\d{4}年\d{1,2}月\d{1,2}日 \d{2}:\d{2}/);
    }
    const correction = list.list.find((r) => r.type === 'correction')!;
    const detail = (await api.get<BulletinDetail>(`/api/bulletin/detail?id=${correction.id}`)).body.data!;
    expect(detail.corrects?.type).toBe('tender');
    expect(detail.enrolmentOpen).toBe(true);
  });
});
