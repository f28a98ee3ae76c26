import { formatAmount } from '@swp/core/common/money';
import type { StatisticsOverview } from '@swp/core/statistics/responses';
import { STATISTICS_TABLE_NAMES, statisticsTable } from '@swp/core/statistics/tables';
import { Card, Col, DatePicker, Empty, Flex, Row, Spin, Statistic, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { PageTitle } from '../../shared/components/PageTitle.tsx';
import { exportStatisticsTable, type StatisticsRange, useStatistics } from './api.ts';
import { StatisticsSection } from './StatisticsSection.tsx';

const DAY = 'YYYY-MM-DD';

/** This calendar year, the default the server also takes. */
export const thisYear = (now = dayjs()): StatisticsRange => ({
  from: now.startOf('year').format(DAY),
  to: now.endOf('year').format(DAY),
});

const orDash = (v: string | null, suffix = '') => (v === null ? '—' : `${v}${suffix}`);

/** The headline cards; a rate with nothing to divide reads —. */
function summaryCards(s: StatisticsOverview['summary']) {
  return [
    { key: 'projects', title: '立项数', value: String(s.projects) },
    { key: 'budget', title: '预算金额（元）', value: formatAmount(s.budget) },
    { key: 'awarded', title: '中标项目数', value: String(s.awarded) },
    { key: 'awardAmount', title: '中标金额（元）', value: formatAmount(s.awardAmount) },
    { key: 'savingsRate', title: '节资率', value: orDash(s.savingsRate, '%') },
    { key: 'failureRate', title: `流标率（流标 ${s.failed} 个）`, value: orDash(s.failureRate, '%') },
    { key: 'avgBidders', title: '平均投标人数', value: orDash(s.avgBidders) },
    { key: 'avgDaysToAward', title: '公告至中标平均天数', value: orDash(s.avgDaysToAward) },
  ];
}

/**
 * /manage/layout/analysis — 统计分析 (system:analysis, docs/product.md): the range (default this year), the headline
 * figures, and each table with its chart and 导出Excel. Errors come through the HTTP client's message.
 */
export function StatisticsPage() {
  const [range, setRange] = useState<StatisticsRange>(() => thisYear());
  const overview = useStatistics(range);
  const data = overview.data;

  const pick = (dates: [Dayjs | null, Dayjs | null] | null) => {
    const [from, to] = dates ?? [];
    setRange(from && to ? { from: from.format(DAY), to: to.format(DAY) } : thisYear());
  };

  return (
    <Card variant="borderless" data-testid="page">
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <PageTitle style={{ margin: 0 }}>统计分析</PageTitle>
        <DatePicker.RangePicker
          value={[dayjs(range.from), dayjs(range.to)]}
          onChange={pick}
          allowClear={false}
          data-testid="statistics-range"
        />
      </Flex>
      {!data ? (
        overview.isLoading ? (
          <Flex justify="center" style={{ padding: 48 }}>
            <Spin />
          </Flex>
        ) : (
          <Empty description="统计数据加载失败" />
        )
      ) : (
        <Flex vertical gap={16}>
          <Row gutter={[12, 12]}>
            {summaryCards(data.summary).map((c) => (
              <Col key={c.key} xs={12} md={6}>
                <Card size="small" data-testid={`statistics-summary-${c.key}`}>
                  <Statistic title={c.title} value={c.value} />
                </Card>
              </Col>
            ))}
          </Row>
          <Typography.Text type="secondary">
            节资率按有预算的中标项目计算：（预算 − 中标金额）÷ 预算；流标率 = 流标 ÷（流标 +
            中标）。立项按创建日期、中标按中标公告发布日期计入期间。
          </Typography.Text>
          <Row gutter={[16, 16]}>
            {STATISTICS_TABLE_NAMES.map((name) => {
              const table = statisticsTable(data, name);
              return (
                <Col key={name} xs={24} xl={12}>
                  <StatisticsSection
                    table={table}
                    loading={overview.isFetching}
                    onExport={() => exportStatisticsTable(range, name, table.title)}
                  />
                </Col>
              );
            })}
          </Row>
        </Flex>
      )}
    </Card>
  );
}
