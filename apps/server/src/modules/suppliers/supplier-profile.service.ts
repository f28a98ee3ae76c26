import type { SupplierStatus, updateSupplierProfileInput } from '@swp/core';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import type { Deps, RequestMeta } from '../../deps.ts';
import { notFound, ruleBroken } from '../../lib/errors.ts';
import type { Principal } from '../../plugins/access-types.ts';
import { changesKeyField, type ProfileValues, profileChanges } from './supplier-changes.ts';
import { insertDocuments, listCurrentDocuments, markDocumentsRemoved } from './supplier-documents.repo.ts';
import { duplicateSupplierRefusal, refuseDuplicates } from './supplier-duplicates.ts';
import { claimFiles } from './supplier-file-claims.ts';
import { recordCompanyAction } from './supplier-history.ts';
import { lockSupplier, type SupplierRecord, updateSupplier } from './suppliers.repo.ts';

type ProfileInput = z.output<typeof updateSupplierProfileInput>;

/**
 * The company's row, locked for the rest of the transaction, if it may still change its data: a frozen company
 * is refused (its sessions already fail at the access check; this covers a save that raced the freeze).
 */
export async function lockOwnSupplier(tx: DbOrTx, principal: Principal): Promise<SupplierRecord> {
  const row = await lockSupplier(tx, principal.userId);
  if (!row) throw notFound('供应商不存在');
  if (row.status === 'frozen') throw ruleBroken('账号已冻结，不能修改资料，请联系采购管理部');
  return row;
}

/**
 * POST /api/suppler/updateInfo. Every change is a line of the company's history (field, label, old, new) and of
 * the 操作日志. It goes back to 待审核 when an approved company changes who it is (SUPPLIER_KEY_FIELDS: name, credit
 * code, legal representative, licence), and whenever a rejected company saves: that save is its resubmission.
 * A replaced licence file keeps its document row (removed_at), so what was reviewed stays readable. New licence
 * files must be the company's own uploads or unused anonymous ones (supplier-file-claims.ts).
 */
export async function updateSupplierProfile(
  deps: Deps,
  principal: Principal,
  input: ProfileInput,
  meta: RequestMeta,
): Promise<{ status: SupplierStatus }> {
  try {
    return await deps.db.transaction(async (tx) => {
      const row = await lockOwnSupplier(tx, principal);
      await refuseDuplicates(tx, { creditCode: input.creditCode, companyName: input.companyName }, row.id);
      const licences = (await listCurrentDocuments(tx, row.id)).filter((doc) => doc.kind === 'licence');
      const before: ProfileValues = {
        companyName: row.companyName,
        creditCode: row.uscc,
        legalPerson: row.legalRep,
        contactName: row.contactName,
        address: row.address,
        email: row.email,
        businessScope: row.businessScope,
        licenceFileIds: licences.map((doc) => doc.file.id),
      };
      const changes = profileChanges(before, input);
      const resubmit = row.status === 'rejected' || (row.status === 'approved' && changesKeyField(changes));
      if (changes.length === 0 && !resubmit) return { status: row.status };

      const added = input.licenceFileIds.filter((id) => !before.licenceFileIds.includes(id));
      await claimFiles(tx, row.id, added, '营业执照');
      const now = deps.clock.now();
      const status = resubmit ? 'pending' : row.status;
      await updateSupplier(tx, row.id, {
        companyName: input.companyName,
        uscc: input.creditCode,
        legalRep: input.legalPerson,
        contactName: input.contactName,
        address: input.address,
        email: input.email,
        businessScope: input.businessScope,
        ...(resubmit ? { status, statusReason: '' } : {}),
        updatedAt: now,
      });
      const replaced = licences.filter((doc) => !input.licenceFileIds.includes(doc.file.id)).map((doc) => doc.id);
      await markDocumentsRemoved(tx, row.id, replaced, now);
      await insertDocuments(
        tx,
        added.map((fileId) => ({ supplierId: row.id, kind: 'licence', fileId, createdAt: now })),
      );
      await recordCompanyAction(
        tx,
        deps.clock,
        { id: row.id, name: input.companyName },
        {
          event: resubmit ? 'resubmit' : 'change',
          audit: resubmit ? 'supplier.resubmit' : 'supplier.update',
          changes,
          detail: { statusBefore: row.status, status },
        },
        meta.ip,
      );
      return { status };
    });
  } catch (error) {
    throw duplicateSupplierRefusal(error) ?? error;
  }
}
