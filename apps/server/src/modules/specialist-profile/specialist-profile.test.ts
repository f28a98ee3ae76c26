import { ErrorCode, IsAffirm, type SpecialistProfile, specialistProfileApi } from '@swp/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { createSpecialist, createStaff } from '../../../test/factories.ts';
import { extractions, invitations, specialistSpecialties, specialists, specialties } from '../../db/schema/index.ts';
import { issueSession } from '../../platform/auth/session.service.ts';

const { t, api } = useTestApp();

const myInfo = (token?: string) => api.get<SpecialistProfile>(specialistProfileApi.myInfo.path, token ? { token } : {});
const tokenOf = async (specialistId: number) =>
  (await issueSession(t.db, t.clock, 'specialist', specialistId, '127.0.0.1')).token;

/** Invitations of an external recruitment task, one per answer given. */
async function invite(specialistId: number, answers: number[]) {
  const staff = await createStaff(t.db);
  const [extraction] = await t.db
    .insert(extractions)
    .values({ kind: 'external', taskName: '管网工程评审', request: {}, createdBy: staff.id, createdAt: t.clock.now() })
    .returning({ id: extractions.id });
  for (const [i, isAffirm] of answers.entries()) {
    await t.db.insert(invitations).values({
      extractionId: extraction!.id,
      specialistId,
      seat: 'member',
      category: 'technical',
      keyHash: `profile-test-${specialistId}-${i}-${Math.random()}`,
      isAffirm,
      sendurlSendtime: t.clock.now(),
      createdAt: t.clock.now(),
    });
  }
}

describe('GET /api/specialist/myInfo', () => {
  it('answers the expert’s own profile: masked mobile, specialty names and invitation counts', async () => {
    const expert = await createSpecialist(t.db);
    await t.db
      .update(specialists)
      .set({
        gender: 'female',
        title: '高级工程师',
        employer: '市政设计院',
        deptName: '给排水组',
        region: '杭州市',
        external: true,
      })
      .where(eq(specialists.id, expert.id));
    const made = await t.db
      .insert(specialties)
      .values([
        { name: '给水排水', sort: 1 },
        { name: '工程造价', sort: 2 },
      ])
      .returning({ id: specialties.id });
    await t.db.insert(specialistSpecialties).values(made.map((s) => ({ specialistId: expert.id, specialtyId: s.id })));
    const { confirmed, declined, pending, cannotAttend } = IsAffirm;
    await invite(expert.id, [confirmed, confirmed, declined, pending, cannotAttend]);
    const other = await createSpecialist(t.db);
    await invite(other.id, [declined]);

    const reply = await myInfo(await tokenOf(expert.id));
    expect(reply.body).toEqual({
      code: 0,
      msg: expect.any(String),
      data: {
        id: expert.id,
        name: '测试专家',
        gender: 'female',
        mobile: `${expert.mobile.slice(0, 3)}****${expert.mobile.slice(-4)}`,
        title: '高级工程师',
        employer: '市政设计院',
        deptName: '给排水组',
        region: '杭州市',
        category: expert.category,
        external: true,
        status: 'normal',
        account: expert.account,
        specialties: ['给水排水', '工程造价'],
        evaluations: { invited: 5, confirmed: 2, declined: 1 },
      },
    });
    expect(JSON.stringify(reply.body)).not.toContain(expert.mobile);
  });

  it('a new expert: no specialties, every count 0; a frozen one sees its status', async () => {
    const expert = await createSpecialist(t.db);
    await t.db.update(specialists).set({ status: 'frozen' }).where(eq(specialists.id, expert.id));
    const reply = await myInfo(await tokenOf(expert.id));
    expect(reply.body.data).toMatchObject({
      status: 'frozen',
      gender: null,
      specialties: [],
      evaluations: { invited: 0, confirmed: 0, declined: 0 },
    });
  });

  it('an expert who must change the initial password changes it first; other areas and no token are refused', async () => {
    const expert = await createSpecialist(t.db);
    await t.db.update(specialists).set({ mustChangePassword: true }).where(eq(specialists.id, expert.id));
    const refused = await myInfo(await tokenOf(expert.id));
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe(ErrorCode.MUST_CHANGE_PASSWORD);

    const staff = await createStaff(t.db);
    const staffToken = (await issueSession(t.db, t.clock, 'staff', staff.id, '127.0.0.1')).token;
    expect((await myInfo(staffToken)).status).toBe(401);
    expect((await myInfo()).status).toBe(401);
  });

  it('a deleted (archived) expert’s session no longer signs in', async () => {
    const expert = await createSpecialist(t.db);
    const token = await tokenOf(expert.id);
    await t.db.update(specialists).set({ archivedAt: t.clock.now() }).where(eq(specialists.id, expert.id));
    expect((await myInfo(token)).status).toBe(401);
  });
});
