import * as echarts from "echarts";

export const CHART_WIDTH = 640;
export const CHART_HEIGHT = 320;

/** A series of a report's chart: which row figure, drawn how, on which axis (0: left, 1: right). */
export type ChartSeries = { name: string; key: string; type: "bar" | "line"; dollars?: boolean; percent?: boolean; axis?: 0 | 1 };

const BRAND = ["#ea580c", "#0f766e", "#475569"];

/**
 * The echarts option for a report's rows (ADR 087). Plain data only (no functions), so the same object goes to the
 * browser in the answer and the browser's echarts draws exactly what the server drew. Cents are shown as dollars.
 */
export function chartOption(rows: Record<string, unknown>[], series: ChartSeries[]): Record<string, unknown> {
  const value = (s: ChartSeries, v: unknown) => (s.dollars ? Number(v) / 100 : s.percent ? Number(v) / 100 : Number(v));
  const twoAxes = series.some((s) => s.axis === 1);
  const axis = (s: ChartSeries | undefined) => ({ type: "value", axisLabel: { formatter: s?.dollars ? "${value}" : s?.percent ? "{value} %" : "{value}" }, splitLine: { lineStyle: { color: "#e2e8f0" } } });
  return {
    animation: false,
    color: BRAND,
    textStyle: { fontFamily: "system-ui, sans-serif" },
    grid: { left: 8, right: 8, top: 40, bottom: 8, containLabel: true },
    legend: { top: 0, data: series.map((s) => s.name) },
    tooltip: { trigger: "axis" },
    xAxis: { type: "category", data: rows.map((r) => String(r.label)), axisLabel: { hideOverlap: true } },
    yAxis: twoAxes ? [axis(series.find((s) => !s.axis)), axis(series.find((s) => s.axis === 1))] : axis(series[0]),
    series: series.map((s) => ({ name: s.name, type: s.type, yAxisIndex: s.axis ?? 0, data: rows.map((r) => value(s, r[s.key])), ...(s.type === "bar" ? { barMaxWidth: 36 } : { symbolSize: 6 }) })),
  };
}

/** The chart as an SVG string, drawn by echarts on the server, so the page shows it before any chart code loads. */
export function renderChartSvg(option: Record<string, unknown>): string {
  const chart = echarts.init(null, null, { renderer: "svg", ssr: true, width: CHART_WIDTH, height: CHART_HEIGHT });
  try {
    chart.setOption(option);
    return chart.renderToSVGString();
  } finally {
    chart.dispose();
  }
}
