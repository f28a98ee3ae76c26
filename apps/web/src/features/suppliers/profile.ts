import {
  normalizeCreditCode,
  SUPPLIER_FIELD_LABELS,
  SUPPLIER_KEY_FIELDS,
  type SupplierSelf,
  type UpdateSupplierProfileInput,
} from '@swp/core/supplier/index';

/** The profile as updateInfo takes it, from the company as the server sent it (what a partial edit keeps). */
export const profileOf = (c: SupplierSelf): UpdateSupplierProfileInput => ({
  companyName: c.companyName,
  creditCode: c.creditCode,
  legalPerson: c.legalPerson,
  contactName: c.contactName,
  address: c.address,
  email: c.email,
  businessScope: c.businessScope,
  licenceFileIds: c.licences.map((f) => f.id),
});

const sameIds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

/**
 * The labels of the key fields (core SUPPLIER_KEY_FIELDS: who the company is) that `next` changes, in the order
 * core lists them. Compared as the server will store them: trimmed, the credit code in capitals, files as a set.
 */
export function changedKeyFields(current: SupplierSelf, next: UpdateSupplierProfileInput): string[] {
  const before = profileOf(current);
  return SUPPLIER_KEY_FIELDS.filter((key) => {
    if (key === 'licenceFileIds') return !sameIds(before.licenceFileIds ?? [], next.licenceFileIds ?? []);
    if (key === 'creditCode') return normalizeCreditCode(before.creditCode) !== normalizeCreditCode(next.creditCode);
    return String(before[key] ?? '').trim() !== String(next[key] ?? '').trim();
  }).map((key) => SUPPLIER_FIELD_LABELS[key] ?? key);
}
