import { ANNOUNCEMENT_TYPE_LABELS, ANNOUNCEMENT_TYPES, type AnnouncementType } from '@swp/core/announcement/schema';
import { PURCHASE_WAY_LABELS, PURCHASE_WAYS } from '@swp/core/project/purchase-way';

/** Select options and tag colours shared by the template page, the announcement tab and the bulletin. */
export const TYPE_OPTIONS = ANNOUNCEMENT_TYPES.map((value) => ({ value, label: ANNOUNCEMENT_TYPE_LABELS[value] }));
export const PURCHASE_WAY_OPTIONS = PURCHASE_WAYS.map((value) => ({ value, label: PURCHASE_WAY_LABELS[value] }));

export const TYPE_COLORS: Record<AnnouncementType, string> = {
  tender: 'blue',
  correction: 'orange',
  result: 'cyan',
  win: 'green',
  failure: 'red',
};
