import { type Page, type ProjectListRow, projectApi } from '@swp/core';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { ApiClient } from '../../test/client.ts';

const { t } = useTestApp();

describe('demo data on first start', () => {
  it('shows projects in several states, with the announcements seed having moved some along', async () => {
    const api = new ApiClient(t.app);
    const token = await api.buyerToken();
    const reply = await api.get<Page<ProjectListRow>>(projectApi.list.path, { token, query: { pageSize: 50 } });
    const rows = reply.body.data!.list;
    expect(rows.length).toBeGreaterThanOrEqual(6);
    expect(new Set(rows.map((r) => r.projectCode)).size).toBe(rows.length);
    const labels = rows.map((r) => r.statusLabel);
    for (const label of ['草稿', '已立项', '已暂停', '报名中', '已流标']) expect(labels).toContain(label);
    expect(rows.map((r) => r.needDeptName)).toContain('管网管理部');
  });
});
