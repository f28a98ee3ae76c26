/**
 * What a new 结果公示 or 中标公告 draft starts with (announcements' createDraft), so the template renders the real
 * result and staff only check it: fields the caller gave are never replaced.
 */
import type { AnnouncementSourceFields, AnnouncementType, PurchaseWay } from '@swp/core';
import { defaultDissentText, toPurchaseWay } from '@swp/core';
import type { DbOrTx } from '../../db/client.ts';
import { DAY, MINUTE } from '../../lib/clock.ts';
import { findPurchaseSettings } from '../purchase-settings/purchase-settings.repo.ts';
import { bidInfoText } from './candidates.ts';
import { loadCandidates } from './result-candidates.service.ts';

export async function prefillResultFields(
  db: DbOrTx,
  project: { id: number; purchaseWay: number },
  type: AnnouncementType,
  fields: AnnouncementSourceFields,
  now: Date,
): Promise<AnnouncementSourceFields> {
  if (type !== 'result' && type !== 'win') return fields;
  const { candidates } = await loadCandidates(db, project.id);
  if (type === 'result') {
    const way: PurchaseWay | null = toPurchaseWay(project.purchaseWay);
    const days = way === null ? 3 : (await findPurchaseSettings(db, way)).publicityDays;
    // To the minute: the form shows minutes, and publishing allows a minute's grace on the start.
    const gsTime = fields.gsTime ?? new Date(Math.floor(now.getTime() / MINUTE) * MINUTE);
    return {
      ...fields,
      gsTime,
      gsEndTime: fields.gsEndTime ?? new Date(gsTime.getTime() + days * DAY),
      bidInfo: fields.bidInfo ?? (candidates.length > 0 ? bidInfoText(candidates) : undefined),
      dissent: fields.dissent ?? defaultDissentText(project.purchaseWay),
    };
  }
  const first = candidates[0];
  if (!first) return fields;
  const chosen = candidates.find((c) => c.supplierId === (fields.winnerSupplierId ?? first.supplierId));
  return {
    ...fields,
    winnerSupplierId: fields.winnerSupplierId ?? first.supplierId,
    winner: fields.winner ?? chosen?.companyName,
    amount: fields.amount ?? chosen?.offer,
    offer: fields.offer ?? chosen?.offer,
  };
}
