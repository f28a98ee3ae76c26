import { ConfirmPath, ErrorCode, externalExtractionApi, pathsOf, projectExtractionApi } from '@swp/core';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';

/**
 * The walk of committee-confidentiality.test.ts: the calls a colleague makes, what each answers as text, and which
 * answers must stay the same after a draw or be refused. Kept apart so that the test file reads as the story.
 */

export const PROJECT_SECRET = { code: ErrorCode.RULE, msg: '开标前评审专家名单保密，仅抽取人和管理员可以查看' };
export const TASK_SECRET = { code: ErrorCode.RULE, msg: '评审专家名单保密，仅抽取人和管理员可以查看' };

export interface Drawn {
  projectId: number;
  projectName: string;
  projectCode: string;
  openTime: Date;
  extractionId: number;
  invitationIds: number[];
  taskName: string;
  taskExtractionId: number;
  taskInvitationIds: number[];
  /** Every expert of both draws, members and held backups. */
  experts: { id: number; name: string; mobile: string; task: boolean }[];
  region: string;
  taskRegion: string;
}

/** One call and its answer as text: the JSON body, or every cell of a workbook. */
export type Call = { method: 'GET' | 'POST'; url: string; body?: unknown };
export type Answer = { status: number; text: string; json?: unknown };

async function callAs(app: FastifyInstance, token: string, c: Call): Promise<Answer> {
  const response = await app.inject({
    method: c.method,
    url: c.url,
    headers: {
      token,
      cookie: 'XSRF-TOKEN=walk',
      'x-xsrf-token': 'walk',
      ...(c.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    payload: c.body === undefined ? undefined : JSON.stringify(c.body),
  });
  if (String(response.headers['content-type']).includes('spreadsheetml')) {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const cells: string[] = [];
    for (const sheet of workbook.worksheets) {
      sheet.eachRow((row) => {
        row.eachCell((cell) => cells.push(String(cell.value ?? '')));
      });
    }
    return { status: response.statusCode, text: cells.join('\n') };
  }
  return { status: response.statusCode, text: response.body, json: response.json() };
}

/** A read (GET) with its query string. */
export const read = (url: string, query: Record<string, string | number>): Call => ({
  method: 'GET',
  url: `${url}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
});

/**
 * The routes this walk covers: staff routes whose path names experts, extractions, projects, logs (the project's
 * and the audit log, camel-cased `auditLog`) or exports. Not 统计分析 (/api/statistics/…, system:analysis, which the
 * colleague lacks): its expert figure is a count of invitations by answer over a range of days, never an expert, a
 * project or a task (statistics.test checks that no expert's name is in it).
 */
export const WALKED = /^(?!\/api\/statistics\/).*(specialist|extract|project|log|auditLog|export)/;

/** Reads whose answer must not change when a committee is drawn (they may name experts or the project, not both). */
export function unchangedReads(d: Drawn, expertId: number): Record<string, Call[]> {
  return {
    'GET /api/specialist/list': [
      read('/api/specialist/list', { pageSize: 100 }),
      read('/api/specialist/list', { pageSize: 100, region: d.region }),
      read('/api/specialist/list', { pageSize: 100, region: d.taskRegion }),
    ],
    'GET /api/specialist/detail': [read('/api/specialist/detail', { id: expertId })],
    'POST /api/specialist/revealIdNumber': [
      { method: 'POST', url: '/api/specialist/revealIdNumber', body: { id: expertId } },
    ],
    'GET /api/specialist/export': [
      { method: 'GET', url: '/api/specialist/export' },
      { method: 'GET', url: `/api/specialist/export?region=${encodeURIComponent(d.region)}` },
      { method: 'GET', url: `/api/specialist/export?region=${encodeURIComponent(d.taskRegion)}` },
    ],
    'GET /api/specialist/importTemplate': [{ method: 'GET', url: '/api/specialist/importTemplate' }],
    // Companies only; walked because its path says export.
    'GET /api/supplerManage/export': [{ method: 'GET', url: '/api/supplerManage/export' }],
    'GET /api/project/list': [
      read('/api/project/list', { pageSize: 100 }),
      read('/api/project/list', { keyword: d.projectName }),
    ],
    'GET /api/project/detail': [read('/api/project/detail', { id: d.projectId })],
    'GET /api/project/logs': [read('/api/project/logs', { id: d.projectId })],
    // 操作日志 (账号管理): the committee's lines, on the project, the extraction or an invitation. Filtered, since the
    // walk's own exports and ID-number reads add lines of their own between the two readings.
    'GET /api/auditLog/list': [
      read('/api/auditLog/list', { targetType: 'project', targetId: d.projectId }),
      read('/api/auditLog/list', { targetType: 'extraction' }),
      read('/api/auditLog/list', { targetType: 'invitation' }),
      read('/api/auditLog/list', { action: 'extraction.draw' }),
    ],
    'GET /api/auditLog/export': [read('/api/auditLog/export', { targetType: 'project', targetId: d.projectId })],
  };
}

/** Committee reads and actions, refused to the colleague with the confidentiality message. */
export function refusedCalls(d: Drawn): Record<string, [Call, object][]> {
  const project = { ...pathsOf(projectExtractionApi), ...ConfirmPath.project };
  const task = { ...pathsOf(externalExtractionApi), ...ConfirmPath.external };
  const invitationId = d.invitationIds[0]!;
  const taskInvitationId = d.taskInvitationIds[0]!;
  return {
    [`GET ${project.detail}`]: [[{ method: 'GET', url: `${project.detail}?projectId=${d.projectId}` }, PROJECT_SECRET]],
    [`GET ${project.draws}`]: [
      [{ method: 'GET', url: `${project.draws}?extractionId=${d.extractionId}` }, PROJECT_SECRET],
    ],
    [`GET ${project.exportSheet}`]: [
      [{ method: 'GET', url: `${project.exportSheet}?extractionId=${d.extractionId}` }, PROJECT_SECRET],
    ],
    [`POST ${project.replace}`]: [[{ method: 'POST', url: project.replace, body: { invitationId } }, PROJECT_SECRET]],
    [`POST ${project.cancel}`]: [
      [{ method: 'POST', url: project.cancel, body: { invitationId, reason: '电话告知' } }, PROJECT_SECRET],
    ],
    [`GET ${task.detail}`]: [
      [{ method: 'GET', url: `${task.detail}?extractionId=${d.taskExtractionId}` }, TASK_SECRET],
    ],
    [`GET ${task.draws}`]: [[{ method: 'GET', url: `${task.draws}?extractionId=${d.taskExtractionId}` }, TASK_SECRET]],
    [`GET ${task.exportSheet}`]: [
      [{ method: 'GET', url: `${task.exportSheet}?extractionId=${d.taskExtractionId}` }, TASK_SECRET],
    ],
    [`POST ${task.replace}`]: [
      [{ method: 'POST', url: task.replace, body: { invitationId: taskInvitationId } }, TASK_SECRET],
    ],
    [`POST ${task.cancel}`]: [
      [{ method: 'POST', url: task.cancel, body: { invitationId: taskInvitationId, reason: '电话告知' } }, TASK_SECRET],
    ],
  };
}

/** The task list: every system:project user sees the tasks and their counts (README), never their experts. */
export const TASK_LIST: Call = { method: 'GET', url: `${externalExtractionApi.list.path}?pageSize=100` };

export const keyOf = (c: Call) => `${c.method} ${c.url} ${JSON.stringify(c.body ?? null)}`;

/** The walk's two calls bound to the test's app (read when called: the app starts in beforeAll). */
export function walker(app: () => FastifyInstance) {
  const call = (token: string, c: Call) => callAs(app(), token, c);
  const answersOf = async (token: string, calls: Call[]) => {
    const out = new Map<string, Answer>();
    for (const c of calls) out.set(keyOf(c), await call(token, c));
    return out;
  };
  return { call, answersOf };
}

/** The unchanged reads for each given expert (the detail and ID number per expert, the rest once). */
export function allUnchangedCalls(d: Drawn, experts: { id: number }[]): Call[] {
  const once = Object.entries(unchangedReads(d, experts[0]!.id)).flatMap(([route, calls]) =>
    route === 'GET /api/specialist/detail' || route === 'POST /api/specialist/revealIdNumber' ? [] : calls,
  );
  const perExpert = experts.flatMap((e) => [
    ...unchangedReads(d, e.id)['GET /api/specialist/detail']!,
    ...unchangedReads(d, e.id)['POST /api/specialist/revealIdNumber']!,
  ]);
  return [...once, ...perExpert];
}
