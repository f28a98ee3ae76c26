import { GRADING_GROUPS } from '@swp/core/evaluation/labels';
import { GRADING_GROUP_LABELS, isScoredGroup, PRICE_FORMULA_EXPLANATIONS } from '@swp/core/grading/labels';
import type { GradingDetail, GradingListRow } from '@swp/core/grading/responses';
import { Descriptions, Table, Typography } from 'antd';
import { formatDateTime } from '../../shared/format.ts';
import { fromGradingDetail } from './formValues.ts';
import { GradingTotal } from './GradingTotal.tsx';

type Item = GradingDetail['items'][number];

/** A standard as it is, read-only: what a standard in use shows (it can only be copied). */
export function GradingStandardView({ standard }: { standard: GradingDetail }) {
  return (
    <div data-testid="grading-view">
      <Descriptions bordered size="small" column={2} style={{ marginBottom: 20 }}>
        <Descriptions.Item label="评分标准名称" span={2}>
          {standard.name}
        </Descriptions.Item>
        <Descriptions.Item label="价格分计算方法" span={2}>
          {standard.priceFormulaLabel}
          <Typography.Text type="secondary" style={{ marginLeft: 8 }}>
            {PRICE_FORMULA_EXPLANATIONS[standard.priceFormula]}
          </Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label="使用状态">{usageText(standard)}</Descriptions.Item>
        <Descriptions.Item label="复制自">{standard.copiedFromName ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="创建人">{standard.createdByName || '—'}</Descriptions.Item>
        <Descriptions.Item label="更新时间">{formatDateTime(standard.updatedAt)}</Descriptions.Item>
        <Descriptions.Item label="备注" span={2}>
          {standard.remark || '—'}
        </Descriptions.Item>
      </Descriptions>
      {GRADING_GROUPS.map((group) => {
        const items = standard.items.filter((i) => i.group === group);
        const scored = isScoredGroup(group);
        return (
          <div key={group} style={{ marginBottom: 16 }}>
            <Typography.Text strong>{GRADING_GROUP_LABELS[group]}</Typography.Text>
            <Table<Item>
              bordered
              size="small"
              rowKey="id"
              pagination={false}
              dataSource={items}
              locale={{ emptyText: `无${GRADING_GROUP_LABELS[group]}评审项` }}
              style={{ marginTop: 8 }}
              columns={[
                { title: '评审项', dataIndex: 'name', width: 220 },
                ...(scored ? [{ title: '分值', dataIndex: 'maxScore', width: 100, align: 'right' as const }] : []),
                { title: scored ? '评分说明' : '审查标准', dataIndex: 'description', render: (d: string) => d || '—' },
              ]}
            />
          </div>
        );
      })}
      <GradingTotal values={fromGradingDetail(standard)} />
    </div>
  );
}

const usageText = (row: Pick<GradingListRow, 'usedBy'>) =>
  row.usedBy > 0 ? `使用中（${row.usedBy}个项目）` : '未使用';
