import { QUOTE_STATUS_LABELS, type QuoteStatus } from "../../../../contract/quotes";

export const STATUS_COLORS: Record<QuoteStatus, string> = {
  new: "bg-orange-100 text-orange-800 ring-orange-200",
  contacted: "bg-sky-100 text-sky-800 ring-sky-200",
  quoted: "bg-violet-100 text-violet-800 ring-violet-200",
  won: "bg-green-100 text-green-800 ring-green-200",
  lost: "bg-slate-100 text-slate-700 ring-slate-200",
};

export function StatusBadge({ status }: { status: QuoteStatus }) {
  return <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${STATUS_COLORS[status]}`}>{QUOTE_STATUS_LABELS[status]}</span>;
}
