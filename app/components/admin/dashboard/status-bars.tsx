import { BAR_TONES } from "../ui/status";

/** One bar per status with its count and share of the total; an empty shop shows zero-width bars and 0%. */
export function StatusBars({ title, counts, emptyText }: { title: string; counts: Record<string, number>; emptyText: string }) {
  const entries = Object.entries(counts);
  const total = entries.reduce((sum, [, n]) => sum + n, 0);
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" aria-label={title}>
      <div className="flex items-baseline justify-between gap-3">
        <h2 className="text-lg font-bold text-slate-900">{title}</h2>
        <p className="text-sm text-slate-500">{total.toLocaleString("en-US")} total</p>
      </div>
      {total === 0 && <p className="mt-2 text-sm text-slate-500">{emptyText}</p>}
      <ul className="mt-4 space-y-3">
        {entries.map(([status, n]) => {
          const share = total ? Math.round((n / total) * 1000) / 10 : 0;
          return (
            <li key={status}>
              <div className="flex justify-between text-sm">
                <span className="font-medium text-slate-700 capitalize">{status}</span>
                <span className="text-slate-600">
                  {n.toLocaleString("en-US")} <span className="text-slate-400">({share}%)</span>
                </span>
              </div>
              <div className="mt-1 h-2.5 overflow-hidden rounded-full bg-slate-100" role="presentation">
                <div className={`h-full rounded-full ${BAR_TONES[status] ?? "bg-slate-400"}`} style={{ width: `${share}%` }} />
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
