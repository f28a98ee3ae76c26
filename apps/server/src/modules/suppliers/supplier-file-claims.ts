import type { DbOrTx } from '../../db/client.ts';
import { ruleBroken } from '../../lib/errors.ts';
import { PUBLIC_UPLOADER } from '../../platform/files/files.service.ts';
import { type FileClaim, lockFilesForClaim } from './supplier-files.repo.ts';

/**
 * Whether a company may attach an uploaded file as one of its documents. Files are uploaded first (the registration
 * form uploads before the company exists) and named by their random id when the form is saved, so the id alone is
 * not enough: the file must be a supplier document, not used by another company, and uploaded either by this
 * company itself or anonymously (by the registration form). `supplierId` undefined: a company being registered,
 * which may only use anonymous uploads nobody has used yet.
 */
function mayUse(claim: FileClaim | undefined, supplierId: number | undefined): boolean {
  if (claim?.purpose !== 'supplier-document') return false;
  if (claim.claimedBy.some((id) => id !== supplierId)) return false;
  if (claim.uploadedByRole === PUBLIC_UPLOADER.role) return true;
  return supplierId !== undefined && claim.uploadedByRole === 'vender' && claim.uploadedById === supplierId;
}

/**
 * Locks the files (until the transaction ends, so two saves cannot both take one) and refuses the whole save when
 * one of them may not be used. `label` names the document in the refusal (营业执照, 资质).
 */
export async function claimFiles(
  tx: DbOrTx,
  supplierId: number | undefined,
  fileIds: string[],
  label: string,
): Promise<void> {
  const claims = await lockFilesForClaim(tx, fileIds);
  for (const id of fileIds) {
    if (
      !mayUse(
        claims.find((claim) => claim.id === id),
        supplierId,
      )
    ) {
      throw ruleBroken(`${label}文件不存在或已被使用，请重新上传`);
    }
  }
}
