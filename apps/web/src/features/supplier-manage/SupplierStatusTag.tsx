import { EXPIRY_WARNING_DAYS, SUPPLIER_STATUS_LABELS, type SupplierStatus } from '@swp/core/supplier/labels';
import { Space, Tag, Tooltip } from 'antd';

const STATUS_COLORS: Record<SupplierStatus, string> = {
  pending: 'processing',
  approved: 'success',
  rejected: 'error',
  frozen: 'default',
};

interface Props {
  status: SupplierStatus;
  /** A 禁止参与 in force today. */
  banned?: boolean;
  /** Qualification documents expired or about to (the list's count). */
  expiringDocuments?: number;
}

/** 待审核 / 审核通过 / 已驳回 / 已冻结, with 禁止参与 and 资质到期 beside it when they apply. */
export function SupplierStatusTag({ status, banned, expiringDocuments = 0 }: Props) {
  return (
    <Space size={[0, 4]} wrap>
      <Tag color={STATUS_COLORS[status]}>{SUPPLIER_STATUS_LABELS[status]}</Tag>
      {banned ? <Tag color="red">禁止参与</Tag> : null}
      {expiringDocuments > 0 ? (
        <Tooltip title={`${expiringDocuments} 份资质文件已过期或将在 ${EXPIRY_WARNING_DAYS} 天内到期`}>
          <Tag color="orange">资质到期 {expiringDocuments}</Tag>
        </Tooltip>
      ) : null}
    </Space>
  );
}
