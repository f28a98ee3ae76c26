import { OBJECTION_STATUS_LABELS } from '@swp/core/results/labels';
import type { Objection } from '@swp/core/results/responses';
import { Button, Descriptions, Modal, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { fileSize } from '../../shared/file-size.ts';
import { formatMinute } from '../extraction/format.ts';
import { downloadObjectionAttachment } from './api.ts';

interface Props {
  objections: Objection[];
  loading: boolean;
  onAnswer: (objection: Objection) => void;
}

const quiet = (p: Promise<unknown>) => p.catch(() => null);

function Attachments({ files }: { files: Objection['attachments'] }) {
  if (files.length === 0) return <Typography.Text type="secondary">无</Typography.Text>;
  return (
    <Space orientation="vertical" size={0}>
      {files.map((f) => (
        <Typography.Link
          key={f.id}
          onClick={() => void quiet(downloadObjectionAttachment(f.id, f.name))}
          title={fileSize(f.size)}
          data-testid="objection-attachment"
        >
          {f.name}
        </Typography.Link>
      ))}
    </Space>
  );
}

/** The whole objection and its answer: the table cuts the text to one line. */
function ObjectionDetail({ objection: o, onClose }: { objection: Objection; onClose: () => void }) {
  return (
    <Modal open title={`异议详情 · ${o.companyName}`} footer={null} onCancel={onClose} width={640}>
      <Descriptions
        size="small"
        column={1}
        bordered
        data-testid="objection-detail"
        items={[
          { key: 'at', label: '提出时间', children: formatMinute(o.createdAt) },
          { key: 'content', label: '异议内容', children: <div style={{ whiteSpace: 'pre-wrap' }}>{o.content}</div> },
          { key: 'files', label: '附件', children: <Attachments files={o.attachments} /> },
          {
            key: 'answer',
            label: '答复',
            children: o.answer ? (
              <>
                <div style={{ whiteSpace: 'pre-wrap' }}>{o.answer}</div>
                <Typography.Text type="secondary">
                  {o.answeredByName ?? ''} {formatMinute(o.answeredAt)}
                </Typography.Text>
              </>
            ) : (
              <Typography.Text type="secondary">尚未答复</Typography.Text>
            ),
          },
        ]}
      />
    </Modal>
  );
}

/**
 * 异议 filed during the 结果公示 (docs/rules.md): 提出单位, 异议内容 (one line; the full text and answer in a modal),
 * 附件, 提出时间, 状态, 答复, and 答复 for an open one. While one is open the 中标公告 cannot be published.
 */
export function ObjectionTable({ objections, loading, onAnswer }: Props) {
  const [shown, setShown] = useState<Objection | null>(null);
  const columns: ColumnsType<Objection> = [
    { title: '提出单位', dataIndex: 'companyName', width: 180, ellipsis: true },
    {
      title: '异议内容',
      dataIndex: 'content',
      minWidth: 220,
      ellipsis: true,
      render: (text: string, row) => (
        <Typography.Link onClick={() => setShown(row)} data-testid="objection-content">
          {text}
        </Typography.Link>
      ),
    },
    {
      title: '附件',
      dataIndex: 'attachments',
      width: 160,
      render: (files: Objection['attachments']) => <Attachments files={files} />,
    },
    { title: '提出时间', dataIndex: 'createdAt', width: 140, render: (v: string) => formatMinute(v) },
    {
      title: '状态',
      dataIndex: 'status',
      width: 80,
      align: 'center',
      render: (s: Objection['status']) => (
        <Tag color={s === 'open' ? 'warning' : 'success'} style={{ marginInlineEnd: 0 }} data-testid="objection-status">
          {OBJECTION_STATUS_LABELS[s]}
        </Tag>
      ),
    },
    {
      title: '答复',
      dataIndex: 'answer',
      minWidth: 180,
      ellipsis: true,
      render: (text: string | null, row) =>
        text ? (
          <Typography.Link onClick={() => setShown(row)}>{text}</Typography.Link>
        ) : (
          <Typography.Text type="secondary">—</Typography.Text>
        ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 72,
      align: 'center',
      render: (_: unknown, row) =>
        row.status === 'open' ? (
          <Button type="link" size="small" onClick={() => onAnswer(row)} data-testid="objection-answer">
            答复
          </Button>
        ) : null,
    },
  ];
  return (
    <>
      <Table<Objection>
        size="small"
        bordered
        rowKey="id"
        loading={loading}
        pagination={false}
        columns={columns}
        dataSource={objections}
        scroll={{ x: 960 }}
        locale={{ emptyText: '暂无异议' }}
        data-testid="objection-table"
      />
      {shown ? <ObjectionDetail objection={shown} onClose={() => setShown(null)} /> : null}
    </>
  );
}
