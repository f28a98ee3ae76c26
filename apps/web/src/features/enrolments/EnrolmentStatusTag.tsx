import { ENROLMENT_STATUS_LABELS, type EnrolmentStatus } from '@swp/core/enrol/labels';
import { Tag, Tooltip } from 'antd';

export const ENROLMENT_COLORS: Record<EnrolmentStatus, string> = {
  pending: 'processing',
  passed: 'success',
  failed: 'error',
};

/** 待审查 / 审查通过 / 审查不通过; a refusal's reason is one hover away wherever the tag stands alone. */
export function EnrolmentStatusTag({ status, reason }: { status: EnrolmentStatus; reason?: string | null }) {
  const tag = (
    <Tag color={ENROLMENT_COLORS[status]} style={{ marginInlineEnd: 0 }} data-testid="enrolment-status">
      {ENROLMENT_STATUS_LABELS[status]}
    </Tag>
  );
  return reason ? <Tooltip title={`审查意见：${reason}`}>{tag}</Tooltip> : tag;
}
