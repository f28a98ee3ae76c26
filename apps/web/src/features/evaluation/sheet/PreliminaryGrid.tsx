import type { EvalBidder, GradingItemView } from '@swp/core/evaluation/responses';
import type { PreliminaryEntry } from '@swp/core/evaluation/schema';
import { Input, Radio, Tabs, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { DataTable } from '../../../shared/components/DataTable.tsx';
import { BidderTabLabel, ItemDescription, ItemName, WithProblem } from './GridCells.tsx';
import { entryKey, preliminaryItems } from './sheetModel.ts';

interface Props {
  bidders: readonly Pick<EvalBidder, 'bidId' | 'companyName'>[];
  items: readonly GradingItemView[];
  entries: readonly PreliminaryEntry[];
  problems: ReadonlyMap<string, string>;
  /** Without it the sheet is read-only (submitted, or the chair looking at a member's sheet). */
  onChange?: (key: string, patch: Partial<PreliminaryEntry>) => void;
}

type Row = { item: GradingItemView; entry: PreliminaryEntry };

function columns(problems: Props['problems'], onChange: Props['onChange']): ColumnsType<Row> {
  const readOnly = !onChange;
  return [
    { title: '审查项', key: 'item', width: 170, render: (_: unknown, r) => <ItemName item={r.item} /> },
    {
      title: '审查标准',
      key: 'description',
      minWidth: 240,
      render: (_: unknown, r) => <ItemDescription text={r.item.description} />,
    },
    {
      title: '结论',
      key: 'pass',
      width: 170,
      render: (_: unknown, { entry }) => {
        const key = entryKey(entry);
        const problem = problems.get(key);
        return (
          <WithProblem problem={entry.pass === null ? problem : undefined}>
            <Radio.Group
              disabled={readOnly}
              value={entry.pass}
              onChange={(e) => onChange?.(key, { pass: e.target.value as boolean })}
              options={[
                { label: '通过', value: true },
                { label: '不通过', value: false },
              ]}
              data-testid="verdict"
            />
          </WithProblem>
        );
      },
    },
    {
      title: '不通过理由',
      key: 'reason',
      width: 280,
      render: (_: unknown, { entry }) => {
        const key = entryKey(entry);
        const problem = entry.pass === false ? problems.get(key) : undefined;
        if (readOnly)
          return entry.pass === false ? entry.reason : <Typography.Text type="secondary">—</Typography.Text>;
        return (
          <WithProblem problem={problem}>
            <Input.TextArea
              autoSize={{ minRows: 1, maxRows: 4 }}
              maxLength={500}
              disabled={entry.pass !== false}
              status={problem ? 'error' : undefined}
              placeholder={entry.pass === false ? '请填写不通过的理由' : '选择“不通过”时填写'}
              value={entry.reason ?? ''}
              onChange={(e) => onChange?.(key, { reason: e.target.value })}
              data-testid="verdict-reason"
            />
          </WithProblem>
        );
      },
    },
  ];
}

/** 初步评审: per bidder (a tab each) every 资格性/符合性 item, 通过 or 不通过 with a reason for every fail. */
export function PreliminaryGrid({ bidders, items, entries, problems, onChange }: Props) {
  const shown = preliminaryItems(items);
  const byKey = new Map(entries.map((e) => [entryKey(e), e]));
  const cols = columns(problems, onChange);
  const tabs = bidders.map((b) => {
    const rows: Row[] = shown.flatMap((item) => {
      const entry = byKey.get(`${b.bidId}:${item.id}`);
      return entry ? [{ item, entry }] : [];
    });
    return {
      key: String(b.bidId),
      label: (
        <BidderTabLabel
          name={b.companyName}
          done={rows.filter((r) => r.entry.pass !== null).length}
          total={rows.length}
          problem={rows.some((r) => problems.has(entryKey(r.entry)))}
        />
      ),
      children: (
        <DataTable<Row>
          rowKey={(r) => entryKey(r.entry)}
          columns={cols}
          dataSource={rows}
          pagination={false}
          data-testid="preliminary-table"
        />
      ),
    };
  });
  return <Tabs items={tabs} data-testid="preliminary-grid" />;
}
