import { type AnnouncementDetail, ErrorCode, OCDS_PAGE_SIZE, Permission } from '@swp/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../../../test/factories.ts';
import { type PublishKit, publishKit } from '../../../test/kits/announcement-publish.ts';
import { createTestProject, createTestTemplate, tenderTimes } from '../../../test/kits/announcements.ts';
import { SAMPLE_FILES, uploadFile } from '../../../test/kits/files.ts';
import { fetchPackage, fetchPackages, projectPackageOk, validPackage } from '../../../test/kits/ocds.ts';
import { announcements } from '../../db/schema/index.ts';
import type { ReleasePackage } from './ocds.service.ts';

/**
 * Packages of projects published through the real announcement service: the 招标公告 with its attachment, a
 * 更正公告, a 流标公告; and the paged list, its `since` and the bulk download.
 */
let kit: PublishKit;
beforeAll(async () => {
  kit = await publishKit();
});
afterAll(() => kit.t.close());

const publish = async (id: number) => {
  const reply = await kit.post<AnnouncementDetail>('publish', { id });
  expect(reply.body.code, reply.body.msg).toBe(0);
  return reply.body.data!;
};

describe('a 公开招标 corrected, then failed', () => {
  let projectId: number;
  let tender: AnnouncementDetail;
  let correction: AnnouncementDetail;
  const times = () => tenderTimes(kit.t.clock.now());

  it('招标公告: the tender with its notice and attachment as documents', async () => {
    const project = await createTestProject(kit.t.db, { purchaseWay: 3, budget: '1234567.50' });
    projectId = project.id;
    const staff = await createStaff(kit.t.db, { perms: [Permission.project] });
    const token = await kit.api.staffToken(staff.username, staff.password);
    const file = (await uploadFile(kit.t.app, token, '招标文件.docx', SAMPLE_FILES.docx())).body.data!;
    const template = await createTestTemplate(kit.t.db, { type: 'tender', purchaseWay: 3 });
    const draft = await kit.post<AnnouncementDetail>('create', {
      projectId,
      type: 'tender',
      templateId: template.id,
      ...times(),
      contacts: '李工',
      mobile: '13700002222',
      attachmentIds: [file.id],
    });
    expect(draft.body.code, draft.body.msg).toBe(0);
    tender = await publish(draft.body.data!.id);

    const { pkg, text } = await projectPackageOk(kit.t.app, projectId);
    expect(pkg).toMatchObject({
      version: '1.1',
      publishedDate: tender.publishedAt,
      publisher: { name: expect.any(String) },
    });
    const [release] = pkg.releases;
    expect(release).toMatchObject({
      ocid: `ocds-test00-${project.projectCode}`,
      date: tender.publishedAt,
      tag: ['tender'],
      tender: {
        title: project.projectName,
        status: 'active',
        procurementMethod: 'open',
        procurementMethodDetails: '公开招标',
        mainProcurementCategory: 'works',
        value: { amount: 1234567.5, currency: 'CNY' },
        tenderPeriod: { startDate: tender.enrollTime, endDate: tender.closeFileupTime },
      },
    });
    expect(release!.tender.documents).toEqual([
      expect.objectContaining({ documentType: 'tenderNotice', title: `招标公告：${tender.title}` }),
      expect.objectContaining({ title: '招标文件.docx', url: `http://localhost:80/api/file/download?id=${file.id}` }),
    ]);
    // The contact and the mobile are in the notice for suppliers, not in the open data.
    expect(text).not.toContain('13700002222');
    expect(text).not.toContain('李工');
  });

  it('更正公告: a tenderAmendment with the new period; the tender release keeps what it said', async () => {
    const template = await createTestTemplate(kit.t.db, { type: 'correction', purchaseWay: 3, html: '<p>更正</p>' });
    const moved = tenderTimes(kit.t.clock.now(), 30);
    const draft = await kit.post<AnnouncementDetail>('create', {
      projectId,
      type: 'correction',
      templateId: template.id,
      correctsId: tender.id,
      closeFileupTime: moved.closeFileupTime,
      openTime: moved.openTime,
    });
    expect(draft.body.code, draft.body.msg).toBe(0);
    correction = await publish(draft.body.data!.id);
    const { pkg } = await projectPackageOk(kit.t.app, projectId);
    expect(pkg.releases.map((r) => [r.id, r.tag])).toEqual([
      [`tender-${tender.id}`, ['tender']],
      [`correction-${correction.id}`, ['tenderAmendment']],
    ]);
    const [first, second] = pkg.releases;
    expect(first!.tender.tenderPeriod?.endDate).toBe(tender.closeFileupTime);
    expect(second!.tender.tenderPeriod?.endDate).toBe(correction.closeFileupTime);
    expect(correction.closeFileupTime).not.toBe(tender.closeFileupTime);
    expect(second!.tender.documents.map((d) => d.documentType ?? 'attachment')).toEqual([
      'tenderNotice',
      'attachment',
      'clarifications',
    ]);
  });

  it('流标公告: the tender unsuccessful (tenderUpdate), no award', async () => {
    const template = await createTestTemplate(kit.t.db, {
      type: 'failure',
      purchaseWay: 3,
      html: '<p>{{lossDes}}</p>',
    });
    const draft = await kit.post<AnnouncementDetail>('create', {
      projectId,
      type: 'failure',
      templateId: template.id,
      lossDes: '有效投标人不足三家',
    });
    expect(draft.body.code, draft.body.msg).toBe(0);
    const failure = await publish(draft.body.data!.id);
    const { pkg } = await projectPackageOk(kit.t.app, projectId);
    expect(pkg.releases.map((r) => [r.tag, r.tender.status])).toEqual([
      [['tender'], 'active'],
      [['tenderAmendment'], 'active'],
      [['tenderUpdate'], 'unsuccessful'],
    ]);
    expect(pkg.releases[2]).toMatchObject({ date: failure.publishedAt });
    expect(pkg.releases[2]!.awards).toBeUndefined();
  });

  it('downloads as a file named after the project', async () => {
    const response = await fetchPackage(kit.t.app, projectId, { download: '1' });
    const { pkg } = await validPackage(response);
    expect(pkg.releases).toHaveLength(3);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="ocds-T-[0-9a-f]+\.json"/);
  });
});

describe('the list of every published project', () => {
  const hidden = '绝不公开的草稿项目';
  let start: number;
  /** Every project with a published announcement (the demo data's and this file's). */
  const publishedProjects = async () =>
    new Set(
      (await kit.t.db.select().from(announcements).where(eq(announcements.status, 'published'))).map(
        (a) => a.projectId,
      ),
    ).size;

  beforeAll(async () => {
    // Enough projects for a second page, each published a minute after the one before.
    start = kit.t.clock.now().getTime() + 60 * 60_000;
    for (let i = 0; i < OCDS_PAGE_SIZE + 2; i++) {
      const project = await createTestProject(kit.t.db, { status: 'enrolling', purchaseWay: 4 });
      await kit.t.db.insert(announcements).values({
        projectId: project.id,
        type: 'tender',
        title: `${project.projectName}招标公告`,
        status: 'published',
        html: '<p>招标</p>',
        publishedAt: new Date(start + i * 60_000),
      });
    }
    const draft = await createTestProject(kit.t.db, { status: 'draft', projectName: hidden });
    await kit.t.db
      .insert(announcements)
      .values({ projectId: draft.id, type: 'tender', title: `${hidden}招标公告`, html: '<p>草稿</p>' });
  });

  const ocids = (pkg: ReleasePackage) => [...new Set(pkg.releases.map((r) => r.ocid))];

  it('pages newest first, with links.next while more follow', async () => {
    const first = await validPackage(await fetchPackages(kit.t.app));
    expect(ocids(first.pkg)).toHaveLength(OCDS_PAGE_SIZE);
    const dates = first.pkg.releases.map((r) => r.date);
    expect(dates[0]! >= dates[dates.length - 1]!).toBe(true);
    expect(first.pkg.releases[0]!.tender.procurementMethod).toBe('selective');
    expect(first.pkg.links?.next).toBe('http://localhost:80/api/ocds/release-packages?page=2');
    const second = await validPackage(await fetchPackages(kit.t.app, { page: '2' }));
    expect(second.pkg.links).toBeUndefined();
    const total = await publishedProjects();
    expect(total).toBeGreaterThan(OCDS_PAGE_SIZE);
    expect(total).toBeLessThanOrEqual(2 * OCDS_PAGE_SIZE);
    expect(ocids(first.pkg).length + ocids(second.pkg).length).toBe(total);
    expect(first.text + second.text).not.toContain(hidden);
  });

  it('filters by the last publication, and refuses a since it cannot read', async () => {
    const since = new Date(start + 20 * 60_000).toISOString();
    const recent = await validPackage(await fetchPackages(kit.t.app, { since }));
    expect(ocids(recent.pkg)).toHaveLength(2);
    expect(recent.pkg.releases.every((r) => r.date >= since)).toBe(true);
    for (const bad of ['yesterday', '2026-13-01', '2026-01-01T08:00']) {
      const refused = await fetchPackages(kit.t.app, { since: bad });
      expect(refused.json(), bad).toMatchObject({
        code: ErrorCode.INVALID_INPUT,
        msg: expect.stringContaining('since'),
      });
    }
    const day = await validPackage(await fetchPackages(kit.t.app, { since: '2000-01-01' }));
    expect(ocids(day.pkg)).toHaveLength(OCDS_PAGE_SIZE);
  });

  it('downloads every page as one file', async () => {
    const response = await fetchPackages(kit.t.app, { download: '1' });
    const { pkg, text } = await validPackage(response);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="ocds-release-packages\.json"/);
    expect(ocids(pkg)).toHaveLength(await publishedProjects());
    expect(pkg.links).toBeUndefined();
    expect(text).not.toContain(hidden);
  });
});
