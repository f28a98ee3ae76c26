import { PaperClipOutlined } from '@ant-design/icons';
import { OBJECTION_STATUS_LABELS } from '@swp/core/results/labels';
import { Button, Card, Empty, Flex, List, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { fileSize } from '../../shared/file-size.ts';
import { formatDateTime } from '../../shared/format.ts';
import { downloadObjectionFile, type MyResult, type Objection, useMyObjections } from './api.ts';
import { FileObjectionModal } from './FileObjectionModal.tsx';

const text = { whiteSpace: 'pre-wrap', wordBreak: 'break-word' } as const;

/** One objection as a stacked item (fits a phone): status, time, text, attachments, and the answer once given. */
function ObjectionItem({ objection: o }: { objection: Objection }) {
  return (
    <List.Item style={{ display: 'block' }} data-testid="my-objection">
      <Flex align="center" gap={8} wrap style={{ marginBottom: 6 }}>
        <Tag color={o.status === 'answered' ? 'success' : 'warning'} style={{ marginInlineEnd: 0 }}>
          {OBJECTION_STATUS_LABELS[o.status]}
        </Tag>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {formatDateTime(o.createdAt)} 提出
        </Typography.Text>
      </Flex>
      <Typography.Paragraph style={{ ...text, marginBottom: 6 }}>{o.content}</Typography.Paragraph>
      {o.attachments.length > 0 ? (
        <Flex vertical align="start" style={{ marginBottom: 6 }}>
          {o.attachments.map((f) => (
            <Button
              key={f.id}
              type="link"
              size="small"
              icon={<PaperClipOutlined />}
              style={{ paddingInline: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left' }}
              onClick={() => void downloadObjectionFile(f).catch(() => undefined)}
            >
              {f.name}（{fileSize(f.size)}）
            </Button>
          ))}
        </Flex>
      ) : null}
      {o.answer !== null ? (
        <div style={{ background: '#f6ffed', border: '1px solid #b7eb8f', borderRadius: 6, padding: '8px 12px' }}>
          <Typography.Text strong>答复：</Typography.Text>
          <Typography.Paragraph style={{ ...text, margin: '4px 0' }} data-testid="my-objection-answer">
            {o.answer}
          </Typography.Paragraph>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {o.answeredByName ? `${o.answeredByName} · ` : ''}
            {formatDateTime(o.answeredAt)} 答复
          </Typography.Text>
        </div>
      ) : null}
    </List.Item>
  );
}

interface Props {
  projectId: number;
  projectName: string;
  result: MyResult;
  wide: boolean;
}

/**
 * 我的项目 → 异议, for a bidder once the 结果公示 is out: its objections with their answers and, while the
 * publicity runs, 提出异议. Others see nothing here (only bidders may object).
 */
export function MyObjectionsCard({ projectId, projectName, result, wide }: Props) {
  const show = result.isBidder && result.publicity !== null;
  const objections = useMyObjections(projectId, show);
  const [filing, setFiling] = useState(false);
  if (!show) return null;
  const list = objections.data?.list ?? [];

  return (
    <Card
      variant="borderless"
      styles={{ body: { padding: wide ? 24 : 16 } }}
      title="异议"
      extra={
        result.canObject ? (
          <Button type="primary" onClick={() => setFiling(true)} data-testid="objection-new">
            提出异议
          </Button>
        ) : null
      }
      data-testid="my-objections"
    >
      {objections.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : list.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={
            objections.isError
              ? '异议记录加载失败，请稍后重试'
              : result.canObject
                ? '暂无异议。公示期内对结果有异议的，可点击“提出异议”。'
                : '暂无异议'
          }
        />
      ) : (
        <List<Objection> dataSource={list} rowKey="id" renderItem={(o) => <ObjectionItem objection={o} />} />
      )}
      {!result.canObject && result.outcome === null ? (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          仅公示期内可以提出异议，当前不能提出。
        </Typography.Text>
      ) : null}
      <FileObjectionModal
        projectId={projectId}
        projectName={projectName}
        open={filing}
        onClose={() => setFiling(false)}
      />
    </Card>
  );
}
