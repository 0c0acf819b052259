import { rentalBreakdownRows } from "../../../contract/rental-breakdown-rows";
import type { RentalBreakdown as Breakdown } from "../../../contract/rentals";

type Props = {
  breakdown: Breakdown;
  /** What a row not priced yet says ("Enter your ZIP below"). */
  hints?: { delivery?: string; tax?: string };
  className?: string;
};

/**
 * A rental's "due today / then monthly" as the server worked it out (ADR 076): the product page, the cart and the
 * order pages render the API's breakdown through this one component and the rows of contract/rental-breakdown-rows,
 * so the figures and their words are the same everywhere. Each value has the test id `rental-<row>`.
 */
export function RentalBreakdown({ breakdown, hints, className = "" }: Props) {
  return (
    <dl className={`space-y-1 text-sm text-slate-700 ${className}`} data-testid="rental-breakdown">
      {rentalBreakdownRows(breakdown, hints).map((r) => (
        <div key={r.key} className={`flex justify-between gap-4 ${r.total ? "font-bold text-slate-900" : ""} ${r.key === "due-today" ? "mt-1 border-t border-orange-200 pt-2" : ""}`}>
          <dt>{r.label}</dt>
          <dd className="text-right" data-testid={`rental-${r.key}`}>{r.value}</dd>
        </div>
      ))}
    </dl>
  );
}
