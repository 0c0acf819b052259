import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { Button } from "../../ui/button";
import { Field } from "../../ui/field";
import type { QuoteState } from "./use-delivery-quote";

/**
 * "Deliver to ZIP": the visitor's ZIP, and what the quote says about it (depot and miles, or why not). The parent
 * keys it by the ZIP, so a ZIP found later (the default address) refills the box.
 */
export function DeliveryZip({ zip, state, onZip }: { zip: string; state: QuoteState; onZip: (zip: string) => void }) {
  const [text, setText] = useState(zip);
  const [error, setError] = useState<string | undefined>();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const typed = text.trim();
    setError(/^\d{5}$/.test(typed) ? undefined : "Enter a 5-digit ZIP code");
    onZip(typed);
  };
  return (
    <div>
      <form onSubmit={submit} className="flex items-end gap-2">
        <Field label="Deliver to ZIP code" id="delivery-zip" inputMode="numeric" autoComplete="postal-code" maxLength={5} className="w-40" error={error} value={text} onChange={(e) => setText(e.target.value)} />
        <Button type="submit" variant="secondary">Update prices</Button>
      </form>
      <p className="mt-2 text-sm text-slate-600" aria-live="polite" data-testid="quote-status">
        {state.status === "none" && "Enter your ZIP for exact delivery prices and dates."}
        {state.status === "loading" && "Pricing delivery..."}
        {state.status === "ready" && `Ships from our ${state.quote.depot.city}, ${state.quote.depot.state} depot, ${state.quote.distanceMiles} road miles away.`}
        {state.status === "error" && (
          <span className="text-red-800">
            {state.message} {state.outOfArea && <Link to="/contact" className="font-semibold underline">Request a quote</Link>}
          </span>
        )}
      </p>
    </div>
  );
}
