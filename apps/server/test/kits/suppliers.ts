/**
 * Test helpers for the supplier calls (imported by test files only): a registration form that passes every rule,
 * the SMS code as the phone would receive it, the multipart upload as the browser sends it, and a company
 * registered and signed in through the real calls.
 */
import { randomInt } from 'node:crypto';
import { creditCodeCheckChar, type RegisterSupplierInput, supplierApi, venderAuthApi } from '@swp/core';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import { suppliers } from '../../src/db/schema/index.ts';
import { ApiClient } from '../client.ts';
import { uniqueMobile } from '../factories.ts';
import { SAMPLE_FILES } from './files.ts';

/** A valid 统一社会信用代码 no other test uses (杭州, a company: 91 330100 …). */
export const uniqueCreditCode = () => {
  const first17 = `91330100${String(randomInt(0, 1e9)).padStart(9, '0')}`;
  return first17 + creditCodeCheckChar(first17);
};

let seq = 0;
const unique = () => `${Date.now().toString(36)}${(seq++).toString(36)}`;

export const SUPPLIER_PASSWORD = 'Gongying2026';

/** Every registration field filled and valid, with its own account, name, code and mobile; no SMS code yet. */
export const registrationForm = (overrides: Partial<RegisterSupplierInput> = {}) => {
  const tag = unique();
  return {
    account: `gys_${tag}`,
    password: SUPPLIER_PASSWORD,
    companyName: `杭州测试水务设备有限公司${tag}`,
    creditCode: uniqueCreditCode(),
    legalPerson: '张建国',
    contactName: '李明',
    mobile: uniqueMobile(),
    smsCode: '000000',
    ...overrides,
  };
};

/** Requests a supplier code (with a fresh captcha) and reads it from the outbox as the phone would. */
export async function supplierSmsCode(api: ApiClient, mobile: string, purpose?: 'register' | 'find-password') {
  const reply = await api.post(supplierApi.sendVerCode.path, { mobile, ...(await api.captcha()), purpose });
  expect(reply.body, reply.body.msg).toMatchObject({ code: 0, msg: '发送成功' });
  return api.lastSmsCode(mobile);
}

/** Uploads one file to /api/suppler/uploadFile, anonymously or with a company's token. */
export async function uploadSupplierFile(
  app: FastifyInstance,
  token: string | undefined,
  filename = '营业执照.pdf',
  content: Buffer = SAMPLE_FILES.pdf(),
) {
  return new ApiClient(app).upload(supplierApi.uploadFile, { name: filename, bytes: content }, { token });
}

/** The id of a licence uploaded anonymously, as the registration form does before it is sent. */
export async function anonymousLicence(app: FastifyInstance, filename = '营业执照.pdf'): Promise<string> {
  const reply = await uploadSupplierFile(app, undefined, filename);
  expect(reply.body.code, reply.body.msg).toBe(0);
  return reply.body.data!.id;
}

/** A company registered through the real calls (code, licence, register) and signed in: its id, form and token. */
export async function registeredCompany(
  app: FastifyInstance,
  api: ApiClient,
  overrides: Partial<RegisterSupplierInput> = {},
) {
  const form = registrationForm({ licenceFileIds: [await anonymousLicence(app)], ...overrides });
  const smsCode = await supplierSmsCode(api, form.mobile);
  const reply = await api.post<{ id: number }>(supplierApi.register.path, { ...form, smsCode });
  expect(reply.body.code, reply.body.msg).toBe(0);
  const login = await api.post<{ token: string }>(venderAuthApi.login.path, {
    account: form.account,
    password: form.password,
  });
  expect(login.body.code, login.body.msg).toBe(0);
  return { id: reply.body.data!.id, form, token: login.body.data!.token };
}

/** What a review by staff leaves (供应商管理 is another module): the status and the reason the company is told. */
export async function setReviewOutcome(
  db: Db,
  id: number,
  status: 'pending' | 'approved' | 'rejected' | 'frozen',
  statusReason = '',
): Promise<void> {
  await db.update(suppliers).set({ status, statusReason }).where(eq(suppliers.id, id));
}
