import { announcementApi, ErrorCode } from '@swp/core';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { staffTokenWith } from '../../../test/factories.ts';

const { t, api } = useTestApp();

describe('GET /api/announcement/templates', () => {
  it('lets a buyer without 公告模板管理 list the enabled templates of one type × purchase way', async () => {
    const token = await api.buyerToken();
    const reply = await api.get<{ id: number; name: string }[]>(
      `${announcementApi.templates.path}?type=tender&purchaseWay=1`,
      {
        token,
      },
    );
    expect(reply.body.code).toBe(0);
    expect(reply.body.data!.length).toBeGreaterThan(0);
    expect(Object.keys(reply.body.data![0]!).sort()).toEqual(['id', 'name']);
  });

  it('requires both the type and the purchase way', async () => {
    const token = await api.buyerToken();
    expect((await api.get(`${announcementApi.templates.path}?purchaseWay=1`, { token })).body).toEqual({
      code: ErrorCode.INVALID_INPUT,
      msg: '请选择公告类型',
    });
    expect((await api.get(`${announcementApi.templates.path}?type=tender`, { token })).body).toEqual({
      code: ErrorCode.INVALID_INPUT,
      msg: '请选择采购方式',
    });
  });

  it('is refused to staff without 项目管理', async () => {
    const token = await staffTokenWith(t.db, api, ['system:analysis']);
    expect((await api.get(`${announcementApi.templates.path}?type=tender&purchaseWay=1`, { token })).status).toBe(403);
  });
});

describe('correctsId belongs to corrections only', () => {
  it('does not store correctsId on a 流标公告 draft', async () => {
    const { announcements, announcementTemplates, projects } = await import('../../db/schema/index.ts');
    const { eq, and, isNotNull } = await import('drizzle-orm');
    const [tender] = await t.db
      .select()
      .from(announcements)
      .where(and(eq(announcements.type, 'tender'), isNotNull(announcements.publishedAt)))
      .limit(1);
    const [project] = await t.db.select().from(projects).where(eq(projects.id, tender!.projectId));
    const [template] = await t.db
      .select()
      .from(announcementTemplates)
      .where(
        and(eq(announcementTemplates.type, 'failure'), eq(announcementTemplates.purchaseWay, project!.purchaseWay)),
      );
    const token = await api.staffToken();
    const reply = await api.post<{ id: number }>(
      announcementApi.create.path,
      {
        projectId: tender!.projectId,
        templateId: template!.id,
        type: 'failure',
        title: '流标公告',
        lossDes: '有效投标人不足三家',
        correctsId: tender!.id,
        html: '<p>流标</p>',
      },
      { token },
    );
    expect(template, 'a 流标公告 template for the project').toBeDefined();
    expect(reply.body.code, reply.body.msg).toBe(0);
    const [row] = await t.db.select().from(announcements).where(eq(announcements.id, reply.body.data!.id));
    expect(row!.correctsId).toBeNull();
  });
});
