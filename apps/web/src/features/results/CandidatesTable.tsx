import type { ResultCandidate, ResultSummary } from '@swp/core/results/responses';
import { Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { amountText } from '../../shared/format.ts';

const RANK: ColumnsType<ResultCandidate>[number] = { title: '名次', dataIndex: 'rank', width: 64, align: 'center' };
const NAME: ColumnsType<ResultCandidate>[number] = {
  title: '中标候选人',
  dataIndex: 'companyName',
  minWidth: 200,
  ellipsis: true,
};
const TOTAL: ColumnsType<ResultCandidate>[number] = {
  title: '综合得分',
  dataIndex: 'total',
  width: 110,
  align: 'right',
  render: (v: string | null) => v ?? '—',
};

/**
 * The columns as the 评标报告 ranked: 综合得分 (the report's totals) where it ranked by score; where it ranked by the
 * quote (询价, 竞争性谈判) the column is left out rather than filled with dashes, and the quote is the ranked one.
 */
function columnsFor(rankBy: ResultSummary['rankBy']): ColumnsType<ResultCandidate> {
  const byOffer = rankBy === 'offer';
  const offer: ColumnsType<ResultCandidate>[number] = {
    title: byOffer ? '评标报价（元）' : '投标报价（元）',
    dataIndex: 'offer',
    width: 170,
    align: 'right',
    render: (v: string) => amountText(v),
  };
  return byOffer ? [RANK, NAME, offer] : [RANK, NAME, offer, TOTAL];
}

interface Props {
  candidates: ResultCandidate[];
  rankBy: ResultSummary['rankBy'];
  /** The report's own words for its ranking (e.g. 按第2轮最后报价排序…), shown under the table. */
  rankBasis: string | null;
}

/** The 评标报告's recommended candidates (≤ 3, ranked), as the 结果公示 names them. */
export function CandidatesTable({ candidates, rankBy, rankBasis }: Props) {
  return (
    <>
      <Table<ResultCandidate>
        size="small"
        bordered
        rowKey="supplierId"
        pagination={false}
        columns={columnsFor(rankBy)}
        dataSource={candidates}
        locale={{ emptyText: '评标报告未推荐中标候选人' }}
        data-testid="result-candidates"
      />
      {rankBasis ? (
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8 }} data-testid="rank-basis">
          排序依据：{rankBasis}
        </Typography.Text>
      ) : null}
    </>
  );
}
