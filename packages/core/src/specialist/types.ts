import type { ExpertCategory } from '../extraction/schema.ts';
import type { Page } from '../project/paging.ts';
import type { Gender, SpecialistStatus } from './labels.ts';
import type { SpecialtyNode } from './tree.ts';

/** What the 专家管理 endpoints answer (dates are ISO strings in JSON); the list is a `Page<SpecialistListItem>`. */

/** The list's answer; the same `Page` as every list (kept under this name for the web that already uses it). */
export type SpecialistPage<T = SpecialistListItem> = Page<T>;

export interface SpecialistListItem {
  id: number;
  name: string;
  gender: Gender | null;
  mobile: string;
  /** Always masked (3301**********1234); the full number only through revealIdNumber. '' when unknown. */
  idNumber: string;
  birthDate: string | null;
  title: string;
  employer: string;
  region: string;
  category: ExpertCategory;
  external: boolean;
  status: SpecialistStatus;
  blacklisted: boolean;
  deptName: string;
  /** The specialist login, null until one is created. */
  account: string | null;
  enabled: boolean;
  specialties: { id: number; name: string }[];
  /** Invitations answered 无法参加 (isAffirm -1). Both counts leave out what is confidential to the viewer. */
  declineCount: number;
  invitationCount: number;
}

/** One invitation in the expert's evaluation history. */
export interface SpecialistEvaluation {
  invitationId: number;
  extractionId: number;
  kind: 'project' | 'external';
  projectId: number | null;
  projectCode: string | null;
  projectName: string | null;
  /** The external recruitment task's name. */
  taskName: string | null;
  seat: 'member' | 'backup';
  category: string;
  isAffirm: number;
  /** 待确认 / 已确认 / 不能参加 / 已拒绝 / 已超时 */
  statusLabel: string;
  remark: string | null;
  invitedAt: string;
  affirmTime: string | null;
  openTime: string | null;
}

export interface SpecialistDetail extends Omit<SpecialistListItem, 'specialties'> {
  specialties: { id: number; name: string; path: string }[];
  createdAt: string;
  updatedAt: string;
  /** The reason and time of the last freeze, while frozen. */
  frozen: { reason: string; at: string; by: string } | null;
  /**
   * Every invitation the viewer may learn of. An invitation whose committee is still confidential to the viewer
   * (before the project's openTime, or an external task, unless the viewer drew it or is an administrator;
   * PRODUCT §3) is left out without a trace, here and in the counts: not even their number is told.
   */
  evaluations: SpecialistEvaluation[];
}

export interface SpecialtyTreeNode extends SpecialtyNode {
  /** Experts holding exactly this specialty. */
  expertCount: number;
  children: SpecialtyTreeNode[];
}

/** One refusal of an Excel import: the sheet's row number (header is row 1), the column's Chinese name, why. */
export interface ImportProblem {
  row: number;
  field: string;
  message: string;
}

/** An import is all or nothing: either every row was imported, or none was and `errors` says why. */
export interface ImportResult {
  imported: number;
  errors: ImportProblem[];
}
