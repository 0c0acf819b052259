import { formatDate, formatUsd } from "../../../../contract/money";
import type { AdminRentalDto } from "../../../../contract/rentals";
import { RentalStatus } from "../../rentals/rental-status";
import { Button } from "../../ui/button";

export type AdminRentalAction = "retry" | "extend" | "end";
const day = (d: string | null) => (d ? formatDate(`${d}T12:00:00Z`) : "—");

/** One agreement on the admin Rentals screen: who, what, where, money owed and the three actions. */
export function AdminRentalRow({ rental: r, busy, onAction }: { rental: AdminRentalDto; busy: boolean; onAction: (a: AdminRentalAction) => void }) {
  // Ended but not settled yet: a picked-up unit to inspect, or a bought one whose deposit is still held.
  const open = r.status === "ended" && (!r.depositSettlement || (!r.collectedAt && r.endReason === "picked up"));
  return (
    <li className="p-4" data-testid="admin-rental">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="font-semibold text-slate-900">{r.productName}{r.variant && !r.productName.includes(r.variant) ? ` (${r.variant})` : ""}</p>
          <p className="text-sm text-slate-600">{r.customer.name} · {r.customer.email}</p>
        </div>
        <RentalStatus status={r.status} />
      </div>
      <dl className="mt-2 grid grid-cols-2 gap-x-6 gap-y-1 text-sm text-slate-700 sm:grid-cols-4">
        <div><dt className="text-xs text-slate-500">Monthly</dt><dd>{formatUsd(r.monthlyAmount)}</dd></div>
        <div><dt className="text-xs text-slate-500">Next bill</dt><dd>{day(r.nextBillDate)}</dd></div>
        <div><dt className="text-xs text-slate-500">Minimum until</dt><dd>{day(r.minimumEndDate)}</dd></div>
        <div><dt className="text-xs text-slate-500">Depot</dt><dd>{r.depot?.name ?? "—"}</dd></div>
        {r.overdueAmount > 0 && <div><dt className="text-xs text-slate-500">Overdue</dt><dd className="font-semibold text-red-700">{formatUsd(r.overdueAmount)}</dd></div>}
        {r.pickupDate && <div><dt className="text-xs text-slate-500">Pick-up</dt><dd>{day(r.pickupDate)}</dd></div>}
      </dl>
      {(r.depositSettlement || r.collectedAt) && (
        <p className="mt-2 text-sm text-slate-700" data-testid="rental-closeout">
          {r.collectedAt ? "Collected, back in stock. " : ""}
          {r.depositSettlement ? `Deposit: ${formatUsd(r.depositSettlement.refund)} refunded${r.depositSettlement.deduction > 0 ? `, ${formatUsd(r.depositSettlement.deduction)} kept (${r.depositSettlement.reason})` : ""}.` : ""}
        </p>
      )}
      {(r.status !== "ended" || open) && (
        <div className="mt-3 flex flex-wrap gap-2">
          {r.status === "overdue" && <Button size="sm" onClick={() => onAction("retry")} disabled={busy}>Retry charge</Button>}
          {r.status !== "ended" && <Button size="sm" variant="secondary" onClick={() => onAction("extend")} disabled={busy}>Extend</Button>}
          <Button size="sm" variant="secondary" onClick={() => onAction("end")} disabled={busy}>{r.status === "ended" ? "Close out" : "End"}</Button>
        </div>
      )}
    </li>
  );
}
