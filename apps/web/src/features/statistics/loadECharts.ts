/** ECharts, fetched as its own chunk on the first chart's mount (a seam the page test replaces: jsdom has no canvas). */
export const loadECharts = () => import('./echarts-setup.ts').then((m) => m.echarts);
export type ECharts = ReturnType<Awaited<ReturnType<typeof loadECharts>>['init']>;
