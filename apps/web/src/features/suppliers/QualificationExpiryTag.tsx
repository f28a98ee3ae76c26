import type { Qualification } from '@swp/core/supplier/index';
import { Tag } from 'antd';

const TAGS: Record<Qualification['expiry'], { color: string; text: string }> = {
  valid: { color: 'green', text: '有效' },
  expiring: { color: 'orange', text: '即将到期' },
  expired: { color: 'red', text: '已过期' },
};

/** 状态 of a qualification document as the server judged it on its Beijing day (core documentExpiry). */
export function QualificationExpiryTag({ expiry }: { expiry: Qualification['expiry'] }) {
  const tag = TAGS[expiry];
  return (
    <Tag color={tag.color} data-testid={`expiry-${expiry}`}>
      {tag.text}
    </Tag>
  );
}
