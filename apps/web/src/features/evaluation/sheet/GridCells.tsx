import type { GradingItemView } from '@swp/core/evaluation/responses';
import { GRADING_GROUP_LABELS } from '@swp/core/grading/labels';
import { Badge, Flex, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';

/** An item's name with its group (资格性审查, 商务…). */
export function ItemName({ item }: { item: GradingItemView }) {
  return (
    <Flex vertical gap={2}>
      <Typography.Text strong>{item.name}</Typography.Text>
      <Tag style={{ alignSelf: 'flex-start', marginInlineEnd: 0 }}>{GRADING_GROUP_LABELS[item.group]}</Tag>
    </Flex>
  );
}

/** What earns full or fewer marks, wrapped (never cut: the expert scores by it). */
export function ItemDescription({ text }: { text: string }) {
  return (
    <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap', fontSize: 13 }}>
      {text || '—'}
    </Typography.Paragraph>
  );
}

/** A field with its problem underneath, in the form's red. */
export function WithProblem({ problem, children }: { problem: string | undefined; children: ReactNode }) {
  return (
    <Flex vertical gap={2}>
      {children}
      {problem ? (
        <Typography.Text type="danger" style={{ fontSize: 12 }} data-testid="entry-problem">
          {problem}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}

/** A bidder's tab title: the name, how many entries are done, a red dot while one has a problem. */
export function BidderTabLabel({
  name,
  done,
  total,
  problem,
}: {
  name: string;
  done: number;
  total: number;
  problem: boolean;
}) {
  return (
    <Badge dot={problem} offset={[4, 0]}>
      <span>
        {name}
        <Typography.Text type="secondary" style={{ marginInlineStart: 6, fontSize: 12 }}>
          {done}/{total}
        </Typography.Text>
      </span>
    </Badge>
  );
}
