import {
  ALL_PERMISSIONS,
  ConfirmPath,
  ErrorCode,
  externalExtractionApi,
  Permission,
  pathsOf,
  projectExtractionApi,
} from '@swp/core';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import {
  createExperts,
  createProject,
  drawBody,
  drawCommittee,
  invitationRows,
  uniqueRegion,
} from '../../../test/extraction-factories.ts';
import { staffTokenWith } from '../../../test/factories.ts';
import { projects } from '../../db/schema/index.ts';
import { DAY } from '../../lib/clock.ts';

let drawer: string;
let colleague: string;
let admin: string;
let outsider: string;
const { t, api } = useTestApp();
beforeAll(async () => {
  const login = (perms: string[]) => staffTokenWith(t.db, api, perms);
  drawer = await login([Permission.project]);
  colleague = await login([Permission.project]);
  admin = await login([...ALL_PERMISSIONS]);
  outsider = await login([Permission.specialist]);
});

const BASE = { ...pathsOf(projectExtractionApi), ...ConfirmPath.project };
const SECRET = { code: ErrorCode.RULE, msg: '开标前评审专家名单保密，仅抽取人和管理员可以查看' };

/** A committee drawn before the opening; `openTime`, when given, is then moved there (e.g. into the past). */
async function drawn(openTime?: Date) {
  const region = uniqueRegion();
  await createExperts(t.db, 5, region);
  const project = await createProject(t.db, { status: 'bidding' });
  const { extractionId } = await drawCommittee(api, drawer, project.id, region);
  if (openTime) await t.db.update(projects).set({ openTime }).where(eq(projects.id, project.id));
  const [first] = await invitationRows(t.db, extractionId);
  return { project, extractionId, invitationId: first!.id };
}

describe('committee confidentiality until openTime (docs/rules.md)', () => {
  it('shows the committee to its drawer and to an administrator, not to a colleague', async () => {
    const { project, extractionId, invitationId } = await drawn();
    const reads = [
      `${BASE.detail}?projectId=${project.id}`,
      `${BASE.draws}?extractionId=${extractionId}`,
      `${BASE.exportSheet}?extractionId=${extractionId}`,
    ];
    for (const url of reads) {
      expect((await api.get(url, { token: colleague })).body, url).toEqual(SECRET);
      expect((await t.app.inject({ method: 'GET', url, headers: { token: drawer } })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url, headers: { token: admin } })).statusCode).toBe(200);
    }
    expect(
      (await api.get<{ invitations: unknown[] }>(reads[0]!, { token: admin })).body.data!.invitations,
    ).toHaveLength(3);
    expect((await api.post(BASE.replace, { invitationId }, { token: colleague })).body).toEqual(SECRET);
    expect((await api.post(BASE.cancel, { invitationId, reason: '电话告知' }, { token: colleague })).body).toEqual(
      SECRET,
    );
  });

  it('opens the committee to every system:project user once openTime has passed', async () => {
    const { project } = await drawn(new Date(Date.now() - DAY));
    const reply = await api.get<{ invitations: unknown[] }>(`${BASE.detail}?projectId=${project.id}`, {
      token: colleague,
    });
    expect(reply.body.code).toBe(0);
    expect(reply.body.data!.invitations).toHaveLength(3);
  });

  it('keeps an external task’s committee with its creator and the administrators', async () => {
    const region = uniqueRegion();
    await createExperts(t.db, 3, region, { external: true });
    const body = { taskName: '评审', committeeSize: 3, technicalCount: 3, economicCount: 0, includeRegions: [region] };
    const reply = await api.post<{ extractionId: number }>(externalExtractionApi.draw.path, body, {
      token: drawer,
    });
    const url = `${externalExtractionApi.detail.path}?extractionId=${reply.body.data!.extractionId}`;
    expect((await api.get(url, { token: colleague })).body).toEqual({
      code: ErrorCode.RULE,
      msg: '评审专家名单保密，仅抽取人和管理员可以查看',
    });
    expect((await api.get(url, { token: admin })).body.code).toBe(0);
  });
});

describe('permission system:project', () => {
  it('refuses every staff call with 403 to a user without it, and the calls without a token with 401', async () => {
    const { project, extractionId, invitationId } = await drawn();
    const calls: [string, string, object?][] = [
      ['POST', BASE.draw, drawBody(project.id, 'x')],
      ['GET', `${BASE.detail}?projectId=${project.id}`],
      ['GET', `${BASE.draws}?extractionId=${extractionId}`],
      ['GET', `${BASE.exportSheet}?extractionId=${extractionId}`],
      ['POST', BASE.replace, { invitationId }],
      ['POST', BASE.cancel, { invitationId, reason: 'x' }],
      ['POST', externalExtractionApi.draw.path, { taskName: 'x' }],
      ['GET', externalExtractionApi.list.path],
      ['GET', `${externalExtractionApi.detail.path}?extractionId=${extractionId}`],
    ];
    for (const [method, url, body] of calls) {
      for (const [token, status] of [
        [outsider, 403],
        [undefined, 401],
      ] as const) {
        const reply =
          method === 'GET' ? await api.get(url, { token }) : await api.post(url, body, token ? { token } : {});
        expect(reply.status, `${method} ${url}`).toBe(status);
        expect(reply.body.code).toBe(status);
      }
    }
  });
});

describe('GET /api/specialisextract/exportSheet', () => {
  it('gives a printable xlsx with the project, the conditions, the experts and the signature lines', async () => {
    const { project, extractionId } = await drawn();
    const response = await t.app.inject({
      method: 'GET',
      url: `${BASE.exportSheet}?extractionId=${extractionId}`,
      headers: { token: drawer },
    });
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toContain(encodeURIComponent('专家抽取记录'));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const text: string[] = [];
    workbook.worksheets[0]!.eachRow((row) => {
      row.eachCell((cell) => text.push(String(cell.value ?? '')));
    });
    const all = text.join('\n');
    expect(all).toContain('评标专家抽取记录表');
    expect(all).toContain(project.projectName);
    expect(all).toContain('评审专家3人（技术类3人、经济类0人）');
    expect(all).toContain(`回避单位：${project.needDeptName}（需求部门）`);
    expect(all).toContain('符合条件的专家人数：5人');
    expect(all).toContain('抽取人（签字）');
    const rows = await invitationRows(t.db, extractionId);
    expect(rows).toHaveLength(3);
    expect(text.filter((v) => v === '待确认')).toHaveLength(3);
  });

  it('answers an unknown extraction with the envelope, not a file', async () => {
    expect((await api.get(`${BASE.exportSheet}?extractionId=999999`, { token: admin })).body).toEqual({
      code: ErrorCode.NOT_FOUND,
      msg: '抽取记录不存在',
    });
  });
});
