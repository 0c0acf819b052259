import { formatDate, formatDateRange, formatUsd } from "../../../contract/money";
import type { RentalDto } from "../../../contract/rentals";
import { Button } from "../ui/button";
import { downloadAgreementPdf } from "./download-agreement";
import { RentalStatus } from "./rental-status";

export type RentalAction = "pickup" | "pay" | "card" | "buyout";

/** One agreement in the Rentals tab: status, next bill, terms, invoices and what the customer can do. */
export function RentalCard({ rental: r, busy, onAction }: { rental: RentalDto; busy: boolean; onAction: (a: RentalAction) => void }) {
  const running = r.status !== "ended";
  const row = "flex justify-between gap-4 py-1";
  return (
    <article className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" data-testid="rental-card" aria-labelledby={`rental-${r.id}`}>
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 id={`rental-${r.id}`} className="text-lg font-bold text-slate-900">{r.productName}{r.variant && !r.productName.includes(r.variant) ? ` (${r.variant})` : ""}</h3>
          <p className="text-sm text-slate-600">{r.depot ? `From ${r.depot.name}, ${r.depot.city}, ${r.depot.state}` : "Depot assigned at delivery"}</p>
        </div>
        <RentalStatus status={r.status} />
      </header>
      {r.status === "overdue" && <p role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">A monthly charge was declined. Pay it now or update your card to keep the rental.</p>}
      <dl className="mt-4 grid gap-x-8 text-sm text-slate-700 sm:grid-cols-2">
        <div className={row}><dt>Monthly</dt><dd className="font-semibold text-slate-900">{formatUsd(r.monthlyAmount)}</dd></div>
        <div className={row}><dt>Next bill</dt><dd className="font-semibold text-slate-900" data-testid="next-bill-date">{r.nextBillDate ? formatDate(`${r.nextBillDate}T12:00:00Z`) : "None"}</dd></div>
        <div className={row}><dt>Started (delivery)</dt><dd>{formatDate(`${r.startDate}T12:00:00Z`)}</dd></div>
        <div className={row}><dt>Minimum term until</dt><dd>{formatDate(`${r.minimumEndDate}T12:00:00Z`)}</dd></div>
        <div className={row}><dt>Deposit</dt><dd>{formatUsd(r.deposit)}</dd></div>
        <div className={row}><dt>Pick-up</dt><dd data-testid="pickup-date">{r.pickupDate ? formatDate(`${r.pickupDate}T12:00:00Z`) : `Fee ${formatUsd(r.pickupFee)}`}</dd></div>
        <div className={row}><dt>Card</dt><dd>{r.card?.last4 ? `${(r.card.brand ?? "card").toUpperCase()} •••• ${r.card.last4}` : "None on file"}</dd></div>
        {r.depositSettlement && (
          <div className={`${row} sm:col-span-2`} data-testid="deposit-settlement">
            <dt>Deposit back</dt>
            <dd>{formatUsd(r.depositSettlement.refund)}{r.depositSettlement.deduction > 0 ? ` (${formatUsd(r.depositSettlement.deduction)} kept: ${r.depositSettlement.reason})` : ""}</dd>
          </div>
        )}
        {r.buyoutPrice !== null && <div className={row}><dt>Buy it today</dt><dd className="font-semibold text-slate-900">{formatUsd(r.buyoutPrice)} <span className="font-normal text-slate-600">+ sales tax</span></dd></div>}
      </dl>
      {running && (
        <div className="mt-4 flex flex-wrap gap-2">
          {r.status === "overdue" && <Button size="sm" onClick={() => onAction("pay")} disabled={busy}>Pay now</Button>}
          {r.status !== "pickup_scheduled" && <Button size="sm" variant="secondary" onClick={() => onAction("pickup")} disabled={busy}>Request pick-up</Button>}
          <Button size="sm" variant="secondary" onClick={() => onAction("card")} disabled={busy}>Update card</Button>
          {r.buyoutPrice !== null && <Button size="sm" variant="secondary" onClick={() => onAction("buyout")} disabled={busy}>Buy this container</Button>}
        </div>
      )}
      <details className="mt-4 text-sm">
        <summary className="cursor-pointer font-medium text-slate-800">Invoices ({r.invoices.length})</summary>
        <ul className="mt-2 divide-y divide-slate-100">
          {r.invoices.map((i) => (
            <li key={i.id} className="flex flex-wrap justify-between gap-2 py-1.5">
              <span>{i.invoiceNumber} · {i.kind === "pickup" ? "Pick-up fee" : formatDateRange(i.periodStart, i.periodEnd)}</span>
              <span>{formatUsd(i.amount)} · {i.status}</span>
            </li>
          ))}
        </ul>
      </details>
      <button type="button" onClick={() => void downloadAgreementPdf(r.id)} className="mt-3 text-sm font-medium text-orange-700 underline">Rental agreement (PDF)</button>
    </article>
  );
}
