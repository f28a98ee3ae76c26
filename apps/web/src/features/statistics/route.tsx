import { lazyPage } from '../../shared/layout/lazyPage.tsx';

/** 统计分析, loaded when first opened (the page's chunk; ECharts is a chunk of its own below it). */
export const statisticsPage = lazyPage(() => import('./StatisticsPage.tsx').then((m) => m.StatisticsPage));
