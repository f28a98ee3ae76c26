/**
 * Helpers for the 异议 tests (test-only; imported by *.test.ts files). `publicityTender` is a tender in 公示中: three
 * passed companies of which two lodged a sealed bid (the third enrolled but bid nothing, so it is no bidder), the
 * project written as the 结果公示's publication leaves it (status 'publicity', gsTime an hour ago, gsEndTime five
 * days on) — that publication is another module's, so the tests write its columns directly.
 */
import { objectionApi } from '@swp/core';
import { count, eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import { auditLogs, files, objections, projects, smsOutbox } from '../../src/db/schema/index.ts';
import { DAY, HOUR } from '../../src/lib/clock.ts';
import type { TestApp } from '../app.ts';
import type { ApiClient } from '../client.ts';
import { projectStaff, tenderWithPassedBidders } from './enrolments.ts';
import { SAMPLE_FILES } from './files.ts';
import { lodgeSealedBid } from './opening.ts';

type Kit = Pick<TestApp, 'app' | 'db' | 'clock'>;

export async function publicityTender(t: Kit) {
  const tender = await tenderWithPassedBidders(t, 3);
  for (const s of tender.suppliers.slice(0, 2)) {
    await lodgeSealedBid(t, {
      projectId: tender.projectId,
      supplierId: s.id,
      enrolmentId: s.enrolmentId,
      offer: '100000.00',
    });
  }
  const now = t.clock.now().getTime();
  const gsTime = new Date(now - HOUR);
  const gsEndTime = new Date(now + 5 * DAY);
  await t.db.update(projects).set({ status: 'publicity', gsTime, gsEndTime }).where(eq(projects.id, tender.projectId));
  const staff = await projectStaff(t);
  return {
    ...tender,
    bidders: tender.suppliers.slice(0, 2),
    enrolledOnly: tender.suppliers[2]!,
    staff,
    gsTime,
    gsEndTime,
  };
}
export type PublicityTender = Awaited<ReturnType<typeof publicityTender>>;

/** `POST /api/objection/upload` as the 我的项目 page sends it (XSRF double-submit, the company's token). */
export async function uploadAttachment(
  api: ApiClient,
  token: string | undefined,
  name = '异议说明.pdf',
  bytes: Buffer = SAMPLE_FILES.pdf(),
) {
  return api.upload(objectionApi.upload, { name, bytes }, { token });
}

/** Uploads an attachment and answers its id; fails the test when the upload is refused. */
export async function uploadedId(api: ApiClient, token: string, name?: string): Promise<string> {
  const reply = await uploadAttachment(api, token, name);
  if (reply.body.code !== 0) throw new Error(`upload refused: ${reply.body.msg}`);
  return reply.body.data!.id;
}

/** `GET /api/objection/attachment?id=`: the status and the raw bytes (a refusal's envelope is JSON). */
export async function downloadAttachment(api: ApiClient, id: string, token?: string) {
  const response = await api.app.inject({
    method: 'GET',
    url: `${objectionApi.attachment.path}?id=${id}`,
    remoteAddress: api.ip,
    headers: { cookie: `XSRF-TOKEN=${api.xsrf}`, ...(token ? { token } : {}) },
  });
  return { status: response.statusCode, bytes: response.rawPayload, headers: response.headers };
}

/** What a refused call must leave alone: the objections, the files, the log and the SMS outbox. */
export async function objectionTrace(db: Db, projectId: number) {
  const rows = await db.select().from(objections).where(eq(objections.projectId, projectId));
  const [f] = await db.select({ n: count() }).from(files);
  const [a] = await db.select({ n: count() }).from(auditLogs);
  const [s] = await db.select({ n: count() }).from(smsOutbox);
  return { objections: rows, files: f!.n, auditLogs: a!.n, sms: s!.n };
}
