import { useState } from "react";
import { formatDate, formatUsd } from "../../../contract/money";
import type { PickupQuoteDto, RentalDto } from "../../../contract/rentals";
import { ApiError } from "../../lib/api";
import { client } from "../../lib/browser-api";
import { call } from "../../lib/typed-api";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { Field } from "../ui/field";

const day = (d: string) => formatDate(`${d}T12:00:00Z`);
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

/**
 * Request pick-up: the customer picks a date (not before the minimum term ends), sees the final cycle and the
 * pick-up fee, then confirms. The quote is a read; the booking goes through the route's clientAction.
 */
export function PickupDialog({ rental, busy, error, onClose, onConfirm }: { rental: RentalDto; busy: boolean; error: string | null; onClose: () => void; onConfirm: (date: string) => void }) {
  const earliest = rental.minimumEndDate > tomorrow() ? rental.minimumEndDate : tomorrow();
  const [date, setDate] = useState(earliest);
  const [quote, setQuote] = useState<PickupQuoteDto | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  async function check() {
    setProblem(null);
    setQuote(null);
    try {
      setQuote((await call(client.user.rentals[":id"].pickup.$post({ param: { id: rental.id }, json: { date } }))).quote);
    } catch (err) {
      setProblem(err instanceof ApiError ? err.errors.date ?? err.message : "The pick-up could not be priced. Please try again.");
    }
  }
  return (
    <Dialog
      open
      onClose={onClose}
      title="Request pick-up"
      size="md"
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>Cancel</Button>
          {quote && quote.date === date ? (
            <Button onClick={() => onConfirm(date)} disabled={busy}>{busy ? "Booking..." : "Confirm pick-up"}</Button>
          ) : (
            <Button onClick={() => void check()} disabled={busy}>Show the cost</Button>
          )}
        </>
      }
    >
      <p className="text-sm text-slate-700">The minimum term runs until {day(rental.minimumEndDate)}. The cycle the pick-up falls in is the last one billed.</p>
      <Field className="mt-4" label="Pick-up date" type="date" min={earliest} value={date} onChange={(e) => { setDate(e.currentTarget.value); setQuote(null); }} error={problem ?? error ?? undefined} required />
      {quote && quote.date === date && (
        <dl className="mt-4 space-y-1 rounded-xl bg-slate-50 p-4 text-sm text-slate-700" data-testid="pickup-quote">
          <div className="flex justify-between gap-4"><dt>Final cycle ({day(quote.finalCycle.periodStart)} – {day(quote.finalCycle.periodEnd)})</dt><dd>{formatUsd(quote.finalCycle.amount)}{quote.finalCycle.alreadyBilled ? " (paid)" : ""}</dd></div>
          <div className="flex justify-between gap-4"><dt>Pick-up fee</dt><dd>{formatUsd(quote.pickupFee)}</dd></div>
          <div className="flex justify-between gap-4"><dt>Deposit refunded after pick-up</dt><dd>{formatUsd(quote.depositRefund)}</dd></div>
        </dl>
      )}
    </Dialog>
  );
}
