/** What 机构管理 answers (GET /api/sysDept/tree and the create call). */
import { z } from 'zod';
import { answerField } from '../envelope.ts';

/** One node of the department tree; siblings are ordered by sort, then id. */
export interface DepartmentNode {
  id: number;
  name: string;
  parentId: number | null;
  sort: number;
  /** A disabled department stays in the tree (its history is kept) but is not offered in pickers. */
  enabled: boolean;
  children: DepartmentNode[];
}

export const departmentNodeOutput: z.ZodType<DepartmentNode> = z.object({
  id: answerField.id,
  name: z.string(),
  parentId: answerField.id.nullable(),
  sort: z.number().int(),
  enabled: z.boolean(),
  get children() {
    return z.array(departmentNodeOutput);
  },
});
