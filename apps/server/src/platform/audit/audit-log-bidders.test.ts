import {
  ALL_PERMISSIONS,
  type AuditLogEntry,
  auditLogApi,
  enrolApi,
  openingApi,
  type Page,
  Permission,
  type ProjectLogEntry,
  projectApi,
  shanghaiDateKey,
} from '@swp/core';
import { and, eq, inArray, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestAppWithFiles } from '../../../test/app.ts';
import { createStaff } from '../../../test/factories.ts';
import { lodgeBid } from '../../../test/kits/bids.ts';
import { type BidderCompany, bidderCompany, passTime, tenderProject } from '../../../test/kits/enrolments.ts';
import { auditLogs } from '../../db/schema/index.ts';
import { issueSession } from '../auth/session.service.ts';
import { BIDDER_LOG_ACTIONS } from './bidder-log-actions.ts';

/**
 * docs/rules.md "Sealed bids" in the 操作日志: before a project's opening no reader of the log — the 操作日志
 * page, its export, the project's own 操作日志 tab — learns by any filter, page or total that a company enrolled,
 * was reviewed, lodged or re-uploaded a bid on it; after the opening the lines appear as they happened. Everything
 * is done through the real routes: 报名, 报名审查, 投标 (with a re-upload), 开标. Project A is opened, project B is not.
 */
const { t, api } = useTestAppWithFiles('swp-audit-bidders-');

interface Tender {
  id: number;
  enrollEndTime: Date;
  companies: (BidderCompany & { enrolmentId: number })[];
  bidIds: string[];
}
let a: Tender;
let b: Tender;
let staffToken: string;
let readers: { name: string; token: string }[];
/** The ids of every bidder line of a project, read from the table itself: what must stay out, then come in. */
const bidderLinesOf = async (projectId: number) =>
  (
    await t.db
      .select({ id: auditLogs.id })
      .from(auditLogs)
      .where(
        and(
          inArray(auditLogs.action, [...BIDDER_LOG_ACTIONS]),
          sql`coalesce(case when ${auditLogs.targetType} = 'project' then ${auditLogs.targetId} end, ${auditLogs.detail} ->> 'projectId') = ${String(projectId)}`,
        ),
      )
  ).map((r) => r.id);

async function post(url: string, body: unknown, token: string) {
  const reply = await api.post<{ id: number }>(url, body, { token });
  expect(reply.body.code, reply.body.msg).toBe(0);
  return reply.body.data!;
}

/** A tender with `passed` companies enrolled and passed and one failed, each passed one lodging a bid. */
async function tenderWithBids(passed: number): Promise<Tender> {
  const project = await tenderProject(t);
  const companies: Tender['companies'] = [];
  for (let i = 0; i <= passed; i++) {
    const company = await bidderCompany(t);
    const { id } = await post(enrolApi.apply.path, { projectId: project.id }, company.token);
    const pass = i < passed;
    await post(enrolApi.audit.path, pass ? { id, pass } : { id, pass, reason: '资格证明文件不全' }, staffToken);
    if (pass) companies.push({ ...company, enrolmentId: id });
  }
  return { id: project.id, enrollEndTime: project.enrollEndTime!, companies, bidIds: [] };
}

beforeAll(async () => {
  const projectStaff = await createStaff(t.db, { perms: [Permission.project] });
  staffToken = (await issueSession(t.db, t.clock, 'staff', projectStaff.id, '127.0.0.1')).token;
  const admin = await createStaff(t.db, { perms: [...ALL_PERMISSIONS] });
  const userAdmin = await createStaff(t.db, { perms: [Permission.user] });
  const both = await createStaff(t.db, { perms: [Permission.user, Permission.project] });
  readers = await Promise.all(
    [
      ['administrator', admin],
      ['sys:user:user', userAdmin],
      ['sys:user:user + system:project', both],
    ].map(async ([name, user]) => ({
      name: name as string,
      token: (await issueSession(t.db, t.clock, 'staff', (user as { id: number }).id, '127.0.0.1')).token,
    })),
  );
  a = await tenderWithBids(3);
  b = await tenderWithBids(1);
  passTime(t.clock, b.enrollEndTime);
  for (const tender of [a, b]) {
    for (const company of tender.companies) tender.bidIds.push((await lodgeBid(api, company.token, tender.id)).bidId);
  }
  await lodgeBid(api, a.companies[0]!.token, a.id); // a re-upload: uploads 2
  // Lines on the project itself, as a negotiation quote or an objection writes them, and one naming no project.
  await t.db.insert(auditLogs).values([
    ...[a, b].map((p) => ({
      actorRole: 'vender',
      actorId: String(p.companies[0]!.id),
      actorName: p.companies[0]!.companyName,
      action: 'objection.file',
      targetType: 'project',
      targetId: String(p.id),
      detail: { objectionId: 1, attachments: 0 },
      createdAt: t.clock.now(),
    })),
    { actorRole: 'vender', action: 'bid.upload', targetType: 'bid', detail: {}, createdAt: t.clock.now() },
  ]);
  passTime(t.clock, new Date(t.clock.now().getTime() + 2 * 86_400_000));
});

const pageOf = async (token: string, query: Record<string, unknown>) => {
  const reply = await api.get<Page<AuditLogEntry>>(auditLogApi.list.path, { token, query });
  expect(reply.body.code, reply.body.msg).toBe(0);
  return reply.body.data!;
};

/** Every page of a filter, two lines a page: the ids seen, and the total every page answered (all the same). */
async function walk(token: string, filter: Record<string, unknown>) {
  const first = await pageOf(token, { ...filter, page: 1, pageSize: 2 });
  const ids = first.list.map((e) => e.id);
  for (let page = 2; (page - 1) * 2 < first.total; page++) {
    const next = await pageOf(token, { ...filter, page, pageSize: 2 });
    expect(next.total).toBe(first.total);
    ids.push(...next.list.map((e) => e.id));
  }
  expect(ids).toHaveLength(first.total);
  expect((await pageOf(token, { ...filter, page: 1, pageSize: 100 })).total).toBe(first.total);
  return { ids, total: first.total };
}

/** The export of a filter as the text of its cells and its number of data rows. */
async function exported(token: string, filter: Record<string, unknown>) {
  const response = await t.app.inject({
    method: 'GET',
    url: auditLogApi.export.path,
    query: filter as never,
    headers: { token },
  });
  expect(response.statusCode).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(response.rawPayload as never);
  const sheet = book.worksheets[0]!;
  const cells: string[] = [];
  sheet.eachRow((row) => row.eachCell((cell) => cells.push(String(cell.text))));
  return { text: cells.join('\n'), rows: sheet.rowCount - 1 };
}

/** Every filter a reader could aim at a tender's bidders. */
function filtersOf(p: Tender): Record<string, unknown>[] {
  const today = shanghaiDateKey(t.clock.now().getTime());
  const c = p.companies[0]!;
  return [
    {},
    ...BIDDER_LOG_ACTIONS.map((action) => ({ action })),
    ...['bid', 'enrolment', 'project', 'file', 'supplier'].map((targetType) => ({ targetType })),
    { targetType: 'project', targetId: String(p.id) },
    { targetId: String(p.id) },
    ...p.bidIds.map((id) => ({ targetType: 'bid', targetId: String(id) })),
    ...p.companies.map((x) => ({ targetType: 'enrolment', targetId: String(x.enrolmentId) })),
    { actor: c.account },
    { actor: c.companyName },
    { actor: '有限公司' },
    { action: 'bid.upload', actor: c.account, from: '2020-01-01', to: today },
  ];
}

async function expectSealed(p: Tender) {
  const sealed = new Set(await bidderLinesOf(p.id));
  expect(sealed.size).toBeGreaterThanOrEqual(p.companies.length * 3);
  for (const reader of readers) {
    for (const filter of filtersOf(p)) {
      const { ids } = await walk(reader.token, filter);
      expect(
        ids.filter((id) => sealed.has(id)),
        `${reader.name} ${JSON.stringify(filter)}`,
      ).toEqual([]);
    }
    for (const company of p.companies) {
      expect((await walk(reader.token, { actor: company.account })).total, reader.name).toBe(0);
    }
  }
}

describe('the 操作日志 before and after the opening', () => {
  it('before the opening: no filter, page, total or export of any reader shows a bidder line', async () => {
    for (const tender of [a, b]) await expectSealed(tender);
    for (const reader of readers) {
      for (const action of BIDDER_LOG_ACTIONS) expect((await walk(reader.token, { action })).total).toBe(0);
      for (const filter of [{}, { action: 'bid.upload' }, { targetType: 'enrolment' }, { actor: '有限公司' }]) {
        const { total } = await walk(reader.token, filter);
        const file = await exported(reader.token, filter);
        expect(file.rows, JSON.stringify(filter)).toBe(total);
        for (const company of [...a.companies, ...b.companies]) {
          expect(file.text).not.toContain(company.companyName);
          expect(file.text).not.toContain(company.account);
        }
      }
    }
  });

  it("before the opening: the project's own 操作日志 tab shows no bidder line either", async () => {
    for (const tender of [a, b]) {
      const sealed = new Set(await bidderLinesOf(tender.id));
      for (const token of [staffToken, readers[0]!.token]) {
        const reply = await api.get<Page<ProjectLogEntry>>(projectApi.logs.path, {
          token,
          query: { id: tender.id, page: 1, pageSize: 100 },
        });
        expect(reply.body.code).toBe(0);
        expect(reply.body.data!.list.filter((e) => sealed.has(e.id))).toEqual([]);
        expect(reply.body.data!.total).toBe(reply.body.data!.list.length);
      }
    }
  });

  it("after the opening: that project's lines appear as they happened, the unopened project's stay sealed", async () => {
    await post(openingApi.open.path, { projectId: a.id }, staffToken);
    const opened = await bidderLinesOf(a.id);
    // 4 报名 + 4 审查 + 4 uploads (one a re-upload) + the objection line.
    expect(opened).toHaveLength(13);
    for (const reader of readers) {
      const all = await walk(reader.token, {});
      expect(all.ids).toEqual(expect.arrayContaining(opened));
      const uploads = await pageOf(reader.token, { action: 'bid.upload', pageSize: 100 });
      expect(uploads.total).toBe(4);
      expect(uploads.list.map((e) => e.detail?.projectId)).toEqual([a.id, a.id, a.id, a.id]);
      expect(uploads.list.map((e) => e.detail?.uploads).sort()).toEqual([1, 1, 1, 2]);
      const mine = await pageOf(reader.token, { actor: a.companies[0]!.account, pageSize: 100 });
      expect(mine.list.map((e) => e.action).sort()).toEqual([
        'bid.upload',
        'bid.upload',
        'enrolment.apply',
        'objection.file',
      ]);
      const file = await exported(reader.token, { action: 'bid.upload' });
      expect(file.rows).toBe(4);
      for (const company of a.companies) expect(file.text).toContain(company.companyName);
      const project = await api.get<Page<ProjectLogEntry>>(projectApi.logs.path, {
        token: staffToken,
        query: { id: a.id, page: 1, pageSize: 100 },
      });
      expect(project.body.data!.list.map((e) => e.action)).toContain('objection.file');
    }
    await expectSealed(b);
  });

  it('a bidder line that names no project is never shown', async () => {
    const [orphan] = await t.db
      .select({ id: auditLogs.id })
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'bid.upload'), sql`${auditLogs.detail} ->> 'projectId' is null`));
    for (const reader of readers)
      expect((await walk(reader.token, { targetType: 'bid' })).ids).not.toContain(orphan!.id);
  });
});
