import { Button, Popconfirm, type PopconfirmProps, Tooltip } from 'antd';
import type { ReactNode } from 'react';

export interface RowActionProps {
  children: ReactNode;
  /** The action; with `confirm`, run once the user agrees. */
  onClick?: () => unknown;
  /** Ask first, in antd's Popconfirm (title, description, okText …). */
  confirm?: Omit<PopconfirmProps, 'children' | 'onConfirm'>;
  /** Why the server would refuse it on this row: the action shows disabled with the reason on hover. */
  refused?: ReactNode;
  danger?: boolean;
  'data-testid'?: string;
}

/**
 * One action in a table's 操作 cell: a small link button. The page decides nothing itself: what the server would
 * refuse stays visible, disabled, with its reason, rather than disappearing without a word.
 */
export function RowAction({ children, onClick, confirm, refused, danger, 'data-testid': testId }: RowActionProps) {
  if (refused) {
    return (
      <Tooltip title={refused}>
        <Button type="link" size="small" danger={danger} disabled data-testid={testId}>
          {children}
        </Button>
      </Tooltip>
    );
  }
  const button = (
    <Button type="link" size="small" danger={danger} onClick={confirm ? undefined : onClick} data-testid={testId}>
      {children}
    </Button>
  );
  return confirm ? (
    <Popconfirm {...confirm} onConfirm={onClick}>
      {button}
    </Popconfirm>
  ) : (
    button
  );
}

/**
 * 删除 behind a confirmation that says it cannot be undone, or disabled with the reason the row must stay. Both
 * buttons are worded by the page, so they stay in one language whatever antd's locale.
 */
export function DeleteRowAction({
  title,
  onDelete,
  refused,
  'data-testid': testId,
}: {
  /** The confirmation's question, e.g. 确定删除该模板？ */
  title: ReactNode;
  onDelete: () => unknown;
  refused?: ReactNode;
  'data-testid'?: string;
}) {
  return (
    <RowAction
      danger
      refused={refused}
      confirm={{
        title,
        description: '删除后不可恢复。',
        okText: '删除',
        okButtonProps: { danger: true },
        cancelText: '取消',
      }}
      onClick={onDelete}
      data-testid={testId}
    >
      删除
    </RowAction>
  );
}
