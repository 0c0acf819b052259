// Loaded only by the Reports page, through import() (report-chart.tsx): the admin's other pages never fetch echarts.
// Only the parts the report charts use are registered, which keeps the chunk small.
import { BarChart, LineChart } from "echarts/charts";
import { GridComponent, LegendComponent, TooltipComponent } from "echarts/components";
import * as echarts from "echarts/core";
import { SVGRenderer } from "echarts/renderers";

echarts.use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

/** Draws the server's option in `el` at its real width and keeps it fitted; returns the clean-up. */
export function mountChart(el: HTMLElement, option: Record<string, unknown>): () => void {
  const chart = echarts.init(el, null, { renderer: "svg" });
  chart.setOption(option);
  const resize = new ResizeObserver(() => chart.resize());
  resize.observe(el);
  return () => {
    resize.disconnect();
    chart.dispose();
  };
}
