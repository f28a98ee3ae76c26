import { ConfirmPath, ErrorCode, pathsOf, projectExtractionApi } from '@swp/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import {
  createExperts,
  drawCommittee,
  drawRows,
  invitationRows,
  uniqueRegion,
} from '../../../test/extraction-factories.ts';
import { bidderCompany, enrolDirectly, projectStaff, tenderProject } from '../../../test/kits/enrolments.ts';
import { suppliers } from '../../db/schema/index.ts';
import { MINUTE } from '../../lib/clock.ts';
import { ENROLLED_UNIT_REASON } from './enrolled-avoidance.ts';

const { t, api } = useTestApp();
const BASE = { ...pathsOf(projectExtractionApi), ...ConfirmPath.project };

let seq = 0;
/** A company enrolled on the project under the given name, in the given review status. */
async function enrolledAs(projectId: number, companyName: string, status: 'pending' | 'passed' | 'failed') {
  const company = await bidderCompany(t);
  await t.db.update(suppliers).set({ companyName }).where(eq(suppliers.id, company.id));
  await enrolDirectly(t.db, { projectId, supplierId: company.id, status });
  return company;
}

const unitName = (label: string) => `${label}供水设备有限公司${Date.now().toString(36)}${seq++}`;

describe('回避单位: the companies enrolled on the project (docs/rules.md)', () => {
  it('never draws an expert employed by an enrolled company, whatever its review said', async () => {
    const staff = await projectStaff(t);
    const region = uniqueRegion();
    const project = await tenderProject(t);
    const other = await tenderProject(t);
    const [pending, passed, failed, elsewhere] = [unitName('甲'), unitName('乙'), unitName('丙'), unitName('丁')];
    await enrolledAs(project.id, pending, 'pending');
    await enrolledAs(project.id, `${passed.slice(0, 2)}（集团）${passed.slice(2)}`, 'passed');
    await enrolledAs(project.id, failed, 'failed');
    await enrolledAs(other.id, elsewhere, 'passed');
    const avoided = [
      ...(await createExperts(t.db, 1, region, { employer: pending })),
      // Written with half-width brackets and spaces: the same unit to the eligibility rule.
      ...(await createExperts(t.db, 1, region, { employer: `${passed.slice(0, 2)} (集团) ${passed.slice(2)}` })),
      // A branch of an enrolled company is avoided with it.
      ...(await createExperts(t.db, 1, region, { employer: `${failed}杭州分公司` })),
    ];
    const free = [
      ...(await createExperts(t.db, 3, region)),
      // A company enrolled on another project is no reason to avoid its staff here.
      ...(await createExperts(t.db, 1, region, { employer: elsewhere })),
    ];

    const { extractionId, eligibleCount } = await drawCommittee(api, staff.token, project.id, region);
    expect(eligibleCount).toBe(free.length);
    const drawn = (await invitationRows(t.db, extractionId)).map((r) => r.specialistId);
    expect(drawn).toHaveLength(3);
    for (const expert of avoided) expect(drawn).not.toContain(expert.id);

    // The 抽取记录 shows what was avoided and why: staff's units, the requesting department, the enrolled companies.
    const [record] = await drawRows(t.db, extractionId);
    const units = (record!.filters as { avoidUnits: { name: string; reason: string }[] }).avoidUnits;
    expect(units.filter((u) => u.reason === ENROLLED_UNIT_REASON).map((u) => u.name)).toHaveLength(3);
    expect(units.map((u) => u.name)).not.toContain(elsewhere);
  });

  it('avoids a company that enrolled after the draw when a seat is drawn again', async () => {
    const staff = await projectStaff(t);
    const region = uniqueRegion();
    const project = await tenderProject(t);
    const experts = await createExperts(t.db, 4, region);
    const { extractionId } = await drawCommittee(api, staff.token, project.id, region);
    const rows = await invitationRows(t.db, extractionId);
    const spare = experts.find((e) => !rows.some((r) => r.specialistId === e.id))!;
    // The one expert left in the pool works for a company that enrols now.
    await enrolledAs(project.id, spare.employer!, 'pending');

    t.clock.advance(10 * MINUTE + 1000); // the first member's link times out: the seat may be drawn again
    const replace = () => api.post(BASE.replace, { invitationId: rows[0]!.id }, { token: staff.token });
    expect((await replace()).body).toEqual({
      code: ErrorCode.RULE,
      msg: '没有符合条件的技术类专家，无法抽取所需的1人',
    });
    expect(await invitationRows(t.db, extractionId)).toHaveLength(rows.length);

    const [fresh] = await createExperts(t.db, 1, region, { employer: unitName('戊') });
    const replaced = await replace();
    expect(replaced.body.code, replaced.body.msg).toBe(0);
    const after = await invitationRows(t.db, extractionId);
    expect(after.map((r) => r.specialistId)).toContain(fresh!.id);
    expect(after.map((r) => r.specialistId)).not.toContain(spare.id);
  });
});
