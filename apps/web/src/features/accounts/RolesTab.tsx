import { PlusOutlined } from '@ant-design/icons';
import type { StaffRole } from '@swp/core/accounts/responses';
import { AccountRule } from '@swp/core/accounts/rules';
import { Button, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { feedback } from '../../app/feedback.ts';
import { DataTable } from '../../shared/components/DataTable.tsx';
import { ListToolbar } from '../../shared/components/ListToolbar.tsx';
import { DeleteRowAction, RowAction } from '../../shared/components/RowAction.tsx';
import { listEmpty } from '../../shared/components/tableEmpty.tsx';
import { useDeleteRole, useRoles } from './api.ts';
import { permissionLabel } from './permission-options.ts';
import { RoleModal } from './RoleModal.tsx';

/**
 * 账号管理 › 角色: roles and their permissions (a handful, paged in the browser). Editing and deleting follow the
 * server's `refusals` (its own roles and roles above the signed-in user are out of reach).
 */
export function RolesTab() {
  const roles = useRoles();
  const remove = useDeleteRole();
  const [editing, setEditing] = useState<StaffRole | null | undefined>(undefined);

  const removeRole = async (role: StaffRole) => {
    try {
      feedback.success((await remove.mutateAsync({ id: role.id })).msg);
    } catch {
      // shown by the HTTP client
    }
  };

  const columns: ColumnsType<StaffRole> = [
    { title: '角色名称', dataIndex: 'name', width: 150 },
    { title: '描述', dataIndex: 'description', width: 200, render: (v: string) => v || '—' },
    {
      title: '权限',
      dataIndex: 'perms',
      render: (perms: string[]) => perms.map((p) => <Tag key={p}>{permissionLabel(p)}</Tag>),
    },
    { title: '使用账号数', dataIndex: 'userCount', width: 100, align: 'right' },
    {
      title: '操作',
      key: 'actions',
      width: 120,
      render: (_, row) => (
        <Space size={0}>
          <RowAction refused={row.refusals.edit} onClick={() => setEditing(row)} data-testid={`role-edit-${row.id}`}>
            编辑
          </RowAction>
          <DeleteRowAction
            title={`删除角色「${row.name}」？`}
            refused={
              row.refusals.delete === AccountRule.ROLE_IN_USE
                ? `已分配给${row.userCount}个账号，须先从这些账号中移除该角色才能删除`
                : row.refusals.delete
            }
            onDelete={() => removeRole(row)}
            data-testid={`role-delete-${row.id}`}
          />
        </Space>
      ),
    },
  ];

  return (
    <>
      <ListToolbar count={`共 ${roles.data?.length ?? 0} 个角色`} underSearch={false}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)} data-testid="role-add">
          新增角色
        </Button>
      </ListToolbar>
      <DataTable<StaffRole>
        rowKey="id"
        columns={columns}
        dataSource={roles.data ?? []}
        loading={roles.isFetching}
        locale={listEmpty(roles, '暂无角色')}
        pagination={{ pageSize: 10, hideOnSinglePage: true, showTotal: (n) => `共 ${n} 条` }}
        data-testid="role-table"
      />
      <RoleModal open={editing !== undefined} editing={editing ?? null} onClose={() => setEditing(undefined)} />
    </>
  );
}
