import type { StaffUser } from '@swp/core/accounts/responses';
import { staffUserCreateInput } from '@swp/core/accounts/schema';
import { Form, Input, Select } from 'antd';
import { FormModal } from '../../shared/components/FormModal.tsx';
import { CLEARABLE_SELECT } from '../../shared/forms/clearable.tsx';
import { zodRule } from '../../shared/forms/zodRule.ts';
import { DepartmentSelect } from '../../shared/pickers/DepartmentSelect.tsx';
import { useCreateAccount, useRoles, useUpdateAccount } from './api.ts';

export interface AccountFormValues {
  username?: string;
  name?: string;
  mobile?: string;
  deptId?: number | null;
  roleIds?: number[];
}

const shape = staffUserCreateInput.shape;

/**
 * 新增账号 / 编辑账号. A new account gets a random password by SMS (the user must change it at first sign-in);
 * the account name is fixed once created. Rules are core's, the same the server applies.
 */
export function AccountModal({
  open,
  account,
  onClose,
}: {
  open: boolean;
  /** The account being edited; null for a new one. */
  account: StaffUser | null;
  onClose: () => void;
}) {
  const [form] = Form.useForm<AccountFormValues>();
  const roles = useRoles();
  const create = useCreateAccount();
  const update = useUpdateAccount();
  const editing = account != null;
  // What the server would refuse on this account (its reasons shown under the field), from the list's answer.
  const refusals = account?.refusals ?? {};

  const save = (v: AccountFormValues) => {
    const fields = {
      name: v.name ?? '',
      mobile: v.mobile ?? '',
      deptId: v.deptId ?? null,
      roleIds: v.roleIds ?? [],
    };
    return editing
      ? update.mutateAsync({ id: account.id, ...fields })
      : create.mutateAsync({ username: v.username ?? '', ...fields });
  };

  return (
    <FormModal<AccountFormValues>
      open={open}
      title={editing ? `编辑账号：${account.username}` : '新增账号'}
      okText={editing ? '保存' : '创建并发送密码'}
      form={form}
      initialValues={
        account
          ? {
              username: account.username,
              name: account.name,
              mobile: account.mobile,
              deptId: account.deptId,
              roleIds: account.roles.map((r) => r.id),
            }
          : { roleIds: [] }
      }
      onSave={save}
      saving={create.isPending || update.isPending}
      onClose={onClose}
      data-testid="account-form"
    >
      <Form.Item
        label="账号"
        name="username"
        rules={editing ? [] : [zodRule(shape.username)]}
        required={!editing}
        extra={editing ? '账号创建后不能修改' : '字母开头，4-30位字母、数字或下划线'}
      >
        <Input disabled={editing} maxLength={30} autoComplete="off" data-testid="account-username" />
      </Form.Item>
      <Form.Item label="姓名" name="name" rules={[zodRule(shape.name)]} required>
        <Input maxLength={30} data-testid="account-name" />
      </Form.Item>
      <Form.Item
        label="手机号"
        name="mobile"
        rules={[zodRule(shape.mobile)]}
        required
        extra={editing ? refusals.changeMobile : '初始密码将以短信发送到该手机号，首次登录须修改密码'}
      >
        <Input maxLength={11} disabled={!!refusals.changeMobile} data-testid="account-mobile" />
      </Form.Item>
      <Form.Item label="所属机构" name="deptId">
        <DepartmentSelect
          allowClear={CLEARABLE_SELECT}
          keep={[account?.deptId ?? undefined]}
          data-testid="account-dept"
        />
      </Form.Item>
      <Form.Item
        label="角色"
        name="roleIds"
        rules={[zodRule(shape.roleIds)]}
        extra={refusals.changeRoles ?? '只能分配您自己拥有全部权限的角色'}
      >
        <Select
          mode="multiple"
          allowClear={CLEARABLE_SELECT}
          disabled={!!refusals.changeRoles}
          placeholder="请选择角色"
          loading={roles.isLoading}
          // A role with a permission the signed-in user lacks cannot be given (the server says which: grantable).
          options={(roles.data ?? []).map((r) => ({ value: r.id, label: r.name, disabled: !r.grantable }))}
          data-testid="account-roles"
        />
      </Form.Item>
    </FormModal>
  );
}
