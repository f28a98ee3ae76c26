import {
  type BlacklistNotice,
  documentExpiry,
  type Qualification,
  type SupplierContact,
  type SupplierFile,
  type SupplierSelf,
  supplierEnrolRefusal,
} from '@swp/core';
import type { ContactRow } from './supplier-contacts.repo.ts';
import type { DocumentRow } from './supplier-documents.repo.ts';
import type { SupplierRecord } from './suppliers.repo.ts';

const toFile = (file: DocumentRow['file']): SupplierFile => ({ ...file });

/** A qualification as the company and the reviewer see it, flagged by the Beijing day `today`. */
export const toQualification = (doc: DocumentRow, today: string): Qualification => ({
  id: doc.id,
  docType: doc.docType,
  docNumber: doc.docNumber,
  issuer: doc.issuer,
  validUntil: doc.validUntil,
  expiry: documentExpiry(doc.validUntil, today),
  file: toFile(doc.file),
});

const toContact = (row: ContactRow): SupplierContact => ({ ...row });

/** The fields every view of a company shares (core supplier/responses.ts companyFields). */
export function companyView(row: SupplierRecord, documents: DocumentRow[], contacts: ContactRow[], today: string) {
  return {
    id: row.id,
    account: row.account,
    companyName: row.companyName,
    creditCode: row.uscc,
    legalPerson: row.legalRep,
    contactName: row.contactName,
    mobile: row.mobile,
    address: row.address,
    email: row.email,
    businessScope: row.businessScope,
    status: row.status,
    reviewReason: row.statusReason,
    registeredAt: row.createdAt.toISOString(),
    licences: documents.filter((doc) => doc.kind === 'licence').map((doc) => toFile(doc.file)),
    qualifications: documents.filter((doc) => doc.kind === 'qualification').map((doc) => toQualification(doc, today)),
    contacts: contacts.map(toContact),
  };
}

/** GET /api/suppler/info: the company as it sees itself, with whether it may enrol today and why not. */
export function toSupplierSelf(
  row: SupplierRecord,
  documents: DocumentRow[],
  contacts: ContactRow[],
  notice: BlacklistNotice | undefined,
  today: string,
): SupplierSelf {
  const enrolRefusal = supplierEnrolRefusal(row.status, row.statusReason, notice);
  return {
    ...companyView(row, documents, contacts, today),
    ...(notice ? { blacklist: notice } : {}),
    canEnrol: enrolRefusal === undefined,
    ...(enrolRefusal ? { enrolRefusal } : {}),
  };
}
