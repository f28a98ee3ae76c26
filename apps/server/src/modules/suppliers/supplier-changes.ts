import { SUPPLIER_FIELD_LABELS, SUPPLIER_KEY_FIELDS, type SupplierKeyField } from '@swp/core';
import type { FieldChange } from './supplier-history.ts';

/** The profile as 用户中心 edits it (updateSupplierProfileInput), the licence as the set of its file ids. */
export interface ProfileValues {
  companyName: string;
  creditCode: string;
  legalPerson: string;
  contactName: string;
  address: string;
  email: string;
  businessScope: string;
  licenceFileIds: string[];
}

const TEXT_FIELDS = [
  'companyName',
  'creditCode',
  'legalPerson',
  'contactName',
  'address',
  'email',
  'businessScope',
] as const satisfies readonly (keyof ProfileValues)[];

const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((id) => b.includes(id));

/**
 * Each field that differs, labelled as the forms label it. A changed licence is one change with '' on both sides:
 * the files themselves stay readable in the documents' history.
 */
export function profileChanges(before: ProfileValues, after: ProfileValues): FieldChange[] {
  const changes: FieldChange[] = TEXT_FIELDS.filter((field) => before[field] !== after[field]).map((field) => ({
    field,
    label: SUPPLIER_FIELD_LABELS[field] ?? field,
    from: before[field],
    to: after[field],
  }));
  if (!sameSet(before.licenceFileIds, after.licenceFileIds)) {
    changes.push({
      field: 'licenceFileIds',
      label: SUPPLIER_FIELD_LABELS.licenceFileIds ?? '营业执照',
      from: '',
      to: '',
    });
  }
  return changes;
}

/** Whether a change touches who the company is (SUPPLIER_KEY_FIELDS): an approved company goes back to review. */
export const changesKeyField = (changes: FieldChange[]) =>
  changes.some((change) => (SUPPLIER_KEY_FIELDS as readonly string[]).includes(change.field as SupplierKeyField));
