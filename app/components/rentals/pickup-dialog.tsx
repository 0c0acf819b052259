import { useEffect, useState } from "react";
import { formatDate, formatUsd } from "../../../contract/money";
import type { PickupDatesDto, PickupQuoteDto, RentalDto } from "../../../contract/rentals";
import { ApiError } from "../../lib/api";
import { client } from "../../lib/browser-api";
import { call } from "../../lib/typed-api";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { Field, SelectField } from "../ui/field";
import { Spinner } from "../ui/spinner";
import { formatUtcDate } from "../../../contract/en-us-format";

const day = (d: string) => formatDate(`${d}T12:00:00Z`);
const weekday = (d: string) => formatUtcDate(new Date(`${d}T12:00:00Z`), "weekdayShort");

/**
 * Request pick-up: the customer picks one of the depot's open days (from the end of the minimum term, as the
 * server offers them), sees the final cycle, the pick-up fee and the deposit, then confirms. Choosing a day
 * asks the server for its cost; the booking goes through the route's clientAction.
 */
export function PickupDialog({ rental, busy, error, onClose, onConfirm }: { rental: RentalDto; busy: boolean; error: string | null; onClose: () => void; onConfirm: (date: string) => void }) {
  const [offer, setOffer] = useState<PickupDatesDto | null>(null);
  const [date, setDate] = useState("");
  const [quote, setQuote] = useState<PickupQuoteDto | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [pricing, setPricing] = useState(false);
  useEffect(() => {
    let live = true;
    call(client.user.rentals[":id"]["pickup-dates"].$get({ param: { id: rental.id } })).then(
      (o) => {
        if (!live) return;
        setOffer(o);
        const first = o.dates ? o.dates[0] : o.earliestDate;
        if (first) void choose(first);
      },
      () => live && setProblem("The pick-up days could not be loaded. Please try again."),
    );
    return () => {
      live = false;
    };
    // Loaded once per dialog: the rental does not change while it is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rental.id]);

  async function choose(next: string) {
    setDate(next);
    setProblem(null);
    setQuote(null);
    if (!next) return;
    setPricing(true);
    try {
      setQuote((await call(client.user.rentals[":id"].pickup.$post({ param: { id: rental.id }, json: { date: next } }))).quote);
    } catch (err) {
      setProblem(err instanceof ApiError ? (err.errors.date ?? err.message) : "The pick-up could not be priced. Please try again.");
    } finally {
      setPricing(false);
    }
  }

  const ready = quote !== null && quote.date === date;
  return (
    <Dialog
      open
      onClose={onClose}
      title="Request pick-up"
      size="md"
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>Cancel</Button>
          <Button onClick={() => onConfirm(date)} disabled={busy || !ready}>{busy ? "Booking..." : "Confirm pick-up"}</Button>
        </>
      }
    >
      <p className="text-sm text-slate-700">
        The minimum term runs until {day(rental.minimumEndDate)}. We collect on the days our {rental.depot ? `${rental.depot.city} ` : ""}depot has a truck free; the cycle the pick-up falls in is the last one billed.
      </p>
      {!offer && !problem && <Spinner label="Loading pick-up days..." className="mt-4" />}
      {offer?.dates && (
        <SelectField className="mt-4" label="Pick-up date" id="pickup-date" value={date} disabled={busy} onChange={(e) => void choose(e.currentTarget.value)} error={problem ?? error ?? undefined}
          hint={offer.dates.length ? undefined : "No open day in the next weeks: call us to arrange one."}>
          <option value="">Choose a day</option>
          {offer.dates.map((d) => <option key={d} value={d}>{weekday(d)}</option>)}
        </SelectField>
      )}
      {offer && !offer.dates && (
        <Field className="mt-4" label="Pick-up date" type="date" min={offer.earliestDate} value={date} onChange={(e) => void choose(e.currentTarget.value)} error={problem ?? error ?? undefined} required />
      )}
      {!offer && problem && <p role="alert" className="mt-4 text-sm text-red-700">{problem}</p>}
      {pricing && <Spinner label="Pricing the pick-up..." className="mt-4" />}
      {ready && (
        <dl className="mt-4 space-y-1 rounded-xl bg-slate-50 p-4 text-sm text-slate-700" data-testid="pickup-quote">
          <div className="flex justify-between gap-4"><dt>Final cycle ({day(quote.finalCycle.periodStart)} – {day(quote.finalCycle.periodEnd)})</dt><dd>{formatUsd(quote.finalCycle.amount)}{quote.finalCycle.alreadyBilled ? " (paid)" : ""}</dd></div>
          <div className="flex justify-between gap-4"><dt>Pick-up fee, charged on the day</dt><dd>{formatUsd(quote.pickupFee)}</dd></div>
          <div className="flex justify-between gap-4"><dt>Deposit refunded after we inspect the unit</dt><dd>{formatUsd(quote.depositRefund)}</dd></div>
        </dl>
      )}
    </Dialog>
  );
}
