/**
 * ECharts with only what 统计分析 draws (bars, a tooltip, a legend, the canvas renderer): the tree-shaken core is a
 * fraction of the full build, and it is imported only by the chart component's effect, so neither the manage
 * area's first load nor the page's tables wait for it.
 */
import { BarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

echarts.use([BarChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export { echarts };
