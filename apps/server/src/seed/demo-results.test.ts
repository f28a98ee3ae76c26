import { effectiveState, type MyResult, type ResultSummary, resultApi } from '@swp/core';
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestAppWithFiles } from '../../test/app.ts';
import { readPdf } from '../../test/kits/pdf.ts';
import {
  departments,
  evaluationSignatures,
  gradingStandards,
  objections,
  projects,
  resultLetters,
  smsOutbox,
  staffUsers,
  suppliers,
} from '../db/schema/index.ts';
import { lifecycleOf } from '../modules/projects/project-view.ts';
import { issueSession } from '../platform/auth/session.service.ts';
import { createStorage } from '../plugins/storage.ts';
import { demoCommittee } from './demo-evaluation.ts';
import { type DemoResultsIds, seedDemoResults } from './demo-results.ts';

const { t, api } = useTestAppWithFiles('swp-demo-results-');

let ids: DemoResultsIds;
let smsBefore: number;
const smsCount = async () => (await t.db.select({ n: count() }).from(smsOutbox))[0]!.n;

async function tokenOf(role: 'vender' | 'staff', id: number) {
  return (await issueSession(t.db, t.clock, role, id, '127.0.0.1')).token;
}
async function supplierId(account: string) {
  const [row] = await t.db.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.account, account));
  return row!.id;
}

// The shared test database holds the rest of the demo data (companies, experts, templates): the results seed runs
// here as seedDemoData runs it on a first start with storage and the server's settings.
beforeAll(async () => {
  const [buyer] = await t.db.select().from(staffUsers).where(eq(staffUsers.username, 'caigou'));
  const [engineering] = await t.db.select().from(departments).where(eq(departments.name, '工程管理部'));
  const [purchasing] = await t.db.select().from(departments).where(eq(departments.name, '采购管理部'));
  const [works] = await t.db.select().from(gradingStandards).where(eq(gradingStandards.name, '工程施工类综合评分法'));
  smsBefore = await smsCount();
  const storage = await createStorage(t.app.deps.config);
  ids = await t.db.transaction(async (tx) =>
    seedDemoResults(tx, {
      buyer: { id: buyer!.id, name: buyer!.name, username: buyer!.username },
      needDeptId: engineering!.id,
      manageDeptId: purchasing!.id,
      gradingStandardId: works!.id,
      committee: await demoCommittee(tx),
      storage,
      config: t.app.deps.config,
      now: t.clock.now(),
    }),
  );
}, 120_000);

describe('demo results on first start', () => {
  it('leaves one tender 已中标 (gongyingshang, rank 1), one 公示中 with an answered objection and one ready for its 中标公告', async () => {
    const now = t.clock.now();
    const rowOf = async (id: number) => (await t.db.select().from(projects).where(eq(projects.id, id)))[0]!;
    const awarded = await rowOf(ids.awarded);
    expect(effectiveState(lifecycleOf(awarded), now)).toBe('awarded');
    expect(awarded.winnerSupplierId).toBe(await supplierId('gongyingshang'));
    expect(awarded.awardAmount).toBe('1186000.00');
    expect(awarded.awardReason).toBeNull();
    const publicity = await rowOf(ids.publicity);
    expect(effectiveState(lifecycleOf(publicity), now)).toBe('publicity');
    expect(publicity.gsEndTime!.getTime()).toBeGreaterThan(now.getTime());
    // The third tender's publicity is over and nobody objected: only its 中标公告 is missing.
    const ready = await rowOf(ids.readyForWinner);
    expect(effectiveState(lifecycleOf(ready), now)).toBe('publicity');
    expect(ready.gsEndTime!.getTime()).toBeLessThan(now.getTime());
    expect(await t.db.select().from(objections).where(eq(objections.projectId, ids.readyForWinner))).toEqual([]);

    const [objection] = await t.db.select().from(objections).where(eq(objections.projectId, ids.publicity));
    expect(objection).toMatchObject({ supplierId: await supplierId('gongyingshang'), status: 'answered' });
    // Every member signed both reports; no SMS went out for this past.
    for (const id of [ids.awarded, ids.publicity, ids.readyForWinner]) {
      const [signed] = await t.db
        .select({ n: count() })
        .from(evaluationSignatures)
        .where(eq(evaluationSignatures.projectId, id));
      expect(signed!.n).toBe(3);
    }
    expect(await smsCount()).toBe(smsBefore);
  });

  it('numbers a letter for every bidder of the awarded tender; the demo company downloads its 中标通知书', async () => {
    const letters = await t.db.select().from(resultLetters).where(eq(resultLetters.projectId, ids.awarded));
    expect(letters.map((l) => l.kind).sort()).toEqual(['award', 'result', 'result']);
    const token = await tokenOf('vender', await supplierId('gongyingshang'));
    const mine = await api.get<MyResult>(`${resultApi.mine.path}?projectId=${ids.awarded}`, { token });
    expect(mine.body.data).toMatchObject({ outcome: 'won', letter: { kind: 'award' } });
    const pdf = await t.app.inject({
      method: 'GET',
      url: `${resultApi.letter.path}?projectId=${ids.awarded}`,
      headers: { token },
    });
    expect(pdf.statusCode).toBe(200);
    const text = (await readPdf(pdf.rawPayload)).text.replace(/\s+/g, '');
    expect(text).toContain('中标通知书');
    expect(text).toContain('净水厂加药系统改造工程');
    expect(text).toContain('1,186,000.00');
  });

  it('shows staff the publicity tender: its candidates ranked by the quote and nothing blocking but the time', async () => {
    const [admin] = await t.db.select().from(staffUsers).where(eq(staffUsers.username, 'admin'));
    const token = await tokenOf('staff', admin!.id);
    const summary = await api.get<ResultSummary>(`${resultApi.summary.path}?projectId=${ids.publicity}`, { token });
    expect(summary.body.data!.candidates.map((c) => c.offer)).toEqual(['2046000.00', '2079500.00', '2118000.00']);
    expect(summary.body.data).toMatchObject({ openObjections: 0, totalObjections: 1 });
    expect(summary.body.data!.winnerBlockedBy).toMatch(/^结果公示期未满/);
    const [open] = await t.db
      .select({ n: count() })
      .from(objections)
      .where(and(eq(objections.projectId, ids.publicity), eq(objections.status, 'open')));
    expect(open!.n).toBe(0);
  });
});
