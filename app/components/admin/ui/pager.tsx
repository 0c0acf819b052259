/** Numbers to show around the current page: first, last, neighbours, with gaps as null. */
export function pageWindow(current: number, total: number): (number | null)[] {
  const pages = new Set([1, total, current - 1, current, current + 1].filter((p) => p >= 1 && p <= total));
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1] > 1) out.push(null);
    out.push(p);
  });
  return out;
}

const btn =
  "min-w-9 rounded-lg border px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-600 disabled:cursor-not-allowed disabled:opacity-40";

/** Previous / numbered pages / Next, with "Page X of Y" for screen readers and narrow screens. */
export function Pager({ page, totalPages, onPage, label = "Pages" }: { page: number; totalPages: number; onPage: (page: number) => void; label?: string }) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3 pt-4">
      <p className="text-sm text-slate-600">Page {page} of {totalPages}</p>
      <div className="flex flex-wrap items-center gap-1.5">
        <button type="button" className={`${btn} border-slate-300 bg-white text-slate-700 hover:bg-slate-50`} disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </button>
        {pageWindow(page, totalPages).map((p, i) =>
          p === null ? (
            <span key={`gap-${i}`} className="hidden px-1 text-slate-400 sm:inline">…</span>
          ) : (
            <button
              key={p}
              type="button"
              aria-current={p === page ? "page" : undefined}
              onClick={() => onPage(p)}
              className={`${btn} hidden sm:inline-block ${p === page ? "border-orange-600 bg-orange-600 text-white" : "border-slate-300 bg-white text-slate-700 hover:bg-slate-50"}`}
            >
              {p}
            </button>
          ),
        )}
        <button type="button" className={`${btn} border-slate-300 bg-white text-slate-700 hover:bg-slate-50`} disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
          Next
        </button>
      </div>
    </nav>
  );
}
