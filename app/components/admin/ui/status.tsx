const TONES: Record<string, string> = {
  paid: "bg-green-100 text-green-800",
  delivered: "bg-green-100 text-green-800",
  confirmed: "bg-green-100 text-green-800",
  pending: "bg-amber-100 text-amber-800",
  draft: "bg-slate-200 text-slate-800",
  processing: "bg-sky-100 text-sky-800",
  sent: "bg-sky-100 text-sky-800",
  shipped: "bg-indigo-100 text-indigo-800",
  overdue: "bg-red-100 text-red-800",
  failed: "bg-red-100 text-red-800",
  cancelled: "bg-red-100 text-red-800",
  refunded: "bg-slate-200 text-slate-800",
};

/** Bar colours of the dashboard status panels, same families as the badges. */
export const BAR_TONES: Record<string, string> = {
  paid: "bg-green-500",
  delivered: "bg-green-500",
  confirmed: "bg-emerald-500",
  pending: "bg-amber-500",
  draft: "bg-slate-400",
  processing: "bg-sky-500",
  sent: "bg-sky-500",
  shipped: "bg-indigo-500",
  overdue: "bg-red-500",
  cancelled: "bg-rose-400",
};

export const statusTone = (status: string) => TONES[status.toLowerCase()] ?? "bg-slate-100 text-slate-700";

/** A coloured pill for order, payment and invoice statuses, words not codes ("partially refunded"); anything unknown is neutral. */
export function StatusPill({ status }: { status: string }) {
  return <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize ${statusTone(status)}`}>{status.replace(/_/g, " ")}</span>;
}
