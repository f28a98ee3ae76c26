import { BLACKLIST_TYPE_LABELS } from '@swp/core/blacklist/status';
import { formatDayCn, SUPPLIER_STATUS_LABELS, type SupplierSelf } from '@swp/core/supplier/index';
import { Alert, type AlertProps, Space, Tag } from 'antd';

type Company = Pick<SupplierSelf, 'status' | 'reviewReason' | 'blacklist' | 'canEnrol' | 'enrolRefusal'>;

const STATUS_TAG_COLORS: Record<SupplierSelf['status'], string> = {
  pending: 'processing',
  approved: 'success',
  rejected: 'error',
  frozen: 'default',
};

export function SupplierStatusTag({ status }: { status: SupplierSelf['status'] }) {
  return <Tag color={STATUS_TAG_COLORS[status]}>{SUPPLIER_STATUS_LABELS[status]}</Tag>;
}

/** What the status means for the company, in its own words: the lines under the banner's title. */
function statusNotice(c: Company): { type: AlertProps['type']; title: string; lines: string[] } {
  const reason = c.reviewReason?.trim() || '未说明';
  switch (c.status) {
    case 'pending':
      return {
        type: 'info',
        title: '待审核',
        lines: ['资料审核中，审核通过后方可报名。审核结果将以短信通知，审核期间仍可完善下方资料。'],
      };
    case 'rejected':
      return { type: 'error', title: '已驳回', lines: [`驳回原因：${reason}`, '修改资料后将重新提交审核。'] };
    case 'frozen':
      return {
        type: 'error',
        title: '已冻结',
        lines: [`冻结原因：${reason}`, '冻结期间不能报名参与采购项目，如有疑问请联系采购管理部。'],
      };
    default:
      return {
        type: 'success',
        title: '审核通过',
        lines: [c.canEnrol ? '企业资料已审核通过，可以报名参与采购项目。' : '企业资料已审核通过。'],
      };
  }
}

/**
 * The top of 用户中心: where the company stands — its review status with the reason, a blacklist entry
 * in force (type, reason, until when) and, when it cannot enrol for another reason the server gives, that reason.
 */
export function SupplierStatusBanner({ company }: { company: Company }) {
  const notice = statusNotice(company);
  // The server's refusal (core supplierEnrolRefusal) restates the status or the ban, which the banner already
  // explains; it is shown when neither does.
  const explained = company.status !== 'approved' || company.blacklist?.type === 'ban';
  const refusal = company.canEnrol || explained ? '' : (company.enrolRefusal?.trim() ?? '');
  const lines = refusal ? [...notice.lines, `暂不能报名：${refusal}`] : notice.lines;
  const blacklist = company.blacklist;

  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }} data-testid="supplier-status-banner">
      <Alert
        type={notice.type}
        showIcon
        title={
          <span data-testid="status-title">
            审核状态：<strong>{notice.title}</strong>
          </span>
        }
        description={lines.map((l) => <div key={l}>{l}</div>)}
        data-testid={`status-${company.status}`}
      />
      {blacklist ? (
        <Alert
          type={blacklist.type === 'ban' ? 'error' : 'warning'}
          showIcon
          title={`贵单位已被列入黑名单（${BLACKLIST_TYPE_LABELS[blacklist.type]}）`}
          description={
            <>
              <div>原因：{blacklist.reason}</div>
              <div>
                处罚期：{formatDayCn(blacklist.startDate)} 至 {formatDayCn(blacklist.endDate)}
                {blacklist.type === 'ban' ? '，处罚期内不能报名参与采购项目。' : '。'}
              </div>
            </>
          }
          data-testid={`blacklist-${blacklist.type}`}
        />
      ) : null}
    </Space>
  );
}
