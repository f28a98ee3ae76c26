import type { Objection } from '@swp/core';
import type { DbOrTx } from '../../db/client.ts';
import { attachmentFiles, type ObjectionListRow } from './objections.repo.ts';

/** The rows as the contract's objections, each attachment with its file's name and size (in the filed order). */
export async function toObjections(db: DbOrTx, rows: ObjectionListRow[]): Promise<Objection[]> {
  const files = await attachmentFiles(
    db,
    rows.flatMap((r) => r.objection.attachmentIds),
  );
  return rows.map(({ objection: o, companyName, answeredByName }) => ({
    id: o.id,
    projectId: o.projectId,
    supplierId: o.supplierId,
    companyName,
    content: o.content,
    attachments: o.attachmentIds.flatMap((id) => {
      const file = files.get(id);
      return file ? [file] : [];
    }),
    status: o.status,
    answer: o.answer,
    answeredByName: o.status === 'answered' ? answeredByName : null,
    answeredAt: o.answeredAt?.toISOString() ?? null,
    createdAt: o.createdAt.toISOString(),
  }));
}
