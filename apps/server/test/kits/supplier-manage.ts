/**
 * Helpers for the 供应商管理 API tests (test-only): a company registered through the real supplier calls, with
 * qualification documents and contacts saved by the company itself, and staff of 供应商管理.
 */
import { supplierApi, testSupportApi } from '@swp/core';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import { suppliers } from '../../src/db/schema/index.ts';
import type { ApiClient } from '../client.ts';
import { uniqueMobile } from '../factories.ts';
import { SAMPLE_FILES } from './files.ts';
import { registeredCompany, setReviewOutcome, uploadSupplierFile } from './suppliers.ts';

export interface CompanyOptions {
  /** One qualification per valid-until day given (null: 长期有效). */
  qualifications?: (string | null)[];
  contacts?: number;
  status?: 'pending' | 'approved' | 'rejected' | 'frozen';
  statusReason?: string;
}

/** A registered company (licence 营业执照.pdf), its token, and what it saved; pending unless `status` says. */
export async function companyWithDocuments(app: FastifyInstance, api: ApiClient, db: Db, opts: CompanyOptions = {}) {
  const company = await registeredCompany(app, api);
  const qualificationIds: number[] = [];
  for (const [i, validUntil] of (opts.qualifications ?? []).entries()) {
    const upload = await uploadSupplierFile(app, company.token, `资质证书${i + 1}.png`, SAMPLE_FILES.png());
    expect(upload.body.code, upload.body.msg).toBe(0);
    const saved = await api.post<{ id: number }>(
      supplierApi.saveQualification.path,
      {
        docType: '安全生产许可证',
        docNumber: `（浙）JZ安许证字〔2024〕0${i}号`,
        issuer: '浙江省住房和城乡建设厅',
        validUntil,
        fileId: upload.body.data!.id,
      },
      { token: company.token },
    );
    expect(saved.body.code, saved.body.msg).toBe(0);
    qualificationIds.push(saved.body.data!.id);
  }
  const contacts = Array.from({ length: opts.contacts ?? 0 }, (_, i) => ({
    name: `联系人${i + 1}`,
    position: '商务经理',
    mobile: uniqueMobile(),
    email: `c${i}@example.com`,
  }));
  if (contacts.length > 0) {
    const saved = await api.post(supplierApi.saveContacts.path, { contacts }, { token: company.token });
    expect(saved.body.code, saved.body.msg).toBe(0);
  }
  if (opts.status && opts.status !== 'pending') await setReviewOutcome(db, company.id, opts.status, opts.statusReason);
  return { ...company, qualificationIds, contacts };
}

/** How staff lists and details show a registered company: what it registered with, under its id. */
export const shownIdentity = (company: Awaited<ReturnType<typeof companyWithDocuments>>) => ({
  id: company.id,
  account: company.form.account,
  companyName: company.form.companyName,
  creditCode: company.form.creditCode,
  legalPerson: company.form.legalPerson,
  contactName: company.form.contactName,
  mobile: company.form.mobile,
});

export async function supplierRow(db: Db, id: number) {
  const [row] = await db.select().from(suppliers).where(eq(suppliers.id, id));
  return row!;
}

/** The SMS messages sent to a mobile, newest first (the test-mode outbox). */
export async function smsTo(api: ApiClient, mobile: string): Promise<string[]> {
  const reply = await api.get<{ content: string }[]>(testSupportApi.sms.path, { query: { mobile } });
  return reply.body.data!.map((m) => m.content);
}
