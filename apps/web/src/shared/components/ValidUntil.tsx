import type { Qualification } from '@swp/core/supplier/responses';
import { Space, Tag } from 'antd';

/**
 * Beside a qualification's 有效期至: 已过期 (red) once the day has passed, 即将到期 (orange) within the warning
 * window — as the server judged it on its Beijing day; a valid document needs no tag.
 */
export function ExpiryTag({ expiry }: { expiry: Qualification['expiry'] }) {
  if (expiry === 'expired') return <Tag color="red">已过期</Tag>;
  if (expiry === 'expiring') return <Tag color="orange">即将到期</Tag>;
  return null;
}

/** 有效期至 with its tag (供应商管理, 报名审查); a document without an end date is 长期有效. */
export function ValidUntil({ row }: { row: Pick<Qualification, 'validUntil' | 'expiry'> }) {
  return (
    <Space size={4} wrap>
      <span>{row.validUntil ?? '长期有效'}</span>
      <ExpiryTag expiry={row.expiry} />
    </Space>
  );
}
