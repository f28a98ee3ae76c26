import { SUPPLIER_EVENT_LABELS, type SupplierEventAction } from '@swp/core/supplier/labels';
import type { SupplierEvent } from '@swp/core/supplier/responses';
import { Empty, Space, Timeline, Typography } from 'antd';
import { formatDateTime } from '../../shared/format.ts';

const COLORS: Record<SupplierEventAction, string> = {
  register: 'blue',
  approve: 'green',
  reject: 'red',
  freeze: 'red',
  unfreeze: 'green',
  change: 'gray',
  resubmit: 'blue',
};

/** One changed field: 企业名称：旧 → 新 (a file list changed shows only that it did). */
function Change({ change }: { change: SupplierEvent['changes'][number] }) {
  const files = change.from === '' && change.to === '';
  return (
    <div>
      <Typography.Text type="secondary">{change.label}：</Typography.Text>
      {files ? (
        '已更新'
      ) : (
        <>
          <Typography.Text delete type="secondary">
            {change.from || '（空）'}
          </Typography.Text>
          {' → '}
          <Typography.Text>{change.to || '（空）'}</Typography.Text>
        </>
      )}
    </div>
  );
}

/** 审核记录: registration, every review and freeze, and each change the company made, newest first. */
export function SupplierHistory({ events }: { events: SupplierEvent[] }) {
  if (events.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无记录" />;
  // ISO times in UTC compare as text; the id breaks a tie within the same millisecond.
  const newestFirst = [...events].sort((a, b) => b.at.localeCompare(a.at) || b.id - a.id);
  return (
    <Timeline
      data-testid="supplier-history"
      items={newestFirst.map((e) => ({
        key: e.id,
        color: COLORS[e.action],
        content: (
          <Space orientation="vertical" size={2}>
            <span>
              <Typography.Text strong>{SUPPLIER_EVENT_LABELS[e.action]}</Typography.Text>
              <Typography.Text type="secondary" style={{ marginLeft: 12 }}>
                {e.actorName} · {formatDateTime(e.at)}
              </Typography.Text>
            </span>
            {e.reason ? <span>原因：{e.reason}</span> : null}
            {e.changes.map((c) => (
              <Change key={c.field} change={c} />
            ))}
          </Space>
        ),
      }))}
    />
  );
}
