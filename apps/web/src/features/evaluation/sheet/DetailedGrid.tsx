import { checkScore } from '@swp/core/evaluation/arithmetic/sheetRules';
import type { EvalBidder, GradingItemView } from '@swp/core/evaluation/responses';
import type { DetailedEntry } from '@swp/core/evaluation/schema';
import { Input, InputNumber, Table, Tabs, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { DataTable } from '../../../shared/components/DataTable.tsx';
import { BidderTabLabel, ItemDescription, ItemName, WithProblem } from './GridCells.tsx';
import { runningTotal } from './runningTotal.ts';
import { entryKey, typedItems } from './sheetModel.ts';

interface Props {
  /** Only the bidders who passed 初步评审. */
  bidders: readonly Pick<EvalBidder, 'bidId' | 'companyName'>[];
  items: readonly GradingItemView[];
  entries: readonly DetailedEntry[];
  problems: ReadonlyMap<string, string>;
  /** The computed 价格分 per bid id (workspace.priceScores). */
  priceScores: ReadonlyMap<EvalBidder['bidId'], string>;
  /** Without it the sheet is read-only. */
  onChange?: (key: string, patch: Partial<DetailedEntry>) => void;
}

/**
 * Whether an entry's problem is its missing comment (the score itself is fine, only low): then the message goes
 * under 评审意见, where the expert has to type.
 */
const commentMissing = (entry: DetailedEntry, item: GradingItemView) =>
  item.maxScore !== null && checkScore({ score: entry.score, maxScore: item.maxScore, comment: '-' }) === null;

type Row =
  | { kind: 'typed'; item: GradingItemView; entry: DetailedEntry }
  | { kind: 'price'; item: GradingItemView; score: string | undefined };

const rowKey = (r: Row) => (r.kind === 'typed' ? entryKey(r.entry) : `price:${r.item.id}`);

function ScoreCell({ row, problem, onChange }: { row: Row; problem?: string; onChange: Props['onChange'] }) {
  if (row.kind === 'price') {
    return (
      <Typography.Text strong data-testid="price-score">
        {row.score ?? '—'}
      </Typography.Text>
    );
  }
  if (!onChange) return <Typography.Text strong>{row.entry.score ?? '—'}</Typography.Text>;
  const key = entryKey(row.entry);
  return (
    // No `max`: antd would clamp a score above it silently on blur; the sheet says why it is refused instead.
    <InputNumber<string>
      stringMode
      min="0"
      step="1"
      style={{ width: '100%' }}
      status={problem ? 'error' : undefined}
      placeholder={`0～${Number(row.item.maxScore)}`}
      value={row.entry.score ?? null}
      onChange={(v) => onChange(key, { score: v === null || v === undefined ? null : String(v) })}
      data-testid="score-input"
    />
  );
}

function columns(problems: Props['problems'], onChange: Props['onChange']): ColumnsType<Row> {
  return [
    { title: '评分项', key: 'item', width: 150, render: (_: unknown, r) => <ItemName item={r.item} /> },
    {
      title: '评分标准',
      key: 'description',
      minWidth: 240,
      render: (_: unknown, r) => <ItemDescription text={r.item.description} />,
    },
    { title: '满分', key: 'max', width: 70, align: 'right', render: (_: unknown, r) => Number(r.item.maxScore) },
    {
      title: '得分',
      key: 'score',
      width: 130,
      render: (_: unknown, r) => {
        const problem =
          r.kind === 'typed' && !commentMissing(r.entry, r.item) ? problems.get(entryKey(r.entry)) : undefined;
        return (
          <WithProblem problem={problem}>
            <ScoreCell row={r} problem={problem} onChange={onChange} />
          </WithProblem>
        );
      },
    },
    {
      title: '评审意见',
      key: 'comment',
      width: 260,
      render: (_: unknown, r) => {
        if (r.kind === 'price')
          return <Typography.Text type="secondary">按价格分计算公式自动计算，不需打分</Typography.Text>;
        if (!onChange) return r.entry.comment || <Typography.Text type="secondary">—</Typography.Text>;
        const key = entryKey(r.entry);
        const problem = commentMissing(r.entry, r.item) ? problems.get(key) : undefined;
        return (
          <WithProblem problem={problem}>
            <Input.TextArea
              autoSize={{ minRows: 1, maxRows: 4 }}
              maxLength={500}
              placeholder="得分低于满分60%时必填"
              value={r.entry.comment ?? ''}
              onChange={(e) => onChange(key, { comment: e.target.value })}
              status={problem ? 'error' : undefined}
              data-testid="score-comment"
            />
          </WithProblem>
        );
      },
    },
  ];
}

/**
 * 详细评审: per bidder that passed (a tab each) the 商务/技术 items to score, 0 to the item's max with at most two
 * decimals, a comment when below 60% of it; the 价格分 as computed (not typed); the running total under the table.
 */
export function DetailedGrid({ bidders, items, entries, problems, priceScores, onChange }: Props) {
  const typed = typedItems(items);
  const priceItems = items.filter((i) => i.group === 'price');
  const byKey = new Map(entries.map((e) => [entryKey(e), e]));
  const cols = columns(problems, onChange);
  const tabs = bidders.map((b) => {
    const typedRows = typed.flatMap((item): Row[] => {
      const entry = byKey.get(`${b.bidId}:${item.id}`);
      return entry ? [{ kind: 'typed', item, entry }] : [];
    });
    const price = priceScores.get(b.bidId);
    const rows: Row[] = [...typedRows, ...priceItems.map((item): Row => ({ kind: 'price', item, score: price }))];
    const own = typedRows.map((r) => (r.kind === 'typed' ? r.entry : null)).filter((e) => e !== null);
    const total = runningTotal(own, price);
    return {
      key: String(b.bidId),
      label: (
        <BidderTabLabel
          name={b.companyName}
          done={own.filter((e) => (e.score ?? '').trim() !== '').length}
          total={own.length}
          problem={own.some((e) => problems.has(entryKey(e)))}
        />
      ),
      children: (
        <DataTable<Row>
          rowKey={rowKey}
          columns={cols}
          dataSource={rows}
          pagination={false}
          data-testid="detailed-table"
          summary={() => (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={3} align="right">
                <Typography.Text strong>合计</Typography.Text>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={3} colSpan={2}>
                <Typography.Text strong data-testid="running-total">
                  {total}
                </Typography.Text>
              </Table.Summary.Cell>
            </Table.Summary.Row>
          )}
        />
      ),
    };
  });
  return <Tabs items={tabs} data-testid="detailed-grid" />;
}
