import { randomBytes } from 'node:crypto';
import {
  ErrorCode,
  type Page,
  Permission,
  type RenderedHtml,
  type TemplateDetail,
  type TemplateListRow,
} from '@swp/core';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { auditActions, staffTokenWith } from '../../../test/factories.ts';
import { createTestProject, createTestTemplate } from '../../../test/kits/announcements.ts';
import { announcements, announcementTemplates } from '../../db/schema/index.ts';

let token: string;
/** 公告模板管理 and 项目管理: may preview a template on a project. */
let previewToken: string;

const { t, api } = useTestApp();
beforeAll(async () => {
  token = await staffTokenWith(t.db, api, [Permission.template]);
  previewToken = await staffTokenWith(t.db, api, [Permission.template, Permission.project]);
});

const tag = () => randomBytes(3).toString('hex');
const templateCount = async () => (await t.db.select({ n: count() }).from(announcementTemplates))[0]!.n;

async function create(body: Record<string, unknown>) {
  return api.post<TemplateDetail>('/api/template/create', body, { token });
}

async function list(query: string) {
  return api.get<Page<TemplateListRow>>(`/api/template/list?${query}`, { token });
}

describe('creating and editing templates', () => {
  it('creates a template with its HTML sanitized, placeholders kept, and logs it', async () => {
    const reply = await create({
      name: '询价采购招标公告（工程类）',
      type: 'tender',
      purchaseWay: '1',
      html: '<h2 onclick="steal()">{{projectName}}</h2><script>alert(1)</script><p><a href="javascript:x()">链接</a>{{openTime}}</p>',
    });
    expect(reply.body.code, reply.body.msg).toBe(0);
    expect(reply.body.data).toMatchObject({
      name: '询价采购招标公告（工程类）',
      type: 'tender',
      typeLabel: '招标公告',
      purchaseWay: 1,
      purchaseWayLabel: '询价采购',
      enabled: true,
      usedCount: 0,
      html: '<h2>{{projectName}}</h2><p><a>链接</a>{{openTime}}</p>',
    });
    expect(await auditActions(t.db, 'template', reply.body.data!.id)).toEqual(['template.create']);
  });

  it.each([
    [{ type: 'tender', purchaseWay: 1, html: '<p>x</p>' }, '请输入模板名称'],
    [{ name: 'x', purchaseWay: 1, html: '<p>x</p>' }, '请选择公告类型'],
    [{ name: 'x', type: 'notice', purchaseWay: 1, html: '<p>x</p>' }, '请选择公告类型'],
    [
      { name: 'x', type: 'tender', purchaseWay: 9, html: '<p>x</p>' },
      '采购方式须为询价采购、竞争性谈判采购、公开招标、邀请招标之一',
    ],
    [{ name: 'x', type: 'tender', purchaseWay: 1, html: '  ' }, '请填写模板内容'],
  ])('refuses %j with “%s” and creates nothing', async (body, msg) => {
    const before = await templateCount();
    expect((await create(body)).body).toEqual({ code: ErrorCode.INVALID_INPUT, msg });
    expect(await templateCount()).toBe(before);
  });

  it('edits a template (sanitizing again) and enables/disables it', async () => {
    const created = (
      await create({ name: `旧名${tag()}`, type: 'failure', purchaseWay: 2, html: '<p>{{lossDes}}</p>' })
    ).body.data!;
    const edited = await api.post<TemplateDetail>(
      '/api/template/update',
      {
        id: created.id,
        name: '竞争性谈判流标公告',
        type: 'failure',
        purchaseWay: 2,
        html: '<p style="position:fixed">{{lossDes}}</p><img src=x onerror=alert(1)>',
      },
      { token },
    );
    expect(edited.body.data).toMatchObject({ name: '竞争性谈判流标公告', html: '<p>{{lossDes}}</p>' });
    expect((await api.post('/api/template/disable', { id: created.id }, { token })).body.code).toBe(0);
    expect((await api.get<TemplateDetail>(`/api/template/detail?id=${created.id}`, { token })).body.data!.enabled).toBe(
      false,
    );
    expect((await api.post('/api/template/enable', { id: created.id }, { token })).body.code).toBe(0);
    expect(await auditActions(t.db, 'template', created.id)).toEqual([
      'template.create',
      'template.update',
      'template.disable',
      'template.enable',
    ]);
  });

  it('answers an unknown template with 公告模板不存在', async () => {
    for (const [path, body] of [
      ['/api/template/update', { id: 999999, name: 'x', type: 'tender', purchaseWay: 1, html: '<p>x</p>' }],
      ['/api/template/enable', { id: 999999 }],
      ['/api/template/delete', { id: 999999 }],
    ] as const) {
      expect((await api.post(path, body, { token })).body).toEqual({
        code: ErrorCode.NOT_FOUND,
        msg: '公告模板不存在',
      });
    }
  });
});

describe('deleting templates', () => {
  it('deletes a template no announcement used', async () => {
    const template = await createTestTemplate(t.db, { type: 'tender', purchaseWay: 3 });
    expect((await api.post('/api/template/delete', { id: template.id }, { token })).body.code).toBe(0);
    expect(await t.db.select().from(announcementTemplates).where(eq(announcementTemplates.id, template.id))).toEqual(
      [],
    );
    expect(await auditActions(t.db, 'template', template.id)).toEqual(['template.delete']);
  });

  it('refuses to delete a template an announcement was made from, and changes nothing', async () => {
    const template = await createTestTemplate(t.db, { type: 'tender', purchaseWay: 1 });
    const project = await createTestProject(t.db);
    await t.db
      .insert(announcements)
      .values({ projectId: project.id, type: 'tender', title: 'x', html: '<p>x</p>', templateId: template.id });
    const reply = await api.post('/api/template/delete', { id: template.id }, { token });
    expect(reply.body).toEqual({ code: ErrorCode.RULE, msg: '该模板已被公告使用，不能删除，可将其停用' });
    expect(
      await t.db.select().from(announcementTemplates).where(eq(announcementTemplates.id, template.id)),
    ).toHaveLength(1);
    expect(await auditActions(t.db, 'template', template.id)).toEqual([]);
    const detail = await api.get<TemplateDetail>(`/api/template/detail?id=${template.id}`, { token });
    expect(detail.body.data!.usedCount).toBe(1);
  });
});

describe('GET /api/template/list', () => {
  it('filters by type, purchase way, enabled and name, and pages newest first', async () => {
    const name = `筛选${tag()}`;
    for (const [type, purchaseWay, enabled] of [
      ['tender', 1, true],
      ['tender', 3, true],
      ['correction', 1, true],
      ['tender', 1, false],
    ] as const) {
      await createTestTemplate(t.db, { type, purchaseWay, enabled, name: `${name}-${type}-${purchaseWay}-${enabled}` });
    }
    const all = await list(`keyword=${encodeURIComponent(name)}&pageSize=10`);
    expect(all.body.data!.total).toBe(4);
    const tender1 = await list(`keyword=${encodeURIComponent(name)}&type=tender&purchaseWay=1`);
    expect(tender1.body.data!.list.map((r) => r.name).sort()).toEqual([
      `${name}-tender-1-false`,
      `${name}-tender-1-true`,
    ]);
    const enabled = await list(`keyword=${encodeURIComponent(name)}&type=tender&purchaseWay=1&enabled=true`);
    expect(enabled.body.data!.list.map((r) => r.name)).toEqual([`${name}-tender-1-true`]);
    const page2 = await list(`keyword=${encodeURIComponent(name)}&page=2&pageSize=3`);
    expect(page2.body.data).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(page2.body.data!.list).toHaveLength(1);
    const everyType = await list('type=correction&pageSize=100');
    expect(everyType.body.data!.list.every((r) => r.type === 'correction')).toBe(true);
  });

  it('treats blank filters as none and refuses wrong ones', async () => {
    expect((await list('type=&purchaseWay=&enabled=&keyword=')).body.code).toBe(0);
    expect((await list('type=notice')).body).toEqual({ code: ErrorCode.INVALID_INPUT, msg: '公告类型不正确' });
    expect((await list('pageSize=1000')).body).toEqual({ code: ErrorCode.INVALID_INPUT, msg: '每页条数不能大于100' });
  });
});

describe('POST /api/template/preview', () => {
  it('renders a saved template on a project with the product’s formatting and flags unknown placeholders', async () => {
    const project = await createTestProject(t.db, {
      purchaseWay: 2,
      enrollEndTime: new Date('2026-03-05T01:30:00Z'),
    });
    const template = await createTestTemplate(t.db, {
      type: 'tender',
      purchaseWay: 2,
      html:
        '<p>{{projectName}}（{{projectCode}}）{{purchaseWay}}，需求部门{{needDeptName}}，管理部门{{ manageDeptName }}</p>' +
        '<p>总投资{{totalInvestment}}元，预算{{budget}}元，报名截止{{enrollEndTime}}，工期{{cycle}}</p>' +
        '<p>{{qualificationReq}}</p><p>{{noSuchField}} {{project.nothing}}</p>',
    });
    const reply = await api.post<RenderedHtml>(
      '/api/template/preview',
      { templateId: template.id, projectId: project.id },
      { token: previewToken },
    );
    expect(reply.body.code, reply.body.msg).toBe(0);
    expect(reply.body.data).toEqual({
      html:
        `<p>${project.projectName}（${project.projectCode}）竞争性谈判采购，需求部门${project.needDeptName}，管理部门${project.manageDeptName}</p>` +
        '<p>总投资1,234,567.50元，预算1,200,000.00元，报名截止2026年3月5日 09:30，工期90日历天</p>' +
        '<p>市政公用工程施工总承包三级及以上<br />项目经理具备二级建造师</p><p>{{noSuchField}} {{project.nothing}}</p>',
      unknown: ['noSuchField', 'project.nothing'],
    });
  });

  it('previews unsaved HTML, sanitized as saving would', async () => {
    const project = await createTestProject(t.db);
    const reply = await api.post<RenderedHtml>(
      '/api/template/preview',
      {
        html: '<p onmouseover="x()">{{projectCode}}</p><iframe src="https://evil.example"></iframe>',
        projectId: project.id,
      },
      { token: previewToken },
    );
    expect(reply.body.data).toEqual({ html: `<p>${project.projectCode}</p>`, unknown: [] });
  });

  it('values from the project cannot inject markup', async () => {
    const project = await createTestProject(t.db, { projectName: '<img src=x onerror=alert(1)>工程' });
    const reply = await api.post<RenderedHtml>(
      '/api/template/preview',
      { html: '<p>{{projectName}}</p>', projectId: project.id },
      { token: previewToken },
    );
    expect(reply.body.data!.html).toBe('<p>&lt;img src=x onerror=alert(1)&gt;工程</p>');
  });

  it('needs a template or HTML, and an existing project', async () => {
    expect((await api.post('/api/template/preview', { projectId: 1 }, { token: previewToken })).body).toEqual({
      code: ErrorCode.INVALID_INPUT,
      msg: '请选择模板或填写模板内容',
    });
    expect(
      (await api.post('/api/template/preview', { html: '<p>x</p>', projectId: 999999 }, { token: previewToken })).body,
    ).toEqual({
      code: ErrorCode.NOT_FOUND,
      msg: '项目不存在',
    });
  });

  it('needs the right to read the project: 公告模板管理 alone learns nothing of it (403)', async () => {
    const project = await createTestProject(t.db, { projectName: `草稿项目${tag()}` });
    const template = await createTestTemplate(t.db, { type: 'tender', purchaseWay: 1, html: '<p>{{projectName}}</p>' });
    const refusal = { code: ErrorCode.FORBIDDEN, msg: '没有权限执行此操作' };
    // The same answer whether the project or the template exists or not: checked before anything is looked up.
    for (const body of [
      { templateId: template.id, projectId: project.id },
      { html: '<p>{{projectName}}{{projectCode}}{{budget}}</p>', projectId: project.id },
      { html: '<p>{{projectName}}</p>', projectId: 999999 },
      { templateId: 999999, projectId: project.id },
    ]) {
      const reply = await api.post('/api/template/preview', body, { token });
      expect(reply.status, JSON.stringify(body)).toBe(403);
      expect(reply.body).toEqual(refusal);
    }
    const allowed = await api.post<RenderedHtml>(
      '/api/template/preview',
      { templateId: template.id, projectId: project.id },
      { token: previewToken },
    );
    expect(allowed.body.data!.html).toBe(`<p>${project.projectName}</p>`);
  });
});

describe('permission system:template', () => {
  it('refuses staff without it (403) on every template endpoint, changing nothing', async () => {
    const otherToken = await staffTokenWith(t.db, api, [Permission.project]);
    const before = await templateCount();
    expect((await api.get('/api/template/list', { token: otherToken })).status).toBe(403);
    const body = { name: 'x', type: 'tender', purchaseWay: 1, html: '<p>x</p>' };
    const refused = await api.post('/api/template/create', body, { token: otherToken });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ code: 403, msg: '没有权限执行此操作' });
    expect(await templateCount()).toBe(before);
  });
});
