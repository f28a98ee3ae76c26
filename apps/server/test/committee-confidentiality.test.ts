import { ALL_PERMISSIONS, externalExtractionApi, Permission, projectExtractionApi } from '@swp/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DAY } from '../src/lib/clock.ts';
import { useTestApp } from './app.ts';
import { NOT_CALLED } from './committee-confidentiality-unwalked.ts';
import {
  type Answer,
  allUnchangedCalls,
  type Drawn,
  keyOf,
  read,
  refusedCalls,
  TASK_LIST,
  unchangedReads,
  WALKED,
  walker,
} from './committee-walk.ts';
import { createExperts, createProject, drawBody, invitationRows, uniqueRegion } from './extraction-factories.ts';
import { createStaff } from './factories.ts';

/**
 * docs/rules.md: before openTime only the staff user who drew a committee and the administrators may learn who is on
 * it (extraction/committee-access.ts). This walks every staff route whose path speaks of experts, extractions,
 * projects, logs or exports, as a colleague who holds every permission but one (so is no administrator) and did
 * not draw, and proves that nothing tells a drawn expert's invitation: the answers are the same before and after
 * the draw, the committee reads are refused, and no answer links the drawn experts to the project or the task.
 * Once openTime has passed the same colleague does see the project's committee; an external task never opens.
 */

/** Drew both committees: may always see them. */
let drawer: string;
/** Every permission but 统计分析: no administrator, and not the drawer. */
let colleague: string;
/** Holds every permission: an administrator, who may always see a committee. */
let admin: string;

let drawn: Drawn;
let before: Map<string, Answer>;

const { t, api } = useTestApp();
const { call, answersOf } = walker(() => t.app);
beforeAll(async () => {
  const login = async (perms: string[]) => {
    const staff = await createStaff(t.db, { perms });
    return api.staffToken(staff.username, staff.password);
  };
  drawer = await login([Permission.project, Permission.specialist]);
  colleague = await login(ALL_PERMISSIONS.filter((p) => p !== Permission.analysis));
  admin = await login([...ALL_PERMISSIONS]);

  const region = uniqueRegion();
  const taskRegion = uniqueRegion();
  const experts = await createExperts(t.db, 5, region);
  const taskExperts = await createExperts(t.db, 4, taskRegion, { external: true });
  const project = await createProject(t.db);
  const taskName = `外部评审${taskRegion}`;
  drawn = {
    projectId: project.id,
    projectName: project.projectName,
    projectCode: project.projectCode,
    openTime: project.openTime!,
    extractionId: 0,
    invitationIds: [],
    taskName,
    taskExtractionId: 0,
    taskInvitationIds: [],
    experts: [],
    region,
    taskRegion,
  };
  // What the colleague sees before anything is drawn, for every expert either draw may pick.
  before = await answersOf(colleague, allUnchangedCalls(drawn, [...experts, ...taskExperts]));

  const reply = await api.post<{ extractionId: number }>(
    projectExtractionApi.draw.path,
    drawBody(project.id, region, { backupCount: 1 }),
    { token: drawer },
  );
  expect(reply.body.code, reply.body.msg).toBe(0);
  const taskReply = await api.post<{ extractionId: number }>(
    externalExtractionApi.draw.path,
    { taskName, committeeSize: 3, technicalCount: 3, economicCount: 0, includeRegions: [taskRegion], backupCount: 1 },
    { token: drawer },
  );
  expect(taskReply.body.code, taskReply.body.msg).toBe(0);
  const rows = await invitationRows(t.db, reply.body.data!.extractionId);
  const taskRows = await invitationRows(t.db, taskReply.body.data!.extractionId);
  const byId = new Map([...experts, ...taskExperts].map((e) => [e.id, e]));
  drawn.extractionId = reply.body.data!.extractionId;
  drawn.invitationIds = rows.map((r) => r.id);
  drawn.taskExtractionId = taskReply.body.data!.extractionId;
  drawn.taskInvitationIds = taskRows.map((r) => r.id);
  drawn.experts = [...rows, ...taskRows].map((r) => {
    const e = byId.get(r.specialistId)!;
    return { id: e.id, name: e.name, mobile: e.mobile, task: e.external };
  });
  expect(drawn.experts).toHaveLength(8);
});

describe('a colleague who did not draw, before openTime', () => {
  it('every walked route is called below or named as a write that cannot tell', () => {
    const walked = t.app.apiRoutes
      .filter((r) => r.method !== 'HEAD' && 'role' in r.access && r.access.role === 'staff' && WALKED.test(r.url))
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    const covered = [
      ...Object.keys(unchangedReads(drawn, 0)),
      ...Object.keys(refusedCalls(drawn)),
      `${TASK_LIST.method} ${externalExtractionApi.list.path}`,
      ...Object.keys(NOT_CALLED),
    ].sort();
    expect(walked).toEqual(covered);
    // The colleague can call every one of them: holding the permission is not what keeps the secret.
    for (const route of t.app.apiRoutes.filter((r) => WALKED.test(r.url))) {
      const permission = 'permission' in route.access ? route.access.permission : undefined;
      if (permission) expect(permission).not.toBe(Permission.analysis);
    }
  });

  it('gets the very same answers as before the draw: no invitation, count, date or order changed', async () => {
    const after = await answersOf(colleague, allUnchangedCalls(drawn, drawn.experts));
    for (const [key, answer] of after) {
      expect(answer.status, key).toBe(200);
      expect(answer.text, key).toBe(before.get(key)!.text);
    }
  });

  it('is refused every committee read and action, with nothing of the committee in the refusal', async () => {
    for (const [route, calls] of Object.entries(refusedCalls(drawn))) {
      for (const [c, refusal] of calls) {
        const answer = await call(colleague, c);
        expect(answer.json, route).toEqual(refusal);
      }
    }
    expect(await invitationRows(t.db, drawn.extractionId)).toHaveLength(4);
  });

  it('finds no answer linking a drawn expert to the project or the task', async () => {
    const d = drawn;
    const reads = Object.values(unchangedReads(d, 0)).flat();
    const perExpert = d.experts.map((e) => read('/api/specialist/detail', { id: e.id }));
    const expertMarkers = d.experts.flatMap((e) => [e.name, e.mobile]);
    for (const c of [...reads, ...perExpert]) {
      const { text } = await call(colleague, c);
      const isProjectRead = c.url.startsWith('/api/project/');
      const projectMarkers = [d.projectName, d.projectCode, d.taskName];
      // Expert reads must not name the project or the task; project reads must not name a drawn expert; the audit
      // log's committee lines must name neither.
      const forbidden = c.url.startsWith('/api/auditLog/')
        ? [...expertMarkers, ...projectMarkers]
        : isProjectRead
          ? expertMarkers
          : projectMarkers;
      for (const marker of forbidden) expect(text, `${keyOf(c)} tells ${marker}`).not.toContain(marker);
    }
    const tasks = await call(colleague, TASK_LIST);
    for (const marker of expertMarkers) expect(tasks.text).not.toContain(marker);
    const row = (tasks.json as { data: { list: { id: number; mayRead: boolean }[] } }).data.list.find(
      (r) => r.id === d.taskExtractionId,
    );
    expect(row).toMatchObject({ mayRead: false });
  });

  it('while the drawer, with the same reads, does see the invitations (the walk would catch a leak)', async () => {
    const member = drawn.experts.find((e) => !e.task)!;
    const detail = await call(drawer, read('/api/specialist/detail', { id: member.id }));
    expect(detail.text).toContain(drawn.projectName);
    const list = await call(drawer, read('/api/specialist/list', { region: drawn.region }));
    const counts = (list.json as { data: { list: { id: number; invitationCount: number }[] } }).data.list;
    expect(counts.find((e) => e.id === member.id)!.invitationCount).toBe(1);
    const taskMember = drawn.experts.find((e) => e.task)!;
    const taskDetail = await call(drawer, read('/api/specialist/detail', { id: taskMember.id }));
    expect(taskDetail.text).toContain(drawn.taskName);
  });
});

/** The actions of the project's 操作日志 as the holder of `token` reads them. */
async function logActions(token: string): Promise<string[]> {
  const answer = await call(token, read('/api/project/logs', { id: drawn.projectId }));
  return (answer.json as { data: { list: { action: string }[] } }).data.list.map((l) => l.action);
}

describe('the project’s 操作日志 before openTime', () => {
  it('shows the draw to the drawer and an administrator, never to the colleague (nor in the total)', async () => {
    expect(await logActions(drawer)).toEqual(['extraction.draw']);
    expect(await logActions(admin)).toEqual(['extraction.draw']);
    expect(await logActions(colleague)).toEqual([]);
    const page = await call(colleague, read('/api/project/logs', { id: drawn.projectId }));
    expect(page.json).toMatchObject({ data: { total: 0 } });
  });

  it('shows the committee’s lines in 操作日志 (账号管理) to an administrator, never to the colleague', async () => {
    const lines = async (token: string) => {
      const answer = await call(
        token,
        read('/api/auditLog/list', { targetType: 'project', targetId: drawn.projectId }),
      );
      return (answer.json as { data: { list: { action: string }[] } }).data.list.map((l) => l.action);
    };
    expect(await lines(admin)).toEqual(['extraction.draw']);
    expect(await lines(colleague)).toEqual([]);
  });
});

describe('the same colleague after openTime', () => {
  it('reads the committee’s lines in the project’s 操作日志, like everyone', async () => {
    t.clock.advance(drawn.openTime.getTime() - Date.now() + DAY);
    try {
      for (const token of [colleague, drawer, admin]) expect(await logActions(token)).toEqual(['extraction.draw']);
    } finally {
      t.clock.reset();
    }
  });

  it('sees the project’s committee and the invitations in the pool; the external task stays confidential', async () => {
    t.clock.advance(drawn.openTime.getTime() - Date.now() + DAY);
    try {
      const committee = await call(colleague, {
        method: 'GET',
        url: `${projectExtractionApi.detail.path}?projectId=${drawn.projectId}`,
      });
      expect(committee.status).toBe(200);
      const members = drawn.experts.filter((e) => !e.task);
      for (const e of members) expect(committee.text).toContain(e.name);

      for (const e of members) {
        const detail = await call(colleague, read('/api/specialist/detail', { id: e.id }));
        expect(detail.text).toContain(drawn.projectName);
        expect(detail.json).toMatchObject({ data: { invitationCount: 1 } });
      }
      const list = await call(colleague, read('/api/specialist/list', { region: drawn.region }));
      const rows = (list.json as { data: { list: { id: number; invitationCount: number }[] } }).data.list;
      expect(
        rows
          .filter((r) => r.invitationCount === 1)
          .map((r) => r.id)
          .sort(),
      ).toEqual(members.map((e) => e.id).sort());
      const sheet = await call(colleague, {
        method: 'GET',
        url: `/api/specialist/export?region=${encodeURIComponent(drawn.region)}`,
      });
      expect(sheet.text).not.toBe(
        before.get(keyOf({ method: 'GET', url: `/api/specialist/export?region=${encodeURIComponent(drawn.region)}` }))!
          .text,
      );

      // An external task has no opening: its experts' invitations stay with the drawer and the administrators.
      for (const [c, refusal] of Object.entries(refusedCalls(drawn))
        .filter(([route]) => route.includes('specialistextractexpert'))
        .flatMap(([, calls]) => calls)) {
        expect((await call(colleague, c)).json).toEqual(refusal);
      }
      for (const e of drawn.experts.filter((x) => x.task)) {
        const detail = await call(colleague, read('/api/specialist/detail', { id: e.id }));
        expect(detail.text).not.toContain(drawn.taskName);
        expect(detail.json).toMatchObject({ data: { invitationCount: 0, evaluations: [] } });
      }
      const taskList = await call(colleague, read('/api/specialist/list', { region: drawn.taskRegion }));
      const taskCounts = (taskList.json as { data: { list: { invitationCount: number }[] } }).data.list;
      expect(taskCounts.map((r) => r.invitationCount)).toEqual([0, 0, 0, 0]);
    } finally {
      t.clock.reset();
    }
  });
});
