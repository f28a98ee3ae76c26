/**
 * 账号管理 inputs (docs/product.md), shared by the server routes and the web forms so both refuse with the same words.
 */
import { z } from 'zod';
import { mobileField, requiredText } from '../auth/fields.ts';
import { isCleared, optionalKeyword, optionalText } from '../common/filter-fields.ts';
import { idField } from '../id-field.ts';
import { ALL_PERMISSIONS, type Permission } from '../permissions.ts';
import { pageFields } from '../project/paging.ts';

/** What a staff user types to sign in: like an expert's account, a letter first so it never looks like a mobile. */
export const staffAccountField = requiredText('请输入账号', 30, '账号').regex(
  /^[A-Za-z][A-Za-z0-9_]{3,29}$/,
  '账号须以字母开头，由4-30位字母、数字或下划线组成',
);

const staffNameField = requiredText('请输入姓名', 30, '姓名');

/** The department of an account: optional ('' or null when cleared in the tree select). */
const deptField = z.preprocess((v) => (isCleared(v) ? null : v), idField('所属机构').nullable());

/** The roles of an account; an account without roles can sign in but sees no menu. Duplicates are dropped. */
const roleIdsField = z
  .array(idField('角色'), { error: '请选择角色' })
  .max(20, '角色不能超过20个')
  .transform((ids) => [...new Set(ids)]);

export const staffUserCreateInput = z.object({
  username: staffAccountField,
  name: staffNameField,
  mobile: mobileField,
  deptId: deptField,
  roleIds: roleIdsField,
});
export type StaffUserCreate = z.output<typeof staffUserCreateInput>;

/** The account name is fixed once created (the login lockout and the audit log are keyed by it). */
export const staffUserUpdateInput = z.object({
  id: idField('账号'),
  name: staffNameField,
  mobile: mobileField,
  deptId: deptField,
  roleIds: roleIdsField,
});
export type StaffUserUpdate = z.output<typeof staffUserUpdateInput>;

export const staffUserSetEnabledInput = z.object({
  id: idField('账号'),
  enabled: z.boolean({ error: '请选择启用或停用' }),
});

export const staffUserIdInput = z.object({ id: idField('账号') });

export const staffUserListInput = z.object({
  ...pageFields,
  /** Part of the account, name or mobile. */
  keyword: optionalKeyword,
  deptId: z.preprocess((v) => (isCleared(v) ? undefined : v), idField('所属机构').optional()),
  /** A query string sends 'true' / 'false'; '' (all) or absent: both. */
  enabled: z
    .preprocess(
      (v) => (v === 'true' ? true : v === 'false' ? false : v),
      z.union([z.boolean(), z.literal('')], { error: '状态不正确' }).nullish(),
    )
    .transform((v) => (isCleared(v) ? undefined : v)),
});

const roleNameField = requiredText('请输入角色名称', 30, '角色名称');

/** Permissions are the product's names only; the editor shows them by PERMISSION_LABELS. */
const permsField = z
  .array(z.enum(ALL_PERMISSIONS as [Permission, ...Permission[]], { error: '权限不正确' }), {
    error: '请选择权限',
  })
  .min(1, '请至少选择一项权限')
  .transform((perms) => ALL_PERMISSIONS.filter((p) => perms.includes(p)));

export const roleCreateInput = z.object({
  name: roleNameField,
  description: optionalText('描述', 200),
  perms: permsField,
});
export type RoleCreate = z.output<typeof roleCreateInput>;

export const roleUpdateInput = roleCreateInput.extend({ id: idField('角色') });
export type RoleUpdate = z.output<typeof roleUpdateInput>;

export const roleIdInput = z.object({ id: idField('角色') });
