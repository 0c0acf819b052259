import { useEffect, useRef, useState } from "react";
import type { ReportDto } from "../../../../contract/reports";

/**
 * A report's chart (ADR 087): first the SVG echarts drew on the server (shown as soon as the answer arrives, scaled
 * to the width), then echarts, loaded on demand, takes the same option over at the real width, with tooltips. The
 * chart is decoration for sighted readers: the table beside it holds the same figures, so the chart is hidden from
 * screen readers.
 */
export function ReportChart({ chart, label }: { chart: ReportDto["chart"]; label: string }) {
  const live = useRef<HTMLDivElement>(null);
  const [takenOver, setTakenOver] = useState(false);
  useEffect(() => {
    let cleanUp: (() => void) | undefined;
    let gone = false;
    void import("./echarts-client").then(({ mountChart }) => {
      if (gone || !live.current) return;
      cleanUp = mountChart(live.current, chart.option);
      setTakenOver(true);
    }).catch(() => {
      // No chart code (offline, blocked): the server's picture stays, which is the same chart.
    });
    return () => {
      gone = true;
      cleanUp?.();
    };
  }, [chart.option]);
  return (
    <div aria-hidden="true" data-testid="report-chart" data-chart={label} data-live={takenOver ? "true" : "false"} className="relative h-64 w-full sm:h-80">
      {!takenOver && <div className="absolute inset-0 [&>svg]:h-full [&>svg]:w-full" dangerouslySetInnerHTML={{ __html: chart.svg }} />}
      <div ref={live} className="absolute inset-0" />
    </div>
  );
}
