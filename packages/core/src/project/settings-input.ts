import type { z } from 'zod';
import { purchaseSettingsInput, purchaseWayField } from './schema.ts';

/** POST /api/purchaseSettings/update: the way whose numbers change, and all its numbers. */
export const updatePurchaseSettingsInput = purchaseSettingsInput.extend({ purchaseWay: purchaseWayField });
export type UpdatePurchaseSettingsInput = z.input<typeof updatePurchaseSettingsInput>;
export type UpdatePurchaseSettings = z.output<typeof updatePurchaseSettingsInput>;
