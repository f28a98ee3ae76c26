import { z } from 'zod';
import { endpoint } from '../contract/endpoint.ts';
import { createdIdOutput } from '../envelope.ts';
import { Permission } from '../permissions.ts';
import { specialtyTreeNodeOutput } from './responses.ts';
import { specialtyCreateInput, specialtyIdInput, specialtyMoveInput, specialtyRenameInput } from './schema.ts';

/**
 * 专业类别. Every staff screen that filters by specialty (the expert pool, the extraction filters) reads the tree,
 * so reading needs only a staff token; changing it needs 专家管理.
 */
const tag = '专业分类';
const manage = { role: 'staff', permission: Permission.specialist } as const;

export const specialtyApi = {
  tree: endpoint({
    method: 'GET',
    path: '/api/specialty/tree',
    output: z.array(specialtyTreeNodeOutput),
    access: { role: 'staff' },
    summary: '专业类别树（专家库及抽取条件的专业选择）',
    tag,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/specialty/create',
    input: specialtyCreateInput,
    output: createdIdOutput,
    access: manage,
    summary: '新增专业类别',
    tag,
  }),
  rename: endpoint({
    method: 'POST',
    path: '/api/specialty/rename',
    input: specialtyRenameInput,
    access: manage,
    summary: '修改专业类别名称',
    tag,
  }),
  move: endpoint({
    method: 'POST',
    path: '/api/specialty/move',
    input: specialtyMoveInput,
    access: manage,
    summary: '调整专业类别的上级或顺序',
    tag,
  }),
  delete: endpoint({
    method: 'POST',
    path: '/api/specialty/delete',
    input: specialtyIdInput,
    access: manage,
    summary: '删除专业类别',
    tag,
  }),
};
