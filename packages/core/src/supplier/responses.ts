/** What the supplier calls answer: the company as it sees itself, and as 供应商管理 sees it. */
import { z } from 'zod';
import { blacklistNoticeOutput } from '../blacklist/responses.ts';
import { answerField, pageSchema } from '../envelope.ts';
import { DOCUMENT_EXPIRIES } from './expiry.ts';
import { SUPPLIER_EVENT_ACTIONS, SUPPLIER_STATUSES } from './labels.ts';

export const supplierFileOutput = z.object({
  id: z.string(),
  name: z.string(),
  size: z.number().int(),
  mimeType: z.string(),
});
export type SupplierFile = z.infer<typeof supplierFileOutput>;

export const qualificationOutput = z.object({
  id: answerField.id,
  docType: z.string(),
  docNumber: z.string(),
  issuer: z.string(),
  validUntil: answerField.day.nullable(),
  /** 'valid', 'expiring' (within EXPIRY_WARNING_DAYS), 'expired' — by the server's Beijing day. */
  expiry: z.enum(DOCUMENT_EXPIRIES),
  file: supplierFileOutput,
});
export type Qualification = z.infer<typeof qualificationOutput>;

export const supplierContactOutput = z.object({
  id: answerField.id,
  name: z.string(),
  position: z.string(),
  mobile: z.string(),
  email: z.string(),
});
export type SupplierContact = z.infer<typeof supplierContactOutput>;

/** `POST /api/suppler/register` → `{ id, status: "pending" }`. */
export const registeredSupplierOutput = z.object({ id: answerField.id, status: z.literal('pending') });

/** `POST /api/suppler/updateInfo` → the status after the save ('pending' when it went back to review). */
export const supplierProfileSavedOutput = z.object({ status: z.enum(SUPPLIER_STATUSES) });

/** Who the company is and where its review stands: a row of 供应商管理's list and the head of every view. */
const companyIdentityFields = {
  id: answerField.id,
  account: z.string(),
  companyName: z.string(),
  creditCode: z.string(),
  legalPerson: z.string(),
  contactName: z.string(),
  mobile: z.string(),
  status: z.enum(SUPPLIER_STATUSES),
  /** The reason of the last 驳回 / 冻结, '' when none applies to the current status. */
  reviewReason: z.string().optional(),
  registeredAt: answerField.time,
};

/** The fields every full view of a company shares (the company's own and the review screen's). */
const companyFields = {
  ...companyIdentityFields,
  address: z.string(),
  email: z.string(),
  businessScope: z.string(),
  licences: z.array(supplierFileOutput),
  qualifications: z.array(qualificationOutput),
  contacts: z.array(supplierContactOutput),
};

/**
 * `GET /api/suppler/info` (docs/integration.md: `{ id, account, companyName, creditCode, status, reviewReason?, blacklist? }`
 * and more): `blacklist` is present while a 禁止参与 or 警告 is in force; `canEnrol` and `enrolRefusal` say whether
 * the company may enrol now and, if not, why (the same rule enrolment applies).
 */
export const supplierSelfOutput = z.object({
  ...companyFields,
  blacklist: blacklistNoticeOutput.optional(),
  canEnrol: z.boolean(),
  enrolRefusal: z.string().optional(),
});
export type SupplierSelf = z.infer<typeof supplierSelfOutput>;

export const supplierListItemOutput = z.object({
  ...companyIdentityFields,
  /** A 禁止参与 in force today. */
  banned: z.boolean(),
  /** Qualification documents expired or expiring within EXPIRY_WARNING_DAYS. */
  expiringDocuments: answerField.count,
  updatedAt: answerField.time,
});
export type SupplierListItem = z.infer<typeof supplierListItemOutput>;
export const supplierPageOutput = pageSchema(supplierListItemOutput);

/** One line of a company's history (registration, reviews, freezes, its own changes). */
export const supplierEventOutput = z.object({
  id: answerField.id,
  action: z.enum(SUPPLIER_EVENT_ACTIONS),
  reason: z.string(),
  /** For changes: each field changed, by its label, old and new value ('' when a file list changed). */
  changes: z.array(z.object({ field: z.string(), label: z.string(), from: z.string(), to: z.string() })),
  actorName: z.string(),
  at: answerField.time,
});
export type SupplierEvent = z.infer<typeof supplierEventOutput>;

/** `POST /api/supplerManage/detail`: every field and document, the blacklist entries and the history. */
export const supplierDetailOutput = z.object({
  ...companyFields,
  blacklist: blacklistNoticeOutput.optional(),
  history: z.array(supplierEventOutput),
});
export type SupplierDetail = z.infer<typeof supplierDetailOutput>;
