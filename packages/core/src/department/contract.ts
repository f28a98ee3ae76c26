import { z } from 'zod';
import { endpoint } from '../contract/endpoint.ts';
import { createdIdOutput } from '../envelope.ts';
import { Permission } from '../permissions.ts';
import { departmentNodeOutput } from './responses.ts';
import {
  createDepartmentInput,
  departmentIdInput,
  moveDepartmentInput,
  renameDepartmentInput,
  setDepartmentEnabledInput,
} from './schema.ts';

/** 机构管理: any staff reads the tree (every department picker does); changes need the 机构管理 permission. */
const tag = '部门';
const manage = { role: 'staff', permission: Permission.dept } as const;

export const departmentApi = {
  tree: endpoint({
    method: 'GET',
    path: '/api/sysDept/tree',
    output: z.array(departmentNodeOutput),
    access: { role: 'staff' },
    summary: '机构树（机构管理及各处的部门选择）',
    tag,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/sysDept/create',
    input: createDepartmentInput,
    output: createdIdOutput,
    access: manage,
    summary: '新增机构',
    tag,
  }),
  rename: endpoint({
    method: 'POST',
    path: '/api/sysDept/rename',
    input: renameDepartmentInput,
    access: manage,
    summary: '修改机构名称',
    tag,
  }),
  move: endpoint({
    method: 'POST',
    path: '/api/sysDept/move',
    input: moveDepartmentInput,
    access: manage,
    summary: '调整上级机构',
    tag,
  }),
  setEnabled: endpoint({
    method: 'POST',
    path: '/api/sysDept/setEnabled',
    input: setDepartmentEnabledInput,
    access: manage,
    summary: '启用或停用机构',
    tag,
  }),
  delete: endpoint({
    method: 'POST',
    path: '/api/sysDept/delete',
    input: departmentIdInput,
    access: manage,
    summary: '删除机构',
    tag,
  }),
};
