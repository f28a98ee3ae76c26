import { ExportOutlined, SyncOutlined } from '@ant-design/icons';
import { EXPERT_CATEGORY_LABELS } from '@swp/core/extraction/schema';
import { Alert, Button, Descriptions, Space, Statistic, Typography } from 'antd';
import { useState } from 'react';
import { formatTime } from '../../shared/format.ts';
import { type Committee, exportSheet } from './api.ts';
import { DrawRecords } from './DrawRecords.tsx';
import { InvitationsTable } from './InvitationsTable.tsx';

/** The split the committee was drawn with, in words: 技术类3人、经济类2人. */
function splitText(r: Committee['extraction']['request']): string {
  const parts = [
    [EXPERT_CATEGORY_LABELS.technical, r.technicalCount],
    [EXPERT_CATEGORY_LABELS.economic, r.economicCount],
    [EXPERT_CATEGORY_LABELS.other, r.otherCount],
  ] as const;
  return parts
    .filter(([, n]) => n > 0)
    .map(([label, n]) => `${label}${n}人`)
    .join('、');
}

/**
 * What staff watch after 抽取 (project tab and external task alike): the seats, the invitations updating live, the
 * printable 抽取记录 and the record of every draw.
 */
export function CommitteeView({ committee, polling }: { committee: Committee; polling: boolean }) {
  const { extraction: e, seats, invitations } = committee;
  const [exporting, setExporting] = useState(false);
  const members = invitations.filter((i) => i.seat === 'member' && i.replacedById == null);
  const pending = members.filter((i) => i.status === 'pending').length;
  const label = e.kind === 'project' ? (e.projectCode ?? String(e.id)) : (e.taskName ?? String(e.id));

  const runExport = async () => {
    setExporting(true);
    await exportSheet(e.kind, e.id, label).catch(() => undefined);
    setExporting(false);
  };

  return (
    <div data-testid="committee-view">
      <Space size={48} wrap style={{ marginBottom: 16 }}>
        <Statistic title="评审专家席位" value={seats.wanted} suffix="人" />
        <Statistic title="已确认" value={seats.confirmed} suffix={`/ ${seats.wanted}`} />
        <Statistic title="待确认" value={pending} />
        <Statistic title="空缺" value={Math.max(0, seats.wanted - seats.filled)} />
      </Space>
      {seats.complete ? (
        <Alert type="success" showIcon title="评审专家已全部确认参加" style={{ marginBottom: 12 }} />
      ) : !seats.full ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          title={`有 ${seats.wanted - seats.filled} 个席位空缺（专家拒绝、超时或不能参加），请在下表中补抽。`}
        />
      ) : null}
      <Descriptions
        size="small"
        column={{ xs: 1, md: 2, xl: 3 }}
        style={{ marginBottom: 12 }}
        items={[
          ...(e.kind === 'project'
            ? [
                { key: 'open', label: '开标时间', children: formatTime(e.openTime) },
                { key: 'addr', label: '开标地点', children: e.address || '—' },
              ]
            : [{ key: 'task', label: '抽取任务', children: e.taskName }]),
          {
            key: 'split',
            label: '抽取人数',
            children: `${e.request.committeeSize}人（${splitText(e.request)}）；备选${e.request.backupCount}人`,
          },
          { key: 'by', label: '抽取人', children: `${e.createdByName}（${formatTime(e.createdAt)}）` },
        ]}
      />
      <Space style={{ marginBottom: 12, width: '100%', justifyContent: 'space-between' }} wrap>
        <Typography.Text type="secondary">
          {polling ? (
            <>
              <SyncOutlined spin /> 正在等待专家确认，状态每 3 秒自动刷新；确认链接自发送起 10 分钟内有效。
            </>
          ) : (
            '专家的确认结果已全部返回。'
          )}
        </Typography.Text>
        <Button icon={<ExportOutlined />} loading={exporting} onClick={runExport} data-testid="export-sheet">
          导出抽取记录
        </Button>
      </Space>
      <InvitationsTable kind={e.kind} invitations={invitations} />
      <DrawRecords kind={e.kind} extractionId={e.id} invitations={invitations} />
    </div>
  );
}
