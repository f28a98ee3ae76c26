import { BLACKLIST_TYPE_LABELS } from '@swp/core/blacklist/status';
import type { SupplierDetail } from '@swp/core/supplier/responses';
import { Alert, Descriptions, Space } from 'antd';
import { formatDateTime } from '../../shared/format.ts';
import { SupplierStatusTag } from './SupplierStatusTag.tsx';

const dash = (v: string | null | undefined) => v || '—';

/** Why the company stands where it does: waiting, rejected or frozen (with the reason it was told), blacklisted. */
function StatusNotice({ supplier }: { supplier: SupplierDetail }) {
  const reason = supplier.reviewReason ? `原因：${supplier.reviewReason}` : undefined;
  if (supplier.status === 'pending') {
    return <Alert type="info" showIcon title="该供应商的注册资料等待审核，请核对企业信息和营业执照后通过或驳回。" />;
  }
  if (supplier.status === 'rejected') {
    return <Alert type="error" showIcon title="注册资料已驳回，等待供应商修改后重新提交。" description={reason} />;
  }
  if (supplier.status === 'frozen') {
    return (
      <Alert type="warning" showIcon title="该供应商已冻结，解冻前不能登录和报名参与项目。" description={reason} />
    );
  }
  return null;
}

function BlacklistNotice({ supplier }: { supplier: SupplierDetail }) {
  const entry = supplier.blacklist;
  if (!entry) return null;
  return (
    <Alert
      type={entry.type === 'ban' ? 'error' : 'warning'}
      showIcon
      title={`已列入黑名单（${BLACKLIST_TYPE_LABELS[entry.type]}）：${entry.startDate} 至 ${entry.endDate}`}
      description={`原因：${entry.reason}`}
      data-testid="blacklist-notice"
    />
  );
}

/** The notices and every field the company registered, as the reviewer checks them. */
export function SupplierProfile({ supplier }: { supplier: SupplierDetail }) {
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <StatusNotice supplier={supplier} />
      <BlacklistNotice supplier={supplier} />
      <Descriptions
        bordered
        size="small"
        column={2}
        styles={{ label: { width: 130 } }}
        data-testid="supplier-fields"
        items={[
          { key: 'companyName', label: '企业名称', span: 2, children: supplier.companyName },
          { key: 'creditCode', label: '统一社会信用代码', children: supplier.creditCode },
          { key: 'status', label: '状态', children: <SupplierStatusTag status={supplier.status} /> },
          { key: 'legalPerson', label: '法定代表人', children: dash(supplier.legalPerson) },
          { key: 'account', label: '登录账号', children: supplier.account },
          { key: 'contactName', label: '联系人', children: dash(supplier.contactName) },
          { key: 'mobile', label: '手机号', children: supplier.mobile },
          { key: 'email', label: '电子邮箱', children: dash(supplier.email) },
          { key: 'registeredAt', label: '注册时间', children: formatDateTime(supplier.registeredAt) },
          { key: 'address', label: '注册地址', span: 2, children: dash(supplier.address) },
          { key: 'businessScope', label: '经营范围', span: 2, children: dash(supplier.businessScope) },
        ]}
      />
    </Space>
  );
}
