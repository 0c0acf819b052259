import { ScrollStrip } from "../../ui/scroll-strip";
import { QUOTE_STATUSES, QUOTE_STATUS_LABELS, type QuoteStatus } from "../../../../contract/quotes";
import { Button } from "../../ui/button";

type Props = { value: QuoteStatus | ""; counts: Record<QuoteStatus, number> | null; onChange: (status: QuoteStatus | "") => void };

/** All / New / Contacted / … with how many requests each holds (the search applied). */
export function StatusTabs({ value, counts, onChange }: Props) {
  const total = counts ? Object.values(counts).reduce((a, b) => a + b, 0) : null;
  const tabs: { key: QuoteStatus | ""; label: string; n: number | null }[] = [
    { key: "", label: "All", n: total },
    ...QUOTE_STATUSES.map((s) => ({ key: s, label: QUOTE_STATUS_LABELS[s], n: counts ? counts[s] : null })),
  ];
  return (
    <ScrollStrip role="group" label="Filter by status" className="-mx-1" innerClassName="gap-1 px-1 pb-1">
      {tabs.map((t) => {
        const active = t.key === value;
        return (
          <Button variant="bare"
            key={t.key || "all"}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(t.key)}
            className={`shrink-0 rounded-full px-3.5 py-1.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-600 ${active ? "bg-slate-900 text-white" : "bg-white text-slate-700 ring-1 ring-slate-200 hover:bg-slate-100"}`}
          >
            {t.label}
            {t.n !== null && <span className={`ml-1.5 text-xs ${active ? "text-slate-300" : "text-slate-500"}`}>{t.n}</span>}
          </Button>
        );
      })}
    </ScrollStrip>
  );
}
