import { z } from 'zod';
import { endpoint } from '../contract/endpoint.ts';
import { createdIdOutput } from '../envelope.ts';
import { Permission } from '../permissions.ts';
import { passwordSentOutput, roleOutput, staffUserPageOutput } from './responses.ts';
import {
  roleCreateInput,
  roleIdInput,
  roleUpdateInput,
  staffUserCreateInput,
  staffUserIdInput,
  staffUserListInput,
  staffUserSetEnabledInput,
  staffUserUpdateInput,
} from './schema.ts';

/** 账号管理: staff accounts and the roles that carry their permissions; every call needs sys:user:user. */
const tag = '账号管理';
const manage = { role: 'staff', permission: Permission.user } as const;

export const accountApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/sysUser/list',
    input: staffUserListInput,
    output: staffUserPageOutput,
    access: manage,
    summary: '账号列表（按关键字、机构、状态筛选，分页）',
    tag,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/sysUser/create',
    input: staffUserCreateInput,
    output: passwordSentOutput,
    access: manage,
    summary: '新增账号（初始密码短信发送给本人）',
    tag,
  }),
  update: endpoint({
    method: 'POST',
    path: '/api/sysUser/update',
    input: staffUserUpdateInput,
    access: manage,
    summary: '编辑账号（姓名、手机号、机构、角色）',
    tag,
  }),
  setEnabled: endpoint({
    method: 'POST',
    path: '/api/sysUser/setEnabled',
    input: staffUserSetEnabledInput,
    access: manage,
    summary: '启用或停用账号',
    tag,
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/api/sysUser/resetPassword',
    input: staffUserIdInput,
    output: passwordSentOutput,
    access: manage,
    summary: '重置密码（新密码短信发送给本人）',
    tag,
  }),
};

export const roleApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/sysRole/list',
    output: z.array(roleOutput),
    access: manage,
    summary: '角色列表（含权限和使用账号数）',
    tag,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/sysRole/create',
    input: roleCreateInput,
    output: createdIdOutput,
    access: manage,
    summary: '新增角色',
    tag,
  }),
  update: endpoint({
    method: 'POST',
    path: '/api/sysRole/update',
    input: roleUpdateInput,
    access: manage,
    summary: '修改角色（名称、权限）',
    tag,
  }),
  delete: endpoint({
    method: 'POST',
    path: '/api/sysRole/delete',
    input: roleIdInput,
    access: manage,
    summary: '删除角色（无账号使用时）',
    tag,
  }),
};
