import type { Row } from "./measure.ts";

/** The rows the issue #22 targets are read from, all measured in the same run as the ceiling. */
export type TargetInputs = {
  ceiling: number;
  ping: Row;
  cachedList: Row;
  cachedPage: Row;
  uncachedPages: Row;
  listPaced: Row;
  pagePaced: Row;
  residentMb: number | null;
};

type Target = { value: number | null; target: string; met: boolean };

export function targets(t: TargetInputs): Record<string, Target> {
  const ratio = (row: Row, min: number): Target => {
    const value = Number((row.reqPerSec / t.ceiling).toFixed(2));
    return { value, target: `>= ${min * 100} % of ceiling`, met: value >= min };
  };
  // A failed request is a failed target, however fast the others were.
  const clean = (row: Row) => row.errors + row.non2xx === 0;
  return {
    pingVsCeiling: ratio(t.ping, 0.6),
    cachedListVsCeiling: ratio(t.cachedList, 0.5),
    cachedPageVsCeiling: ratio(t.cachedPage, 0.4),
    uncachedPagesReqPerSec: { value: t.uncachedPages.reqPerSec, target: ">= 500 req/s", met: t.uncachedPages.reqPerSec >= 500 && clean(t.uncachedPages) },
    listP99Paced: { value: t.listPaced.p99, target: `<= 20 ms at ${t.listPaced.mode}`, met: t.listPaced.p99 <= 20 && clean(t.listPaced) },
    pageP99Paced: { value: t.pagePaced.p99, target: `<= 50 ms at ${t.pagePaced.mode}`, met: t.pagePaced.p99 <= 50 && clean(t.pagePaced) },
    serverResidentMb: { value: t.residentMb, target: "<= 400 MB at the end", met: t.residentMb !== null && t.residentMb <= 400 },
  };
}

/**
 * "of ceiling" compares req/s; "CPU of ceiling" compares the CPU time each request cost the server, which
 * holds still when other work on the machine takes cores away (the ceiling's CPU per request ÷ ours).
 */
export function printTable(rows: Row[], ceiling: number, ceilingCpuUs: number) {
  console.table(
    rows.map((r) => ({
      route: r.name,
      mode: r.mode,
      "req/s": r.reqPerSec,
      "of ceiling": r.mode === "max" ? `${Math.round((r.reqPerSec / ceiling) * 100)} %` : "",
      "CPU µs/req": r.cpuUs ?? "",
      "CPU of ceiling": r.cpuUs && ceilingCpuUs ? `${Math.round((ceilingCpuUs / r.cpuUs) * 100)} %` : "",
      "p50 ms": r.p50,
      "p99 ms": r.p99,
      errors: r.errors + r.non2xx,
    })),
  );
}

export function printTargets(result: Record<string, Target>) {
  for (const [name, t] of Object.entries(result)) console.log(`${t.met ? "MET    " : "NOT MET"}  ${name}: ${t.value ?? "n/a"} (${t.target})`);
  const met = Object.values(result).filter((t) => t.met).length;
  console.log(`${met} of ${Object.keys(result).length} targets met`);
}
