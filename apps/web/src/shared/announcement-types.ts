import { ANNOUNCEMENT_TYPE_LABELS, ANNOUNCEMENT_TYPES, type AnnouncementType } from '@swp/core/announcement/schema';

/** The announcement types' select options and tag colours (template page, announcement tab, bulletin). */
export const TYPE_OPTIONS = ANNOUNCEMENT_TYPES.map((value) => ({ value, label: ANNOUNCEMENT_TYPE_LABELS[value] }));

export const TYPE_COLORS: Record<AnnouncementType, string> = {
  tender: 'blue',
  correction: 'orange',
  result: 'cyan',
  win: 'green',
  failure: 'red',
};
