import { EXPERT_CATEGORIES, EXPERT_CATEGORY_LABELS } from '@swp/core/extraction/schema';
import { GENDER_LABELS, GENDERS, SPECIALIST_STATUS_LABELS, SPECIALIST_STATUSES } from '@swp/core/specialist/labels';

/** Select options built from the shared labels, so the form, the table and the Excel columns say the same words. */

export const categoryOptions = EXPERT_CATEGORIES.map((value) => ({ value, label: EXPERT_CATEGORY_LABELS[value] }));
export const genderOptions = GENDERS.map((value) => ({ value, label: GENDER_LABELS[value] }));
export const statusOptions = SPECIALIST_STATUSES.map((value) => ({ value, label: SPECIALIST_STATUS_LABELS[value] }));
export const externalOptions = [
  { value: false, label: '内部专家' },
  { value: true, label: '外部招募专家' },
];

/** Titles the utility's experts usually hold; the field stays free text (AutoComplete) for anything else. */
export const COMMON_TITLES = [
  '正高级工程师',
  '高级工程师',
  '工程师',
  '助理工程师',
  '正高级会计师',
  '高级会计师',
  '会计师',
  '高级经济师',
  '经济师',
  '律师',
].map((value) => ({ value }));
