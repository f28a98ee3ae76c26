import { formatAmount } from '@swp/core/common/money';
import { Skeleton } from 'antd';
import { useEffect, useRef, useState } from 'react';
import type { ChartData } from './chartData.ts';
import { type ECharts, loadECharts } from './loadECharts.ts';

function option(data: ChartData) {
  const format = (v: number) => (data.money ? formatAmount(v) : String(v));
  return {
    tooltip: { trigger: 'axis', valueFormatter: (v: unknown) => format(Number(v)) },
    legend: { top: 0 },
    grid: { left: 8, right: 16, top: 36, bottom: 8, containLabel: true },
    xAxis: {
      type: 'category',
      data: data.categories,
      axisLabel: { interval: 0, hideOverlap: true, width: 96, overflow: 'truncate' },
    },
    yAxis: {
      type: 'value',
      minInterval: data.money ? undefined : 1,
      axisLabel: { formatter: (v: number) => (data.money && v >= 10_000 ? `${v / 10_000}万` : String(v)) },
    },
    series: data.series.map((s) => ({ type: 'bar', name: s.name, data: s.data, barMaxWidth: 32 })),
  };
}

/**
 * One bar chart. ECharts is loaded on the first chart's mount (its own chunk), drawn into a div sized by the
 * card, redrawn when the figures change, resized with the window and disposed on unmount.
 */
export function StatisticsChart({ data, height = 280 }: { data: ChartData; height?: number }) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<ECharts | null>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let disposed = false;
    const resize = () => chart.current?.resize();
    void loadECharts().then((echarts) => {
      if (disposed || !box.current) return;
      chart.current = echarts.init(box.current);
      window.addEventListener('resize', resize);
      setReady(true);
    });
    return () => {
      disposed = true;
      window.removeEventListener('resize', resize);
      chart.current?.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    if (ready) chart.current?.setOption(option(data), { notMerge: true });
  }, [ready, data]);

  return (
    <div style={{ position: 'relative', height }}>
      {!ready && <Skeleton active paragraph={{ rows: 5 }} style={{ position: 'absolute', inset: 0 }} />}
      <div ref={box} style={{ height }} data-testid="statistics-chart" />
    </div>
  );
}
