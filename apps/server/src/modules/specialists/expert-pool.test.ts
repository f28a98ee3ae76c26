import {
  countIneligibleReasons,
  drawExperts,
  extractionRequestInput,
  idNumberProblem,
  specialistAuthApi,
} from '@swp/core';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { ApiClient } from '../../../test/client.ts';
import { specialistSpecialties, specialists, specialties } from '../../db/schema/index.ts';
import { seedDemoExperts } from '../../seed/demo-experts.ts';
import { loadExpertPool } from './specialists.repo.ts';

const { t } = useTestApp();
/** The draw's day: no blacklist entry exists in these tests, so any day reads the pool alike. */
const today = '2026-03-05';
beforeAll(async () => {
  await t.db.transaction((tx) => seedDemoExperts(tx));
});

describe('seedDemoExperts', () => {
  it('adds the specialty tree and about 40 valid experts, a quarter of them external', async () => {
    const experts = await t.db.select().from(specialists);
    expect(experts.length).toBeGreaterThanOrEqual(41);
    expect(experts.filter((e) => e.external)).toHaveLength(10);
    const ids = experts.flatMap((e) => (e.idNumber ? [e.idNumber] : []));
    expect(ids.length).toBe(40);
    for (const id of ids) expect(idNumberProblem(id), id).toBeNull();
    const names = (await t.db.select({ name: specialties.name }).from(specialties)).map((r) => r.name);
    expect(names).toEqual(
      expect.arrayContaining(['给排水工程', '水处理工艺', '管网工程', '工程造价', '财务审计', '法律']),
    );
  });

  it('keeps 王工 signing in and makes him drawable', async () => {
    const api = new ApiClient(t.app);
    const login = await api.post(specialistAuthApi.login.path, { account: 'zhuanjia', password: 'Expert@2026' });
    expect(login.body.code, login.body.msg).toBe(0);
    const [wang] = await t.db.select().from(specialists).where(eq(specialists.mobile, '13900000001'));
    expect(wang).toMatchObject({ name: '王工', title: '高级工程师', birthDate: '1971-09-15', account: 'zhuanjia' });
  });

  it('does nothing the second time', async () => {
    const [before] = await t.db.select({ n: count() }).from(specialists);
    await t.db.transaction((tx) => seedDemoExperts(tx));
    const [after] = await t.db.select({ n: count() }).from(specialists);
    expect(after!.n).toBe(before!.n);
  });
});

describe('loadExpertPool', () => {
  it('gives every expert as a draw candidate, ordered by id, specialties as strings', async () => {
    const pool = await loadExpertPool(t.db, { today });
    expect(pool.map((e) => e.id)).toEqual([...pool.map((e) => e.id)].sort((a, b) => Number(a) - Number(b)));
    const [link] = await t.db.select().from(specialistSpecialties).limit(1);
    const expert = pool.find((e) => e.id === link!.specialistId)!;
    expect(expert.specialtyIds).toContain(String(link!.specialtyId));
    expect(Object.keys(expert).sort()).toEqual(
      [
        'id',
        'name',
        'gender',
        'birthDate',
        'title',
        'specialtyIds',
        'region',
        'employer',
        'category',
        'status',
        'blacklisted',
        'external',
      ].sort(),
    );
    expect(pool.some((e) => e.status === 'frozen')).toBe(true);
  });

  it('narrows to external or internal experts', async () => {
    const external = await loadExpertPool(t.db, { external: true, today });
    const internal = await loadExpertPool(t.db, { external: false, today });
    expect(external).toHaveLength(10);
    expect(external.every((e) => e.external)).toBe(true);
    expect(internal.every((e) => !e.external)).toBe(true);
    expect(external.length + internal.length).toBe((await loadExpertPool(t.db, { today })).length);
  });

  it('feeds the core draw: frozen and too-old demo experts are refused with a reason', async () => {
    const pool = await loadExpertPool(t.db, { today });
    const request = extractionRequestInput.parse({
      purchaseWay: 3,
      committeeSize: 5,
      technicalCount: 3,
      economicCount: 2,
    });
    const now = new Date('2026-03-05T02:00:00Z');
    const result = drawExperts(pool, request, { now });
    expect(result.ok, result.ok ? '' : result.msg).toBe(true);
    const reasons = countIneligibleReasons(pool, request, { now });
    expect(reasons.refused).toMatchObject({ frozen: 1, tooOld: 1 });
  });
});
