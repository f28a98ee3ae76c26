import { PURCHASE_WAY_LABELS, PURCHASE_WAYS } from '@swp/core/project/purchase-way';

/** Select options of the purchase ways, in the catalogue's order (project form, searches, templates, bulletin). */
export const PURCHASE_WAY_OPTIONS = PURCHASE_WAYS.map((value) => ({ value, label: PURCHASE_WAY_LABELS[value] }));
