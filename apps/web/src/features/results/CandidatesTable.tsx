import type { ResultCandidate } from '@swp/core/results/responses';
import { Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { amountText } from './format.ts';

const columns: ColumnsType<ResultCandidate> = [
  { title: '名次', dataIndex: 'rank', width: 64, align: 'center' },
  { title: '中标候选人', dataIndex: 'companyName', minWidth: 200, ellipsis: true },
  { title: '投标报价（元）', dataIndex: 'offer', width: 170, align: 'right', render: (v: string) => amountText(v) },
  // A method that ranks by the quote alone has no score: '—' rather than an empty cell.
  { title: '综合得分', dataIndex: 'total', width: 110, align: 'right', render: (v: string | null) => v ?? '—' },
];

/** The 评标报告's recommended candidates (≤ 3, ranked), as the 结果公示 names them. */
export function CandidatesTable({ candidates }: { candidates: ResultCandidate[] }) {
  return (
    <Table<ResultCandidate>
      size="small"
      bordered
      rowKey="supplierId"
      pagination={false}
      columns={columns}
      dataSource={candidates}
      locale={{ emptyText: '评标报告未推荐中标候选人' }}
      data-testid="result-candidates"
    />
  );
}
