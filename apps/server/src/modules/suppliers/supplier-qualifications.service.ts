import {
  MAX_QUALIFICATIONS,
  type removeQualificationInput,
  SUPPLIER_FIELD_LABELS,
  type saveQualificationInput,
} from '@swp/core';
import type { z } from 'zod';
import type { Deps, RequestMeta } from '../../deps.ts';
import { notFound, ruleBroken } from '../../lib/errors.ts';
import type { Principal } from '../../plugins/access-types.ts';
import {
  countCurrentQualifications,
  type DocumentRow,
  findCurrentQualification,
  insertDocuments,
  markDocumentsRemoved,
} from './supplier-documents.repo.ts';
import { claimFiles } from './supplier-file-claims.ts';
import { type FieldChange, recordCompanyAction } from './supplier-history.ts';
import { lockOwnSupplier } from './supplier-profile.service.ts';

type SaveInput = z.output<typeof saveQualificationInput>;
type RemoveInput = z.output<typeof removeQualificationInput>;

interface QualificationText {
  docType: string;
  docNumber: string;
  validUntil: string | null | undefined;
}

/** How the history names one document: 安全生产许可证 （苏）JZ安许证字〔2024〕001号，有效期至2027-03-31. */
const describe = (doc: QualificationText) =>
  `${doc.docType} ${doc.docNumber}，有效期至${doc.validUntil ? doc.validUntil : '长期'}`;

const unchanged = (old: DocumentRow, input: SaveInput) =>
  old.docType === input.docType &&
  old.docNumber === input.docNumber &&
  old.issuer === input.issuer &&
  old.validUntil === (input.validUntil ?? null) &&
  old.file.id === input.fileId;

const change = (from: string, to: string): FieldChange[] => [
  { field: 'qualifications', label: SUPPLIER_FIELD_LABELS.qualifications ?? '资质文件', from, to },
];

/**
 * POST /api/suppler/saveQualification: adds a document, or replaces one (the old row is kept with removed_at, so the
 * history shows what was there). At most MAX_QUALIFICATIONS in force; the count is read under the company's row
 * lock, so two adds at once cannot both take the last place. Not a key field: the review status stays.
 */
export async function saveQualification(
  deps: Deps,
  principal: Principal,
  input: SaveInput,
  meta: RequestMeta,
): Promise<{ id: number }> {
  return deps.db.transaction(async (tx) => {
    const row = await lockOwnSupplier(tx, principal);
    const old = input.id === undefined ? undefined : await findCurrentQualification(tx, row.id, input.id);
    if (input.id !== undefined && !old) throw notFound('资质文件不存在');
    if (!old && (await countCurrentQualifications(tx, row.id)) >= MAX_QUALIFICATIONS) {
      throw ruleBroken(`资质文件最多${MAX_QUALIFICATIONS}个，请先删除不再需要的资质文件`);
    }
    if (old && unchanged(old, input)) return { id: old.id };
    if (old?.file.id !== input.fileId) await claimFiles(tx, row.id, [input.fileId], '资质');
    const now = deps.clock.now();
    if (old) await markDocumentsRemoved(tx, row.id, [old.id], now);
    const [id] = await insertDocuments(tx, [
      {
        supplierId: row.id,
        kind: 'qualification',
        fileId: input.fileId,
        docType: input.docType,
        docNumber: input.docNumber,
        issuer: input.issuer,
        validUntil: input.validUntil ?? null,
        createdAt: now,
      },
    ]);
    await recordCompanyAction(
      tx,
      deps.clock,
      { id: row.id, name: row.companyName },
      {
        event: 'change',
        audit: old ? 'supplier.qualification_replace' : 'supplier.qualification_add',
        changes: change(old ? describe(old) : '', describe(input)),
        detail: { documentId: id, replaced: old?.id, fileId: input.fileId },
      },
      meta.ip,
    );
    return { id: id! };
  });
}

/** POST /api/suppler/removeQualification: the document leaves the company's list; its row stays (removed_at). */
export async function removeQualification(
  deps: Deps,
  principal: Principal,
  input: RemoveInput,
  meta: RequestMeta,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const row = await lockOwnSupplier(tx, principal);
    const old = await findCurrentQualification(tx, row.id, input.id);
    if (!old) throw notFound('资质文件不存在');
    await markDocumentsRemoved(tx, row.id, [old.id], deps.clock.now());
    await recordCompanyAction(
      tx,
      deps.clock,
      { id: row.id, name: row.companyName },
      {
        event: 'change',
        audit: 'supplier.qualification_remove',
        changes: change(describe(old), ''),
        detail: { documentId: old.id },
      },
      meta.ip,
    );
  });
}
