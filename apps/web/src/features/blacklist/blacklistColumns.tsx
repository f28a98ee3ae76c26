import { PaperClipOutlined } from '@ant-design/icons';
import type { BlacklistEntry } from '@swp/core/blacklist/responses';
import {
  BLACKLIST_STATUS_LABELS,
  BLACKLIST_TARGET_LABELS,
  BLACKLIST_TYPE_LABELS,
  type BlacklistStatus,
} from '@swp/core/blacklist/status';
import { Button, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { formatDateTime } from '../projects/format.ts';
import { downloadDecision } from './api.ts';

const STATUS_COLORS: Record<BlacklistStatus, string> = {
  pending: 'blue',
  active: 'red',
  expired: 'default',
  lifted: 'default',
};

/** 已解除 says by whom, when and why on hover. */
function StatusTag({ entry }: { entry: BlacklistEntry }) {
  const tag = <Tag color={STATUS_COLORS[entry.status]}>{BLACKLIST_STATUS_LABELS[entry.status]}</Tag>;
  if (entry.status !== 'lifted') return tag;
  const who = [entry.liftedByName, entry.liftedAt ? formatDateTime(entry.liftedAt) : ''].filter(Boolean).join(' ');
  return <Tooltip title={`${who} 解除：${entry.liftReason ?? ''}`}>{tag}</Tooltip>;
}

/** 下载 with the document's name on hover: the column stays narrow and the name is read where it matters. */
function Decision({ entry }: { entry: BlacklistEntry }) {
  if (!entry.attachment) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Tooltip title={entry.attachment.name}>
      <Button
        type="link"
        size="small"
        icon={<PaperClipOutlined />}
        onClick={() => void downloadDecision(entry).catch(() => undefined)}
        style={{ paddingInline: 0 }}
        data-testid="decision-download"
      >
        下载
      </Button>
    </Tooltip>
  );
}

/**
 * The 黑名单 table (docs/product.md): who, what, why and for how long; the reason is cut to one line with the whole of it
 * on hover. 解除 is offered only while the entry still counts (未开始, 处罚中).
 */
export function blacklistColumns(onLift: (entry: BlacklistEntry) => void): ColumnsType<BlacklistEntry> {
  return [
    {
      title: '对象类型',
      dataIndex: 'targetType',
      width: 80,
      render: (t: BlacklistEntry['targetType']) => BLACKLIST_TARGET_LABELS[t],
    },
    { title: '名称', dataIndex: 'targetName', minWidth: 150, ellipsis: true },
    {
      title: '统一社会信用代码',
      dataIndex: 'targetCode',
      width: 172,
      render: (code: string) => (code ? <span style={{ fontFamily: 'monospace' }}>{code}</span> : '—'),
    },
    {
      title: '处理类型',
      dataIndex: 'type',
      width: 80,
      render: (t: BlacklistEntry['type']) => (
        <Tag color={t === 'ban' ? 'red' : 'orange'}>{BLACKLIST_TYPE_LABELS[t]}</Tag>
      ),
    },
    {
      title: '原因',
      dataIndex: 'reason',
      minWidth: 120,
      ellipsis: { showTitle: false },
      render: (reason: string) => (
        <Tooltip title={reason} placement="topLeft">
          <span>{reason}</span>
        </Tooltip>
      ),
    },
    { title: '开始日期', dataIndex: 'startDate', width: 92 },
    { title: '结束日期', dataIndex: 'endDate', width: 92 },
    { title: '状态', key: 'status', width: 72, render: (_: unknown, e) => <StatusTag entry={e} /> },
    { title: '处理决定', key: 'attachment', width: 80, render: (_: unknown, e) => <Decision entry={e} /> },
    { title: '登记人', dataIndex: 'createdByName', width: 80, ellipsis: true },
    {
      title: '操作',
      key: 'actions',
      width: 56,
      fixed: 'right',
      render: (_: unknown, e) =>
        e.status === 'pending' || e.status === 'active' ? (
          <Button type="link" size="small" danger onClick={() => onLift(e)} data-testid="blacklist-lift">
            解除
          </Button>
        ) : (
          <Typography.Text type="secondary">—</Typography.Text>
        ),
    },
  ];
}
