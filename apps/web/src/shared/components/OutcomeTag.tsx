import { Tag, Typography } from 'antd';

/**
 * This company's outcome once the 中标公告 is out: 中标 / 未中标; — before it (or when it did not bid). `ours` words it
 * 本单位中标 / 本单位未中标 where no column header says whose result it is (beside the project's own 已中标).
 */
export function OutcomeTag({
  outcome,
  testId,
  ours = false,
}: {
  outcome: 'won' | 'lost' | null | undefined;
  testId?: string;
  ours?: boolean;
}) {
  const who = ours ? '本单位' : '';
  if (outcome === 'won')
    return (
      <Tag color="success" style={{ marginInlineEnd: 0 }} data-testid={testId}>
        {who}中标
      </Tag>
    );
  if (outcome === 'lost')
    return (
      <Tag style={{ marginInlineEnd: 0 }} data-testid={testId}>
        {who}未中标
      </Tag>
    );
  return <Typography.Text type="secondary">—</Typography.Text>;
}
