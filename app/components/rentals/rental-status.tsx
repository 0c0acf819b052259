import type { RentalStatusValue } from "../../../contract/rentals";

const LABELS: Record<RentalStatusValue, [string, string]> = {
  scheduled: ["Scheduled", "bg-sky-100 text-sky-800"],
  active: ["Active", "bg-green-100 text-green-800"],
  overdue: ["Overdue", "bg-red-100 text-red-800"],
  pickup_scheduled: ["Pick-up scheduled", "bg-amber-100 text-amber-900"],
  ended: ["Ended", "bg-slate-100 text-slate-700"],
};

export function RentalStatus({ status }: { status: RentalStatusValue }) {
  const [label, tone] = LABELS[status];
  return <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${tone}`} data-testid="rental-status">{label}</span>;
}
