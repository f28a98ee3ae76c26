import { Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { DataTable } from '../../shared/components/DataTable.tsx';
import { tableEmpty } from '../../shared/components/tableEmpty.tsx';
import { formatTime } from '../../shared/format.ts';
import { type CommitteeInvitation, type DrawRecord, type ExtractionKind, useDrawRecords } from './api.ts';

const ids = (value: unknown): number[] =>
  Array.isArray(value) ? value.map((v) => Number((v as { id?: unknown })?.id)).filter(Number.isInteger) : [];

/** Who each record drew, in names, from the committee list (the record itself keeps only ids). */
export function drawOutcomeText(record: DrawRecord, nameOf: ReadonlyMap<number, string>): string {
  const name = (id: number) => nameOf.get(id) ?? `专家${id}`;
  const r = record.result;
  if (record.kind === 'replacement') {
    const who = name(Number(r.specialistId));
    return r.source === 'backup' ? `备选专家递补：${who}` : `从专家库补抽：${who}`;
  }
  const members = ids(r.members).map(name);
  const backups = ids(r.backups).map(name);
  return `评委 ${members.length} 人：${members.join('、') || '—'}${backups.length ? `；备选 ${backups.length} 人：${backups.join('、')}` : ''}`;
}

/**
 * 抽取记录: the first draw and every replacement, with who drew, when and how many experts qualified. The record
 * keeps the random values too, so an auditor can replay the draw from the printed sheet.
 */
export function DrawRecords(props: { kind: ExtractionKind; extractionId: number; invitations: CommitteeInvitation[] }) {
  // A new row appears with each replacement: refetch when the number of invitations changes.
  const records = useDrawRecords(props.kind, props.extractionId, props.invitations.length);
  const nameOf = new Map(props.invitations.map((i) => [i.specialistId, i.specialistName]));
  const columns: ColumnsType<DrawRecord> = [
    { title: '序号', key: 'index', width: 56, align: 'center', render: (_v, _r, i) => i + 1 },
    {
      title: '类型',
      dataIndex: 'kind',
      width: 90,
      render: (k: DrawRecord['kind']) => (k === 'initial' ? '首次抽取' : '补抽'),
    },
    { title: '抽取人', dataIndex: 'drawnByName', width: 100 },
    { title: '抽取时间', dataIndex: 'drawnAt', width: 160, render: formatTime },
    { title: '符合条件人数', dataIndex: 'eligibleCount', width: 110, align: 'right' },
    { title: '抽取结果', key: 'outcome', minWidth: 240, render: (_v, r) => drawOutcomeText(r, nameOf) },
  ];
  return (
    <>
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        抽取记录
      </Typography.Title>
      <DataTable<DrawRecord>
        rowKey="id"
        columns={columns}
        dataSource={records.data ?? []}
        loading={records.isLoading}
        pagination={false}
        locale={tableEmpty('暂无抽取记录')}
        data-testid="draw-records"
      />
    </>
  );
}
