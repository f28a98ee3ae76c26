import type { SupplierListItem } from '@swp/core/supplier/responses';
import { Button, Space } from 'antd';
import type { Freezing } from './SupplierReasonModals.tsx';

export interface SupplierRowHandlers {
  onOpen: (row: SupplierListItem) => void;
  onFreeze: (freezing: Freezing) => void;
  onBlacklist: (row: SupplierListItem) => void;
}

/**
 * 审核 (while 待审核) or 查看 · 解冻 (a frozen company) or 冻结 (any other) · 加入黑名单 (unless a 禁止参与 is
 * already in force). 通过 and 驳回 are in the review drawer, where the documents are.
 */
export function SupplierRowActions({ row, handlers }: { row: SupplierListItem; handlers: SupplierRowHandlers }) {
  return (
    <Space size={0} data-testid={`supplier-actions-${row.id}`}>
      <Button type="link" size="small" onClick={() => handlers.onOpen(row)} data-testid="row-open">
        {row.status === 'pending' ? '审核' : '查看'}
      </Button>
      {row.status === 'frozen' ? (
        <Button
          type="link"
          size="small"
          onClick={() => handlers.onFreeze({ supplier: row, mode: 'unfreeze' })}
          data-testid="row-unfreeze"
        >
          解冻
        </Button>
      ) : (
        <Button
          type="link"
          size="small"
          danger
          onClick={() => handlers.onFreeze({ supplier: row, mode: 'freeze' })}
          data-testid="row-freeze"
        >
          冻结
        </Button>
      )}
      {row.banned ? null : (
        <Button type="link" size="small" danger onClick={() => handlers.onBlacklist(row)} data-testid="row-blacklist">
          加入黑名单
        </Button>
      )}
    </Space>
  );
}
