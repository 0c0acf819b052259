import type { AdminOrderDetail } from "../../../../../contract/admin-orders";
import { formatDate, formatUsd } from "../../../../../contract/money";
import { StatusPill } from "../../ui/status";
import { CreditNoteLink } from "./credit-note-link";

const MANUAL_WAYS: Record<string, string> = { bank_transfer: "bank transfer", check: "check", cash: "cash" };

/** The provider payments of the order, then its refunds when the API sends them. */
export function PaymentsList({ payments, refunds, paymentStatus }: Pick<AdminOrderDetail, "payments" | "refunds"> & { paymentStatus: string }) {
  return (
    <div className="space-y-3 text-sm">
      {payments.length === 0 && <p className="text-slate-600">No card payment received. Payment status: <StatusPill status={paymentStatus} /></p>}
      {payments.length > 0 && (
        <ul className="divide-y divide-slate-100">
          {payments.map((p) => (
            <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span>
                <span className="font-semibold text-slate-900">{formatUsd(p.amount)}</span> <span className="text-slate-600">{p.method === "card" ? `by card (${p.provider})` : `by ${MANUAL_WAYS[p.method] ?? p.method}, recorded by hand`} on {formatDate(p.createdAt)}</span>
                <span className="block font-mono text-xs break-all text-slate-500">{p.reference}</span>
              </span>
              <StatusPill status={p.status} />
            </li>
          ))}
        </ul>
      )}
      {refunds && refunds.length > 0 && (
        <div>
          <h3 className="font-semibold text-slate-900">Refunds</h3>
          <ul className="divide-y divide-slate-100">
            {refunds.map((r) => (
              <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span className="text-slate-600">{formatDate(r.createdAt)}{r.reason ? ` · ${r.reason}` : ""}</span>
                <span className="flex items-center gap-3">
                  {r.creditNoteNumber && <CreditNoteLink number={r.creditNoteNumber} />}
                  <span className="font-semibold text-slate-900">-{formatUsd(r.amount)}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
