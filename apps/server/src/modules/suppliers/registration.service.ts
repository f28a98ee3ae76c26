import type { registerSupplierInput } from '@swp/core';
import type { z } from 'zod';
import type { Deps, RequestMeta } from '../../deps.ts';
import { hashPassword, passwordHashGate } from '../../lib/crypto.ts';
import { verifySmsCode } from '../sms-code/sms-code.service.ts';
import { insertDocuments } from './supplier-documents.repo.ts';
import { duplicateSupplierRefusal, refuseDuplicates } from './supplier-duplicates.ts';
import { claimFiles } from './supplier-file-claims.ts';
import { recordCompanyAction } from './supplier-history.ts';
import { insertSupplier, lockAccountName } from './suppliers.repo.ts';

type RegisterInput = z.output<typeof registerSupplierInput>;

/**
 * POST /api/suppler/register: the company exists at once, 待审核 (docs/product.md), and may sign in to follow its review.
 * Duplicates are refused before the SMS code is used up, so a typo does not cost the company a new code; the
 * unique indexes catch two registrations that pass the check together, and for the account, which they compare
 * with its case, the registrations of one name take turns in the transaction and check again. The licence files must be anonymous uploads
 * of the registration form that no company uses yet.
 */
export async function registerSupplier(deps: Deps, input: RegisterInput, meta: RequestMeta) {
  const identity = {
    account: input.account,
    creditCode: input.creditCode,
    companyName: input.companyName,
    mobile: input.mobile,
  };
  await refuseDuplicates(deps.db, identity);
  await verifySmsCode(deps, input.mobile, 'register', input.smsCode);
  const passwordHash = await hashChosenPassword(input.password);
  const licenceFileIds = input.licenceFileIds ?? [];
  try {
    return await deps.db.transaction(async (tx) => {
      await lockAccountName(tx, input.account);
      await refuseDuplicates(tx, { account: input.account });
      await claimFiles(tx, undefined, licenceFileIds, '营业执照');
      const now = deps.clock.now();
      const supplier = await insertSupplier(tx, {
        account: input.account,
        passwordHash,
        companyName: input.companyName,
        uscc: input.creditCode,
        legalRep: input.legalPerson,
        contactName: input.contactName,
        mobile: input.mobile,
        status: 'pending',
        createdAt: now,
        updatedAt: now,
      });
      await insertDocuments(
        tx,
        licenceFileIds.map((fileId) => ({ supplierId: supplier.id, kind: 'licence', fileId, createdAt: now })),
      );
      await recordCompanyAction(
        tx,
        deps.clock,
        { id: supplier.id, name: supplier.companyName },
        { event: 'register', audit: 'supplier.register', detail: { account: supplier.account, licenceFileIds } },
        meta.ip,
      );
      return { id: supplier.id, status: 'pending' as const };
    });
  } catch (error) {
    throw duplicateSupplierRefusal(error) ?? error;
  }
}

/** A password the user chose, hashed in its turn of the hash gate (429 at once when the line is full). */
export async function hashChosenPassword(password: string): Promise<string> {
  const pass = passwordHashGate.admit();
  try {
    return await pass.run(() => hashPassword(password));
  } finally {
    pass.leave();
  }
}
