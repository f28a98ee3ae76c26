import type { SheetStatus } from '@swp/core/evaluation/labels';
import { Alert, Flex, Tag, Typography } from 'antd';
import { formatDateTime } from '../../../shared/format.ts';

interface Props {
  status: SheetStatus;
  returnReason: string | null;
  submittedAt: string | null;
  restored: boolean;
}

/** Above a sheet: 已提交 (read-only), or the chair's reason when it came back, or that a local copy was restored. */
export function SheetBanner({ status, returnReason, submittedAt, restored }: Props) {
  if (status === 'submitted') {
    return (
      <Flex align="center" gap={8} style={{ marginBottom: 12 }} data-testid="sheet-submitted">
        <Tag color="success" style={{ marginInlineEnd: 0 }}>
          已提交
        </Tag>
        <Typography.Text type="secondary">
          提交时间 {formatDateTime(submittedAt, true)}，如需修改请联系组长退回
        </Typography.Text>
      </Flex>
    );
  }
  return (
    <>
      {status === 'returned' ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          title="组长已退回您的评审表，请修改后重新提交"
          description={`退回原因：${returnReason ?? '—'}`}
          data-testid="sheet-returned"
        />
      ) : null}
      {restored ? (
        <Alert
          type="info"
          showIcon
          closable
          style={{ marginBottom: 12 }}
          title="已恢复您在本机上次填写但尚未暂存的内容"
          data-testid="sheet-restored"
        />
      ) : null}
    </>
  );
}
