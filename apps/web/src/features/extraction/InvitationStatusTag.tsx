import { Tag, Tooltip } from 'antd';

/** Colours of the invitation states (docs/rules.md: 待确认/已确认/已拒绝/已超时, and 不能参加 set by staff). */
const COLORS: Record<string, string> = {
  待确认: 'processing',
  已确认: 'success',
  已拒绝: 'error',
  已超时: 'warning',
  不能参加: 'default',
};

/**
 * One invitation's state as the server labels it (the label already accounts for the 10-minute expiry). A decline
 * or a cancellation carries its reason in a tooltip.
 */
export function InvitationStatusTag({ label, remark }: { label: string; isAffirm?: number; remark?: string | null }) {
  const tag = (
    <Tag color={COLORS[label] ?? 'default'} data-testid="invitation-status">
      {label}
    </Tag>
  );
  return remark ? <Tooltip title={`原因：${remark}`}>{tag}</Tooltip> : tag;
}
