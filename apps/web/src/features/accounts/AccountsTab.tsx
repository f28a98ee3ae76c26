import { PlusOutlined } from '@ant-design/icons';
import type { StaffUser } from '@swp/core/accounts/responses';
import { Button, Form, Input, Select, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { feedback } from '../../app/feedback.ts';
import { DataTable } from '../../shared/components/DataTable.tsx';
import { ListToolbar } from '../../shared/components/ListToolbar.tsx';
import { RowAction } from '../../shared/components/RowAction.tsx';
import { SearchForm } from '../../shared/components/SearchForm.tsx';
import { actionsColumn } from '../../shared/components/table-columns.tsx';
import { listEmpty } from '../../shared/components/tableEmpty.tsx';
import { CLEARABLE_INPUT, CLEARABLE_SELECT } from '../../shared/forms/clearable.tsx';
import { urlPagination } from '../../shared/list-query.ts';
import { DepartmentSelect } from '../../shared/pickers/DepartmentSelect.tsx';
import { AccountModal } from './AccountModal.tsx';
import {
  type AccountFilters,
  type AccountListQuery,
  useAccounts,
  useResetPassword,
  useSetAccountEnabled,
} from './api.ts';

const STATUS_OPTIONS = [
  { value: true, label: '启用' },
  { value: false, label: '停用' },
];

/**
 * 账号管理 › 账号: search, the accounts table, and what can be done to one account. What the server would refuse
 * the signed-in user on an account (`refusals`, with reasons) is shown disabled: the page decides nothing itself.
 */
export function AccountsTab() {
  const [query, setQuery] = useState<AccountListQuery>({ page: 1, pageSize: 10 });
  const { page: _page, pageSize: _size, ...filters } = query;
  const list = useAccounts(query);
  const setEnabled = useSetAccountEnabled();
  const reset = useResetPassword();
  // undefined: closed; null: a new account; an account: editing it.
  const [editing, setEditing] = useState<StaffUser | null | undefined>(undefined);
  const filtered = Object.values(filters).some((v) => v !== undefined);

  // A failure has been shown by the HTTP client; the Popconfirm just closes.
  const run = async (action: () => Promise<{ msg: string }>) => {
    try {
      feedback.success((await action()).msg);
    } catch {}
  };

  const columns: ColumnsType<StaffUser> = [
    { title: '账号', dataIndex: 'username', width: 130 },
    { title: '姓名', dataIndex: 'name', width: 100 },
    { title: '手机号', dataIndex: 'mobile', width: 120 },
    { title: '所属机构', dataIndex: 'deptName', width: 140, render: (v: string) => v || '—' },
    {
      title: '角色',
      dataIndex: 'roles',
      render: (roles: StaffUser['roles']) =>
        roles.length === 0 ? (
          <Typography.Text type="secondary">无</Typography.Text>
        ) : (
          roles.map((r) => <Tag key={r.id}>{r.name}</Tag>)
        ),
    },
    {
      title: '状态',
      dataIndex: 'enabled',
      width: 110,
      render: (enabled: boolean, row) => (
        <Space size={4}>
          {enabled ? <Tag color="success">启用</Tag> : <Tag>停用</Tag>}
          {row.mustChangePassword && <Tag color="warning">待改密</Tag>}
        </Space>
      ),
    },
    actionsColumn(190, (row) => (
      <Space size={0}>
        <RowAction onClick={() => setEditing(row)} data-testid={`account-edit-${row.id}`}>
          编辑
        </RowAction>
        {row.enabled ? (
          <RowAction
            danger
            refused={row.refusals.disable}
            confirm={{
              title: `停用「${row.name}」？`,
              description: '停用后该账号立即退出登录，且不能再登录。',
              okText: '停用',
              okButtonProps: { danger: true },
              cancelText: '取消',
            }}
            onClick={() => run(() => setEnabled.mutateAsync({ id: row.id, enabled: false }))}
            data-testid={`account-disable-${row.id}`}
          >
            停用
          </RowAction>
        ) : (
          <RowAction onClick={() => run(() => setEnabled.mutateAsync({ id: row.id, enabled: true }))}>启用</RowAction>
        )}
        <RowAction
          refused={row.refusals.resetPassword}
          confirm={{
            title: `重置「${row.name}」的密码？`,
            description:
              row.passwordSmsTo === row.mobile
                ? `新密码将以短信发送到 ${row.mobile}，该账号须重新登录并修改密码。`
                : `该账号24小时内更换过手机号，新密码将以短信发送到原手机号 ${row.passwordSmsTo}，该账号须重新登录并修改密码。`,
            okText: '重置',
            cancelText: '取消',
          }}
          onClick={() => run(() => reset.mutateAsync({ id: row.id }))}
          data-testid={`account-reset-${row.id}`}
        >
          重置密码
        </RowAction>
      </Space>
    )),
  ];

  return (
    <>
      <SearchForm<AccountFilters>
        value={filters}
        onSearch={(next) => setQuery({ ...next, page: 1, pageSize: query.pageSize })}
        loading={list.isFetching}
        data-testid="account-search"
      >
        <Form.Item name="keyword" label="关键字">
          <Input placeholder="账号、姓名或手机号" allowClear={CLEARABLE_INPUT} maxLength={100} />
        </Form.Item>
        <Form.Item name="deptId" label="所属机构">
          <DepartmentSelect all allowClear={CLEARABLE_SELECT} placeholder="全部" style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="enabled" label="状态">
          <Select options={STATUS_OPTIONS} placeholder="全部" allowClear={CLEARABLE_SELECT} style={{ width: 100 }} />
        </Form.Item>
      </SearchForm>
      <ListToolbar count={`共 ${list.data?.total ?? 0} 个账号`}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)} data-testid="account-add">
          新增账号
        </Button>
      </ListToolbar>
      <DataTable<StaffUser>
        rowKey="id"
        columns={columns}
        dataSource={list.data?.list ?? []}
        loading={list.isFetching}
        locale={listEmpty(list, '暂无账号', filtered && '没有符合条件的账号')}
        pagination={urlPagination(query, list.data?.total ?? 0, setQuery)}
        data-testid="account-table"
      />
      <AccountModal open={editing !== undefined} account={editing ?? null} onClose={() => setEditing(undefined)} />
    </>
  );
}
