import type { ResultCandidate } from '@swp/core/results/responses';
import { List, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { DataTable } from '../../shared/components/DataTable.tsx';
import { formatMoney } from '../../shared/format.ts';

const score = (total: string | null) => total ?? '—';

/** 综合得分 only when the method scored (a lowest-price ranking has no totals). */
const columns = (scored: boolean): ColumnsType<ResultCandidate> => [
  { title: '排名', dataIndex: 'rank', width: 64, align: 'center', render: (v: number) => `第${v}名` },
  { title: '中标候选人', dataIndex: 'companyName', minWidth: 200 },
  { title: '投标报价', dataIndex: 'offer', width: 150, align: 'right', render: (v: string) => formatMoney(v) },
  ...(scored ? [{ title: '综合得分', dataIndex: 'total', width: 100, align: 'right' as const, render: score }] : []),
];

/**
 * The publicised candidates (≤ 3, ranked): a bordered small table on a wide screen, a stacked list on a phone,
 * where four columns would not fit 375 px.
 */
export function CandidatesView({ candidates, wide }: { candidates: ResultCandidate[]; wide: boolean }) {
  const scored = candidates.some((c) => c.total !== null);
  if (wide) {
    return (
      <DataTable<ResultCandidate>
        rowKey="rank"
        columns={columns(scored)}
        dataSource={candidates}
        pagination={false}
        data-testid="my-result-candidates"
      />
    );
  }
  return (
    <List<ResultCandidate>
      size="small"
      bordered
      dataSource={candidates}
      data-testid="my-result-candidates"
      renderItem={(c) => (
        <List.Item>
          <div style={{ width: '100%' }}>
            <Typography.Text strong>
              第{c.rank}名　{c.companyName}
            </Typography.Text>
            <div style={{ fontSize: 13, color: 'rgba(0,0,0,0.65)' }}>
              报价 {formatMoney(c.offer)}
              {scored ? `　得分 ${score(c.total)}` : ''}
            </div>
          </div>
        </List.Item>
      )}
    />
  );
}
