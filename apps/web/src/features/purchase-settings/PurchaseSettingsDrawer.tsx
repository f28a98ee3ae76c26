import { Permission } from '@swp/core/permissions';
import type { PurchaseSettingsRow } from '@swp/core/project/api';
import { ENCRYPT_MODE_LABELS, type EncryptMode } from '@swp/core/project/encrypt-mode';
import { Alert, Button, Drawer } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { DataTable } from '../../shared/components/DataTable.tsx';
import { formatDateTime } from '../../shared/format.ts';
import { usePermission } from '../../shared/hooks/usePermission.ts';
import { usePurchaseSettings } from './api.ts';
import { minPeriodText } from './labels.ts';
import { PurchaseSettingsModal } from './PurchaseSettingsModal.tsx';

/**
 * Every column sized (1084 px with 操作) to fit the 1150 px drawer whole: unsized ones count 160 px each in the
 * table's scroll width, which pushed 最后修改 and 修改 out of sight at 1366 px.
 */
const baseColumns: ColumnsType<PurchaseSettingsRow> = [
  { title: '采购方式', dataIndex: 'purchaseWayLabel', width: 130 },
  { title: '公告至投标截止最短期限', key: 'minDays', width: 180, render: (_, r) => minPeriodText(r) },
  { title: '最少投标人数', dataIndex: 'minBids', width: 110, align: 'center', render: (n: number) => `${n} 家` },
  {
    title: '评标委员会最少人数',
    dataIndex: 'minCommittee',
    width: 150,
    align: 'center',
    render: (n: number) => `${n} 人`,
  },
  { title: '结果公示天数', dataIndex: 'publicityDays', width: 110, align: 'center', render: (n: number) => `${n} 天` },
  {
    title: '加密方式',
    dataIndex: 'encryptMode',
    width: 96,
    align: 'center',
    render: (mode: EncryptMode) => ENCRYPT_MODE_LABELS[mode],
  },
  { title: '解密时限', dataIndex: 'decryptMinutes', width: 88, align: 'center', render: (n: number) => `${n} 分钟` },
  {
    title: '最后修改',
    key: 'updated',
    width: 150,
    render: (_, r) =>
      r.updatedByName ? (
        <>
          <div>{r.updatedByName}</div>
          <div style={{ color: 'rgba(0, 0, 0, 0.58)' }}>{formatDateTime(r.updatedAt)}</div>
        </>
      ) : (
        '系统默认'
      ),
  },
];

/**
 * 采购参数设置, opened from the 项目管理 toolbar. Everyone with 项目管理 reads the numbers their projects are held to;
 * only the system administrator (账号管理 permission — the server checks the same) may change them.
 */
export function PurchaseSettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const settings = usePurchaseSettings(open);
  const canEdit = usePermission(Permission.user);
  const [editing, setEditing] = useState<PurchaseSettingsRow | null>(null);

  const columns: ColumnsType<PurchaseSettingsRow> = canEdit
    ? [
        ...baseColumns,
        {
          title: '操作',
          key: 'edit',
          width: 70,
          align: 'center',
          render: (_, r) => (
            <Button
              type="link"
              size="small"
              onClick={() => setEditing(r)}
              data-testid={`settings-edit-${r.purchaseWay}`}
            >
              修改
            </Button>
          ),
        },
      ]
    : baseColumns;

  return (
    <Drawer open={open} onClose={onClose} title="采购参数设置" size={1150} destroyOnHidden>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title={
          canEdit
            ? '按采购方式设置期限与人数，修改后对之后的操作生效，已完成的操作不受影响。'
            : '以下参数由系统管理员设置，如需调整请联系系统管理员。'
        }
      />
      <DataTable<PurchaseSettingsRow>
        rowKey="purchaseWay"
        columns={columns}
        dataSource={settings.data ?? []}
        loading={settings.isLoading}
        pagination={false}
        data-testid="purchase-settings-table"
      />
      <PurchaseSettingsModal row={editing} onClose={() => setEditing(null)} />
    </Drawer>
  );
}
