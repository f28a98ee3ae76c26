import { SPECIALIST_STATUS_LABELS, type SpecialistStatus } from '@swp/core/specialist/labels';
import { Space, Tag } from 'antd';

/** 正常 (green) / 冻结 (red), and 黑名单 beside it when the expert is blacklisted. */
export function SpecialistStatusTag({ status, blacklisted }: { status: SpecialistStatus; blacklisted?: boolean }) {
  return (
    <Space size={4} wrap>
      <Tag color={status === 'frozen' ? 'error' : 'success'}>{SPECIALIST_STATUS_LABELS[status]}</Tag>
      {blacklisted ? <Tag color="black">黑名单</Tag> : null}
    </Space>
  );
}
