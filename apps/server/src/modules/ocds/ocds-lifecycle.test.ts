import { type AnnouncementDetail, announcementApi, ErrorCode, OCDS_NOT_PUBLIC } from '@swp/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestAppWithFiles } from '../../../test/app.ts';
import { createTestProject, createTestTemplate } from '../../../test/kits/announcements.ts';
import { evaluationTender } from '../../../test/kits/evaluation.ts';
import { expectNone, fetchPackage, projectPackageOk, publishedTenderRow } from '../../../test/kits/ocds.ts';
import { type EvaluatedProject, evaluatedProject, expectOk } from '../../../test/kits/results.ts';
import { announcements, projects, suppliers } from '../../db/schema/index.ts';

/**
 * One project's package at each state the tendering and results kits reach (草稿, 待开标 with sealed bids, 评标中,
 * 评标完成, 公示中, 已中标): valid OCDS 1.1.5 each time, equal to the project, and nothing confidential in it.
 */
const { t, api } = useTestAppWithFiles('swp-ocds-');

const OFFERS: [string, string, string] = ['123457.89', '234568.91', '345679.12'];
const projectRow = async (id: number) => (await t.db.select().from(projects).where(eq(projects.id, id)))[0]!;

/** What must never be published about a tender: the sealed offers, the people's mobiles and ID-like numbers. */
async function secretsOf(e: Awaited<ReturnType<typeof evaluationTender>>) {
  const companies = await t.db.select().from(suppliers);
  return [
    ...OFFERS,
    ...OFFERS.map((o) => String(Number(o))),
    ...e.members.flatMap((m) => [m.name, m.mobile]),
    e.declined.mobile,
    e.backup.mobile,
    ...companies.flatMap((c) => [c.mobile, c.uscc, c.legalRep, c.contactName, c.account]),
    '13900001111',
    '李工',
  ];
}

describe('a project that was never published', () => {
  it('is refused as if it did not exist, with nothing of its draft', async () => {
    const project = await createTestProject(t.db, { status: 'draft' });
    await t.db.insert(announcements).values({
      projectId: project.id,
      type: 'tender',
      title: `未发布的草稿公告${project.projectCode}`,
      html: '<p>草稿</p>',
    });
    const response = await fetchPackage(t.app, project.id);
    expect(response.json()).toEqual({ code: ErrorCode.NOT_FOUND, msg: OCDS_NOT_PUBLIC });
    expect(response.body).not.toContain(project.projectName);
    expect((await fetchPackage(t.app, 2_000_000_000)).json()).toEqual({
      code: ErrorCode.NOT_FOUND,
      msg: OCDS_NOT_PUBLIC,
    });
  });
});

describe('before the opening (待开标, bids sealed)', () => {
  it('has the tender only: no tenderer, no offer, no committee', async () => {
    const e = await evaluationTender(t, api, { offers: OFFERS, unopened: true });
    const tender = await publishedTenderRow(t.db, e.project);
    const { pkg, text } = await projectPackageOk(t.app, e.projectId);
    expect(pkg.releases).toHaveLength(1);
    const [release] = pkg.releases;
    expect(release).toMatchObject({
      ocid: `ocds-test00-${e.project.projectCode}`,
      id: `tender-${tender.id}`,
      date: e.project.enrollTime!.toISOString(),
      tag: ['tender'],
      buyer: { name: '某某水务集团有限公司' },
      tender: {
        id: e.project.projectCode,
        title: e.project.projectName,
        status: 'active',
        procurementMethod: 'open',
        procurementMethodDetails: '询价采购',
        mainProcurementCategory: 'goods',
        value: { amount: 800000, currency: 'CNY' },
        tenderPeriod: {
          startDate: e.project.enrollTime!.toISOString(),
          endDate: e.project.closeFileupTime!.toISOString(),
        },
      },
    });
    expect(release!.tender.numberOfTenderers).toBeUndefined();
    expect(release!.tender.tenderers).toBeUndefined();
    expect(release!.awards).toBeUndefined();
    expect(release!.parties.map((p) => p.roles)).toEqual([['buyer'], ['procuringEntity']]);
    expectNone(text, [...(await secretsOf(e)), ...e.suppliers.map((s) => s.companyName)]);
  });
});

describe('评标中 (just opened)', () => {
  it('keeps the tender release as it was: the opening is after it', async () => {
    const e = await evaluationTender(t, api, { offers: OFFERS });
    await publishedTenderRow(t.db, e.project);
    expect((await projectRow(e.projectId)).status).toBe('evaluating');
    const { pkg, text } = await projectPackageOk(t.app, e.projectId);
    expect(pkg.releases.map((r) => [r.tag, r.tender.status, r.tender.numberOfTenderers])).toEqual([
      [['tender'], 'active', undefined],
    ]);
    expectNone(text, await secretsOf(e));
  });
});

describe('流标 after a 结果公示', () => {
  it('cancels the proposed award with the tender', async () => {
    const p = await evaluatedProject(t, api, { offers: OFFERS });
    await publishedTenderRow(t.db, p.project);
    await p.publicize();
    const template = await createTestTemplate(t.db, { type: 'failure', purchaseWay: 1, html: '<p>{{lossDes}}</p>' });
    const made = await api.post<AnnouncementDetail>(
      announcementApi.create.path,
      { projectId: p.projectId, type: 'failure', templateId: template.id, lossDes: '第一中标候选人放弃中标' },
      { token: p.staffToken },
    );
    expectOk(made);
    expectOk(await p.publish(made.body.data!.id));
    expect((await projectRow(p.projectId)).status).toBe('failed');
    const { pkg, text } = await projectPackageOk(t.app, p.projectId);
    expect(pkg.releases.map((r) => [r.tag, r.tender.status, r.awards?.[0]?.status])).toEqual([
      [['tender'], 'active', undefined],
      [['award'], 'active', 'pending'],
      [['tenderUpdate', 'awardCancellation'], 'unsuccessful', 'cancelled'],
    ]);
    expect(pkg.releases[2]!.contracts).toBeUndefined();
    expectNone(text, await secretsOf(p));
  });
});

describe('from the opening to the award', () => {
  let p: EvaluatedProject;
  let secrets: string[];
  let tenderId: number;

  it('评标完成: still the tender release only, dated before the opening', async () => {
    p = await evaluatedProject(t, api, { offers: OFFERS });
    tenderId = (await publishedTenderRow(t.db, p.project)).id;
    secrets = await secretsOf(p);
    expect((await projectRow(p.projectId)).status).toBe('evaluated');
    const { pkg, text } = await projectPackageOk(t.app, p.projectId);
    expect(pkg.releases.map((r) => r.tag)).toEqual([['tender']]);
    expect(pkg.releases[0]!.tender.tenderers).toBeUndefined();
    expectNone(text, secrets);
  });

  it('公示中: an award release, pending, with the tenderers the opening made public', async () => {
    const result = await p.publicize();
    const { pkg, text } = await projectPackageOk(t.app, p.projectId);
    expect(pkg.releases.map((r) => [r.id, r.tag])).toEqual([
      [`tender-${tenderId}`, ['tender']],
      [`result-${result.id}`, ['award']],
    ]);
    const release = pkg.releases[1]!;
    expect(release.date).toBe(result.publishedAt);
    expect(release.tender.status).toBe('active');
    expect(release.tender.numberOfTenderers).toBe(3);
    expect(release.tender.tenderers!.map((x) => x.name)).toEqual(p.bids.map((b) => b.companyName));
    expect(release.awards).toEqual([
      expect.objectContaining({ status: 'pending', date: result.publishedAt, title: p.project.projectName }),
    ]);
    expect(release.awards![0]!.suppliers).toBeUndefined();
    expect(release.awards![0]!.documents[0]).toMatchObject({
      documentType: 'evaluationReports',
      url: `http://localhost:80/vender/layout/bulletin/${result.id}`,
    });
    expect(release.contracts).toBeUndefined();
    expectNone(text, secrets);
  });

  it('已中标: the award active to the winner at the awarded amount, a contract to sign, the tender complete', async () => {
    await p.passPublicity();
    const made = await p.draft('win');
    expectOk(made);
    const win = await p.publish(made.body.data!.id);
    expectOk(win);
    const row = await projectRow(p.projectId);
    expect(row.status).toBe('awarded');
    const { pkg, text } = await projectPackageOk(t.app, p.projectId);
    expect(pkg.releases.map((r) => r.tag)).toEqual([['tender'], ['award'], ['award', 'contract']]);
    expect(pkg.publishedDate).toBe(win.body.data!.publishedAt);
    const release = pkg.releases[2]!;
    const winner = p.suppliers[0]!;
    expect(row.winnerSupplierId).toBe(winner.id);
    expect(release.tender).toMatchObject({
      title: row.projectName,
      status: 'complete',
      value: { amount: Number(row.budget), currency: 'CNY' },
    });
    expect(release.awards).toEqual([
      expect.objectContaining({
        status: 'active',
        date: row.awardedAt!.toISOString(),
        value: { amount: 123457.89, currency: 'CNY' },
        suppliers: [{ id: `supplier-${winner.id}`, name: winner.companyName }],
      }),
    ]);
    expect(row.awardAmount).toBe(OFFERS[0]);
    expect(release.contracts).toEqual([
      expect.objectContaining({ status: 'pending', value: { amount: 123457.89, currency: 'CNY' } }),
    ]);
    expect(release.parties.find((x) => x.id === `supplier-${winner.id}`)?.roles).toEqual(['tenderer', 'supplier']);
    // The winner's amount is public now; the others' offers and every mobile are not.
    expectNone(text, [...secrets.filter((s) => !s.startsWith('123457')), OFFERS[1], OFFERS[2]]);
  });
});
