/**
 * 机构管理 (docs/product.md): the department tree that feeds the 需求部门/管理部门 pickers of projects and the department
 * of staff accounts. Inputs are shared by the server routes and the web form; shapes are the API's (the calls
 * are declared in `contract.ts`).
 */
import { z } from 'zod';
import { idField } from '../project/schema.ts';

export const DEPARTMENT_NAME_MAX = 50;

const departmentName = z
  .string({ error: '请输入机构名称' })
  .trim()
  .min(1, '请输入机构名称')
  .max(DEPARTMENT_NAME_MAX, `机构名称不能超过${DEPARTMENT_NAME_MAX}个字符`);

/** The parent of a department: absent, null or '' mean a top-level department (the tree may have several roots). */
const parentField = z.preprocess((v) => (v === undefined || v === '' ? null : v), idField('上级机构').nullable());

export const departmentIdInput = z.object({ id: idField('机构') });

export const createDepartmentInput = z.object({
  name: departmentName,
  parentId: parentField,
  /** Position among its siblings; left out, the department goes last. */
  sort: z.number({ error: '排序须为整数' }).int('排序须为整数').min(0, '排序不能为负数').max(9999).optional(),
});
export type CreateDepartment = z.output<typeof createDepartmentInput>;

export const renameDepartmentInput = z.object({ id: idField('机构'), name: departmentName });
export type RenameDepartment = z.output<typeof renameDepartmentInput>;

export const moveDepartmentInput = z.object({ id: idField('机构'), parentId: parentField });
export type MoveDepartment = z.output<typeof moveDepartmentInput>;

export const setDepartmentEnabledInput = z.object({
  id: idField('机构'),
  enabled: z.boolean({ error: '请选择启用或停用' }),
});
export type SetDepartmentEnabled = z.output<typeof setDepartmentEnabledInput>;

export * from './responses.ts';
