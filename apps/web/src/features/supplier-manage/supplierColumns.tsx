import type { SupplierListItem } from '@swp/core/supplier/responses';
import { Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { formatDateTime } from '../projects/format.ts';
import { SupplierStatusTag } from './SupplierStatusTag.tsx';

const dash = (v: string | null | undefined) => v || '—';

/**
 * The 供应商管理 table (docs/product.md). Who the company is (name, credit code) and where it stands (状态) come first;
 * at 1366 px everything fits beside the menu, narrower screens scroll under the fixed 操作 column.
 */
export function supplierColumns(
  onOpen: (row: SupplierListItem) => void,
  actions: (row: SupplierListItem) => ReactNode,
): ColumnsType<SupplierListItem> {
  return [
    {
      title: '企业名称',
      dataIndex: 'companyName',
      minWidth: 180,
      ellipsis: true,
      render: (name: string, row) => (
        <Typography.Link onClick={() => onOpen(row)} data-testid="supplier-name">
          {name}
        </Typography.Link>
      ),
    },
    {
      title: '统一社会信用代码',
      dataIndex: 'creditCode',
      width: 174,
      render: (code: string) => <span style={{ fontFamily: 'monospace' }}>{code}</span>,
    },
    { title: '法定代表人', dataIndex: 'legalPerson', width: 88, ellipsis: true, render: dash },
    { title: '联系人', dataIndex: 'contactName', width: 72, ellipsis: true, render: dash },
    { title: '手机号', dataIndex: 'mobile', width: 106 },
    {
      title: '状态',
      dataIndex: 'status',
      width: 140,
      render: (_: unknown, row) => (
        <SupplierStatusTag status={row.status} banned={row.banned} expiringDocuments={row.expiringDocuments} />
      ),
    },
    { title: '注册时间', dataIndex: 'registeredAt', width: 132, render: (v: string) => formatDateTime(v) },
    { title: '操作', key: 'actions', width: 186, fixed: 'right', render: (_: unknown, row) => actions(row) },
  ];
}
