import type { StaffRole } from '@swp/core/accounts/responses';
import { roleCreateInput } from '@swp/core/accounts/schema';
import type { Permission } from '@swp/core/permissions';
import { Checkbox, Flex, Form, Input, Typography } from 'antd';
import type { ComponentProps } from 'react';
import { FormModal } from '../../shared/components/FormModal.tsx';
import { zodRule } from '../../shared/forms/zodRule.ts';
import { usePerms } from '../../shared/hooks/usePermission.ts';
import { useCreateRole, useUpdateRole } from './api.ts';
import { PERMISSION_OPTIONS } from './permission-options.ts';

export interface RoleFormValues {
  name?: string;
  description?: string;
  perms?: Permission[];
}

const shape = roleCreateInput.shape;

type ChecksProps = ComponentProps<typeof Checkbox.Group<Permission>> & { 'aria-required'?: unknown };

/**
 * The permission checkboxes as one field. Form.Item marks a required control aria-required, which a group of
 * checkboxes may not carry (WCAG 4.1.2): the label's asterisk says it, the group is named 权限.
 */
function PermissionChecks({ 'aria-required': _required, ...props }: ChecksProps) {
  return <Checkbox.Group<Permission> role="group" aria-label="权限" {...props} />;
}

/**
 * 新增角色 / 编辑角色: a name and the permissions, each named by the menu it opens. Permissions the signed-in user
 * does not hold are shown disabled: nobody grants what they do not hold (the server refuses it).
 */
export function RoleModal({
  open,
  editing: role,
  onClose,
}: {
  open: boolean;
  /** The role being edited; null for a new one. */
  editing: StaffRole | null;
  onClose: () => void;
}) {
  const [form] = Form.useForm<RoleFormValues>();
  const create = useCreateRole();
  const update = useUpdateRole();
  // The server refuses a role with a permission the signed-in user lacks; its own list (getAuth) says which it holds.
  const held = usePerms().perms ?? [];

  const save = (v: RoleFormValues) => {
    const input = { name: v.name ?? '', description: v.description ?? '', perms: v.perms ?? [] };
    return role ? update.mutateAsync({ id: role.id, ...input }) : create.mutateAsync(input);
  };

  return (
    <FormModal<RoleFormValues>
      open={open}
      title={role ? `编辑角色：${role.name}` : '新增角色'}
      okText="保存"
      form={form}
      initialValues={role ? { name: role.name, description: role.description, perms: role.perms } : { perms: [] }}
      onSave={save}
      saving={create.isPending || update.isPending}
      onClose={onClose}
      data-testid="role-form"
    >
      <Form.Item label="角色名称" name="name" rules={[zodRule(shape.name)]} required>
        <Input maxLength={30} data-testid="role-name" />
      </Form.Item>
      <Form.Item label="描述" name="description" rules={[zodRule(shape.description)]}>
        <Input.TextArea maxLength={200} autoSize={{ minRows: 2, maxRows: 4 }} data-testid="role-description" />
      </Form.Item>
      <Form.Item label="权限" name="perms" rules={[zodRule(shape.perms)]} required extra="只能授予您自己拥有的权限">
        <PermissionChecks data-testid="role-perms">
          <Flex vertical gap={6}>
            {PERMISSION_OPTIONS.map((o) => (
              <Checkbox key={o.value} value={o.value} disabled={!held.includes(o.value)}>
                {o.label}{' '}
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {o.value}
                </Typography.Text>
              </Checkbox>
            ))}
          </Flex>
        </PermissionChecks>
      </Form.Item>
    </FormModal>
  );
}
