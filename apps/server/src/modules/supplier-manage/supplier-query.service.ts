import type { Readable } from 'node:stream';
import type { Page, SupplierDetail, SupplierEvent, SupplierListItem, supplierListInput } from '@swp/core';
import type { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../lib/errors.ts';
import type { FileRow } from '../../platform/files/files.repo.ts';
import { openStoredFile } from '../../platform/files/files.service.ts';
import type { FileStorage } from '../../plugins/storage.ts';
import { activeBlacklistNotice, beijingToday } from '../blacklist/blacklist-standing.ts';
import { listContacts } from '../suppliers/supplier-contacts.repo.ts';
import { listCurrentDocuments } from '../suppliers/supplier-documents.repo.ts';
import { companyView } from '../suppliers/supplier-view.ts';
import { findSupplierById } from '../suppliers/suppliers.repo.ts';
import {
  countSuppliers,
  findSupplierRows,
  type SupplierFilter,
  type SupplierListRow,
  supplierListWhere,
} from './supplier-list.repo.ts';
import { findSupplierDocumentFile, listSupplierEvents } from './supplier-manage.repo.ts';

/** The most rows one export writes: far above the utility's suppliers, low enough to bound one request's memory. */
export const EXPORT_ROW_LIMIT = 50_000;

const toListItem = (row: SupplierListRow): SupplierListItem => ({
  id: row.id,
  account: row.account,
  companyName: row.companyName,
  creditCode: row.creditCode,
  legalPerson: row.legalPerson,
  contactName: row.contactName,
  mobile: row.mobile,
  status: row.status,
  reviewReason: row.statusReason,
  banned: row.banned,
  expiringDocuments: row.expiringDocuments,
  registeredAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export async function listSuppliers(
  deps: Deps,
  input: z.output<typeof supplierListInput>,
): Promise<Page<SupplierListItem>> {
  const { page, pageSize, ...filter } = input;
  const where = supplierListWhere(filter);
  const total = await countSuppliers(deps.db, where);
  const rows = await findSupplierRows(deps.db, where, beijingToday(deps.clock), pageSize, (page - 1) * pageSize);
  return { list: rows.map(toListItem), total, page, pageSize };
}

/** Every company matching the filters (as the list shows them), for the export. */
export async function suppliersForExport(deps: Deps, filter: SupplierFilter): Promise<SupplierListItem[]> {
  const rows = await findSupplierRows(deps.db, supplierListWhere(filter), beijingToday(deps.clock), EXPORT_ROW_LIMIT);
  return rows.map(toListItem);
}

/**
 * The review screen: every field, the documents in force (qualifications flagged by today's Beijing day), the
 * contacts, the blacklist entry in force and the history, newest first.
 */
export async function supplierDetail(deps: Deps, id: number): Promise<SupplierDetail> {
  const row = await findSupplierById(deps.db, id);
  if (!row) throw notFound('供应商不存在');
  const today = beijingToday(deps.clock);
  const [documents, contacts, notice, events] = await Promise.all([
    listCurrentDocuments(deps.db, row.id),
    listContacts(deps.db, row.id),
    activeBlacklistNotice(deps.db, 'supplier', row.id, today),
    listSupplierEvents(deps.db, row.id),
  ]);
  const history: SupplierEvent[] = events.map((e) => ({ ...e, at: e.at.toISOString() }));
  return { ...companyView(row, documents, contacts, today), ...(notice ? { blacklist: notice } : {}), history };
}

/** Any company's document (licence or qualification, current or replaced); anything else is 文件不存在. */
export async function openSupplierDocument(
  deps: Deps,
  storage: FileStorage,
  fileId: string,
): Promise<{ file: FileRow; stream: Readable }> {
  const file = await findSupplierDocumentFile(deps.db, fileId);
  if (!file) throw notFound('文件不存在');
  return { file, stream: await openStoredFile(storage, file) };
}
