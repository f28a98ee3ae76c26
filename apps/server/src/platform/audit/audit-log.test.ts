import {
  ALL_PERMISSIONS,
  AUDIT_EXPORT_MAX,
  type AuditLogEntry,
  auditExportTooMany,
  auditLogApi,
  ErrorCode,
  type Page,
  Permission,
} from '@swp/core';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { createProject } from '../../../test/extraction-factories.ts';
import { createStaff, staffTokenWith } from '../../../test/factories.ts';
import { tokenWithout } from '../../../test/kits/specialists.ts';
import { auditLogs } from '../../db/schema/index.ts';
import { AUDIT_EXPORT_HEADERS, AUDIT_EXPORT_SHEET_NAME } from './audit-log-excel.ts';

const { t, api } = useTestApp();
let token: string;
let admin: Awaited<ReturnType<typeof createStaff>>;
beforeAll(async () => {
  admin = await createStaff(t.db, { perms: [Permission.user] });
  token = await api.staffToken(admin.username, admin.password);
});

let seq = 0;
/** A tag of its own per test: every query of a test filters on it, so the lines of other tests never count. */
const newTag = () => `审计${Date.now().toString(36)}${seq++}`;

type Line = typeof auditLogs.$inferInsert;
async function insertLines(lines: Line[]) {
  return t.db.insert(auditLogs).values(lines).returning({ id: auditLogs.id });
}

async function list(query: Record<string, unknown>) {
  const reply = await api.get<Page<AuditLogEntry>>(auditLogApi.list.path, {
    token,
    query: { pageSize: 100, ...query },
  });
  expect(reply.body.code, reply.body.msg).toBe(0);
  return reply.body.data!;
}
const idsOf = (page: Page<AuditLogEntry>) => page.list.map((e) => e.id);

describe('GET /api/auditLog/list', () => {
  it('answers who, what, which object (the project by name), when, where from and the detail in words', async () => {
    const tag = newTag();
    const project = await createProject(t.db);
    const [line] = await insertLines([
      {
        actorRole: 'staff',
        actorId: String(admin.id),
        actorName: `${tag}张三`,
        action: 'project.pause',
        targetType: 'project',
        targetId: String(project.id),
        detail: { reason: '资金调整', from: 'enrolling', to: 'enrolling' },
        ip: '10.0.0.8',
        createdAt: new Date('2026-05-01T02:00:00Z'),
      },
    ]);
    const page = await list({ actor: tag });
    expect(page).toMatchObject({ total: 1, page: 1, pageSize: 100 });
    expect(page.list[0]).toEqual({
      id: line!.id,
      actorRole: 'staff',
      actorRoleLabel: '工作人员',
      actorId: String(admin.id),
      actorName: `${tag}张三`,
      action: 'project.pause',
      actionLabel: '暂停',
      targetType: 'project',
      targetTypeLabel: '项目',
      targetId: String(project.id),
      targetName: project.projectName,
      ip: '10.0.0.8',
      createdAt: '2026-05-01T02:00:00.000Z',
      detail: { reason: '资金调整', from: 'enrolling', to: 'enrolling' },
      detailText: '暂停原因：资金调整',
    });
  });

  it('labels actions of features beyond projects, and shows an unknown action as written', async () => {
    const tag = newTag();
    const at = new Date('2026-05-02T02:00:00Z');
    const base = { actorRole: 'vender', actorName: tag, ip: '', createdAt: at };
    await insertLines([
      { ...base, action: 'supplier.freeze', targetType: 'supplier', targetId: '5' },
      {
        ...base,
        action: 'department.rename',
        targetType: 'department',
        targetId: '6',
        detail: { from: '甲', to: '乙' },
      },
      { ...base, action: 'auth.login', targetType: 'vender', targetId: '7' },
      { ...base, actorRole: 'anonymous', action: 'something.new', targetType: '' },
    ]);
    const labels = (await list({ actor: tag })).list.map((e) => [e.actorRoleLabel, e.actionLabel, e.targetTypeLabel]);
    expect(labels).toEqual([
      ['未登录', 'something.new', '-'],
      ['供应商', '登录', '供应商账号'],
      ['供应商', '重命名部门', '部门'],
      ['供应商', '冻结供应商', '供应商'],
    ]);
  });

  it('narrows by each filter: actor name or account (literally), action, object type and id', async () => {
    const tag = newTag();
    const other = await createStaff(t.db);
    const at = (m: number) => new Date(Date.UTC(2026, 5, 1, 0, m));
    const [a, b, c, d] = await insertLines([
      {
        actorRole: 'staff',
        actorId: String(other.id),
        actorName: `${tag}李四`,
        action: 'project.create',
        targetType: 'project',
        targetId: '901',
        createdAt: at(1),
      },
      {
        actorRole: 'staff',
        actorId: String(other.id),
        actorName: `${tag}李四`,
        action: 'project.update',
        targetType: 'project',
        targetId: '902',
        createdAt: at(2),
      },
      {
        actorRole: 'staff',
        actorId: '0',
        actorName: `${tag}王五`,
        action: 'project.create',
        targetType: 'template',
        targetId: '901',
        createdAt: at(3),
      },
      {
        actorRole: 'staff',
        actorId: '0',
        actorName: `${tag}王_五%`,
        action: 'blacklist.add',
        targetType: 'blacklist',
        targetId: '3',
        createdAt: at(4),
      },
    ]);
    expect(idsOf(await list({ actor: tag }))).toEqual([d!.id, c!.id, b!.id, a!.id]);
    expect(idsOf(await list({ actor: `${tag}李` }))).toEqual([b!.id, a!.id]);
    // The account signed in with finds the lines of that user (the log keeps the id and the display name).
    expect(idsOf(await list({ actor: other.username.toUpperCase() }))).toEqual([b!.id, a!.id]);
    // Wildcards are literal: `_` and `%` match only themselves.
    expect(idsOf(await list({ actor: `${tag}王_` }))).toEqual([d!.id]);
    expect(idsOf(await list({ actor: `${tag}%` }))).toEqual([]);
    expect(idsOf(await list({ actor: tag, action: 'project.create' }))).toEqual([c!.id, a!.id]);
    expect(idsOf(await list({ actor: tag, targetType: 'project' }))).toEqual([b!.id, a!.id]);
    expect(idsOf(await list({ actor: tag, targetId: '901' }))).toEqual([c!.id, a!.id]);
    expect(idsOf(await list({ actor: tag, targetType: 'project', targetId: '901' }))).toEqual([a!.id]);
    expect(idsOf(await list({ actor: tag, action: 'blacklist.lift' }))).toEqual([]);
  });

  it('takes the time range as Beijing days with both ends included, to the millisecond', async () => {
    const tag = newTag();
    const line = (iso: string): Line => ({
      actorRole: 'staff',
      actorName: tag,
      action: 'x.y',
      createdAt: new Date(iso),
    });
    // Beijing 2026-03-01 00:00 is 2026-02-28T16:00Z; the end of 2026-03-02 is just before 2026-03-02T16:00Z.
    const [before, first, last, after] = await insertLines([
      line('2026-02-28T15:59:59.999Z'),
      line('2026-02-28T16:00:00.000Z'),
      line('2026-03-02T15:59:59.999Z'),
      line('2026-03-02T16:00:00.000Z'),
    ]);
    expect(idsOf(await list({ actor: tag, from: '2026-03-01', to: '2026-03-02' }))).toEqual([last!.id, first!.id]);
    expect(idsOf(await list({ actor: tag, from: '2026-03-01' }))).toEqual([after!.id, last!.id, first!.id]);
    expect(idsOf(await list({ actor: tag, to: '2026-02-28' }))).toEqual([before!.id]);
    expect(idsOf(await list({ actor: tag, from: '2026-03-03', to: '2026-03-03' }))).toEqual([after!.id]);
  });

  it('pages newest first, the same second ordered by id, with the total of all matching lines', async () => {
    const tag = newTag();
    const same = new Date('2026-07-01T00:00:00Z');
    const rows = await insertLines(
      Array.from({ length: 5 }, () => ({ actorRole: 'staff', actorName: tag, action: 'x.y', createdAt: same })),
    );
    const newest = rows.map((r) => r.id).reverse();
    const p1 = await list({ actor: tag, page: 1, pageSize: 2 });
    const p3 = await list({ actor: tag, page: 3, pageSize: 2 });
    expect(p1).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(idsOf(p1)).toEqual(newest.slice(0, 2));
    expect(idsOf(await list({ actor: tag, page: 2, pageSize: 2 }))).toEqual(newest.slice(2, 4));
    expect(idsOf(p3)).toEqual(newest.slice(4));
    expect(idsOf(await list({ actor: tag, page: 4, pageSize: 2 }))).toEqual([]);
  });

  it('shows the committee’s lines (extraction.*) to an administrator only, left out of the total too', async () => {
    const tag = newTag();
    const at = new Date('2026-08-01T00:00:00Z');
    const [draw, other] = await insertLines([
      {
        actorRole: 'staff',
        actorName: tag,
        action: 'extraction.draw',
        targetType: 'extraction',
        targetId: '1',
        createdAt: at,
      },
      {
        actorRole: 'staff',
        actorName: tag,
        action: 'project.create',
        targetType: 'project',
        targetId: '1',
        createdAt: at,
      },
    ]);
    // The holder of sys:user:user alone is no administrator: the committee stays confidential to them.
    const mine = await list({ actor: tag });
    expect({ ids: idsOf(mine), total: mine.total }).toEqual({ ids: [other!.id], total: 1 });
    expect(idsOf(await list({ actor: tag, action: 'extraction.draw' }))).toEqual([]);
    const rootToken = await staffTokenWith(t.db, api, [...ALL_PERMISSIONS]);
    const full = await api.get<Page<AuditLogEntry>>(auditLogApi.list.path, { token: rootToken, query: { actor: tag } });
    expect(full.body.data).toMatchObject({ total: 2 });
    expect(idsOf(full.body.data!)).toEqual([other!.id, draw!.id]);
    expect(full.body.data!.list[1]).toMatchObject({ actionLabel: '抽取评审专家', targetTypeLabel: '专家抽取' });
  });

  it('refuses a bad query in the envelope', async () => {
    const reversed = await api.get(auditLogApi.list.path, { token, query: { from: '2026-03-02', to: '2026-03-01' } });
    expect(reversed.body).toMatchObject({ code: ErrorCode.INVALID_INPUT, msg: '结束日期不能早于开始日期' });
    const badDay = await api.get(auditLogApi.list.path, { token, query: { from: '2026-02-30' } });
    expect(badDay.body).toMatchObject({ msg: '开始日期须为有效的日期（YYYY-MM-DD）' });
    const bigPage = await api.get(auditLogApi.list.path, { token, query: { pageSize: 101 } });
    expect(bigPage.body).toMatchObject({ msg: '每页条数不能大于100' });
  });

  it('is for staff with sys:user:user only: 401 signed out, 403 without the permission', async () => {
    const anonymous = await api.get(auditLogApi.list.path);
    expect(anonymous.status).toBe(401);
    const without = await tokenWithout(t.db, api, Permission.user);
    for (const path of [auditLogApi.list.path, auditLogApi.export.path]) {
      expect((await api.get(path, { token: without })).status).toBe(403);
      expect((await api.get(path)).status).toBe(401);
    }
  });
});

const exportCount = async () =>
  (await t.db.select({ id: auditLogs.id }).from(auditLogs).where(eq(auditLogs.action, 'auditLog.export'))).length;

describe('GET /api/auditLog/export', () => {
  it('sends the filtered lines as a workbook in the list’s words and records the export', async () => {
    const tag = newTag();
    const project = await createProject(t.db);
    await insertLines([
      {
        actorRole: 'staff',
        actorName: `${tag}赵六`,
        action: 'project.create',
        targetType: 'project',
        targetId: String(project.id),
        detail: { projectCode: 'SW-2026-0042' },
        ip: '10.1.1.1',
        createdAt: new Date('2026-04-01T04:05:06Z'),
      },
      { actorRole: 'staff', actorName: `${tag}赵六`, action: 'x.y', createdAt: new Date('2026-04-03T00:00:00Z') },
    ]);
    const response = await t.app.inject({
      method: 'GET',
      url: `${auditLogApi.export.path}?actor=${encodeURIComponent(tag)}&to=2026-04-02`,
      headers: { token },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment;.*audit_log_\d{8}\.xlsx/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = workbook.getWorksheet(AUDIT_EXPORT_SHEET_NAME)!;
    expect(sheet.rowCount).toBe(2);
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(AUDIT_EXPORT_HEADERS);
    expect((sheet.getRow(2).values as unknown[]).slice(1)).toEqual([
      '2026-04-01 12:05:06',
      '工作人员',
      `${tag}赵六`,
      '新建项目',
      '项目',
      String(project.id),
      project.projectName,
      '项目编号：SW-2026-0042',
      '10.1.1.1',
    ]);
    const [log] = await t.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.action, 'auditLog.export'))
      .orderBy(sql`${auditLogs.id} desc`)
      .limit(1);
    expect(log).toMatchObject({
      actorId: String(admin.id),
      detail: { count: 1, filter: { actor: tag, to: '2026-04-02' } },
    });
  });

  it(`refuses more than ${AUDIT_EXPORT_MAX} lines with the count, exporting and recording nothing`, async () => {
    const tag = newTag();
    await t.db.execute(sql`
      insert into audit_logs (actor_role, actor_name, action, created_at)
      select 'staff', ${tag}, 'x.y', now() from generate_series(1, ${AUDIT_EXPORT_MAX + 1})`);
    const before = await exportCount();
    const reply = await api.get(auditLogApi.export.path, { token, query: { actor: tag } });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ code: ErrorCode.RULE, msg: auditExportTooMany(AUDIT_EXPORT_MAX + 1) });
    expect(await exportCount()).toBe(before);
  });
});
