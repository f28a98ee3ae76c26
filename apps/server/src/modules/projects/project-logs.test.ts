import { ALL_PERMISSIONS, type Page, Permission, type ProjectLogEntry, projectApi } from '@swp/core';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import {
  createExperts,
  createProject,
  drawBody,
  invitationRows,
  uniqueRegion,
} from '../../../test/extraction-factories.ts';
import { createStaff } from '../../../test/factories.ts';
import { invitations } from '../../db/schema/index.ts';
import { DAY } from '../../lib/clock.ts';

/**
 * The committee's lines in a project's 操作日志 (draw, 补抽, 不能参加) are as confidential as the committee: the
 * drawer and administrators read them at once, a colleague who may read the project only once openTime has passed.
 * The project's other lines are everybody's.
 */

const { t, api } = useTestApp();
let drawer: string;
let colleague: string;
let admin: string;
let project: Awaited<ReturnType<typeof createProject>>;

const COMMITTEE = ['extraction.cancel', 'extraction.replace', 'extraction.draw'];
const OTHERS = ['project.resume', 'project.pause'];

async function log(token: string) {
  const reply = await api.get<Page<ProjectLogEntry>>(projectApi.logs.path, { token, query: { id: project.id } });
  expect(reply.body.code, reply.body.msg).toBe(0);
  return { actions: reply.body.data!.list.map((l) => l.action), total: reply.body.data!.total };
}

beforeAll(async () => {
  const login = async (perms: string[]) => {
    const staff = await createStaff(t.db, { perms });
    return api.staffToken(staff.username, staff.password);
  };
  drawer = await login([Permission.project]);
  colleague = await login(ALL_PERMISSIONS.filter((p) => p !== Permission.analysis));
  admin = await login([...ALL_PERMISSIONS]);

  const region = uniqueRegion();
  await createExperts(t.db, 6, region);
  project = await createProject(t.db);
  // A line every reader of the project sees.
  expect(
    (await api.post(projectApi.pause.path, { id: project.id, reason: '核对预算' }, { token: drawer })).body.code,
  ).toBe(0);
  expect((await api.post(projectApi.resume.path, { id: project.id }, { token: drawer })).body.code).toBe(0);

  const draw = await api.post<{ extractionId: number }>(
    '/api/specialisextract/draw',
    drawBody(project.id, region, { backupCount: 1 }),
    { token: drawer },
  );
  expect(draw.body.code, draw.body.msg).toBe(0);
  const [declined, confirmed] = await invitationRows(t.db, draw.body.data!.extractionId);
  // The experts' answers, as the confirmation page would record them.
  await t.db.update(invitations).set({ isAffirm: -1, remark: '出差' }).where(eq(invitations.id, declined!.id));
  await t.db.update(invitations).set({ isAffirm: 1 }).where(eq(invitations.id, confirmed!.id));
  const replace = await api.post('/api/specialisextract/replace', { invitationId: declined!.id }, { token: drawer });
  expect(replace.body.code, replace.body.msg).toBe(0);
  const cancel = await api.post(
    '/api/specialisextract/cancel',
    { invitationId: confirmed!.id, reason: '临时出差' },
    { token: drawer },
  );
  expect(cancel.body.code, cancel.body.msg).toBe(0);
});

describe('the committee’s lines in the project log', () => {
  it('before openTime: the drawer and an administrator read them, the colleague reads the log without them', async () => {
    expect(await log(drawer)).toEqual({ actions: [...COMMITTEE, ...OTHERS], total: 5 });
    expect(await log(admin)).toEqual({ actions: [...COMMITTEE, ...OTHERS], total: 5 });
    expect(await log(colleague)).toEqual({ actions: OTHERS, total: 2 });
  });

  it('after openTime: everyone reads them', async () => {
    t.clock.advance(project.openTime!.getTime() - t.clock.now().getTime() + DAY);
    try {
      for (const token of [colleague, drawer, admin]) {
        expect(await log(token)).toEqual({ actions: [...COMMITTEE, ...OTHERS], total: 5 });
      }
    } finally {
      t.clock.reset();
    }
  });
});
