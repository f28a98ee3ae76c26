import type { SupplierSelf } from '@swp/core';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../lib/errors.ts';
import type { Principal } from '../../plugins/access-types.ts';
import { activeBlacklistNotice, beijingToday } from '../blacklist/blacklist-standing.ts';
import { listContacts } from './supplier-contacts.repo.ts';
import { listCurrentDocuments } from './supplier-documents.repo.ts';
import { toSupplierSelf } from './supplier-view.ts';
import { findSupplierById } from './suppliers.repo.ts';

/**
 * GET /api/suppler/info: the signed-in company, its documents in force (qualifications flagged by today's Beijing
 * day), its contacts, the blacklist entry that concerns it today, and whether it may enrol (core enrolment.ts, the
 * rule enrolment itself applies).
 */
export async function supplierSelf(deps: Deps, principal: Principal): Promise<SupplierSelf> {
  const row = await findSupplierById(deps.db, principal.userId);
  if (!row) throw notFound('供应商不存在');
  const today = beijingToday(deps.clock);
  const [documents, contacts, notice] = await Promise.all([
    listCurrentDocuments(deps.db, row.id),
    listContacts(deps.db, row.id),
    activeBlacklistNotice(deps.db, 'supplier', row.id, today),
  ]);
  return toSupplierSelf(row, documents, contacts, notice, today);
}
