import { type FormEvent, useState } from "react";
import type { DeliveryQuote } from "../../../../contract/delivery";
import { Link } from "react-router";
import { Button } from "../../ui/button";
import { Field } from "../../ui/field";
import { quoteHref } from "../../leads/quote-link";
import type { QuoteState } from "./use-delivery-quote";

/**
 * "Deliver to ZIP": the visitor's ZIP, and what the quote says about it (depot and miles, or why not). The parent
 * keys it by the ZIP, so a ZIP found later (the default address) refills the box.
 */
/** Where it ships from; beyond a local truck's reach, also how (each method's own route is under its price). */
function readySentence(q: DeliveryQuote): string {
  const from = `Ships from our ${q.depot.city}, ${q.depot.state} depot, ${q.distanceMiles.toLocaleString("en-US")} road miles away`;
  return q.options.some((o) => o.route !== "local") ? `${from}: beyond a local truck's reach, so by long-haul or a transfer to a depot near you, whichever is cheaper.` : `${from}.`;
}

type Props = { zip: string; state: QuoteState; onZip: (zip: string) => void; quoteFor?: { productId: string; options: Record<string, string> } };

export function DeliveryZip({ zip, state, onZip, quoteFor }: Props) {
  const [text, setText] = useState(zip);
  // A typo is said by the quote's state (the hook checks the ZIP); a foreign postal code goes to the server, which
  // says we do not deliver there.
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onZip(text.trim());
  };
  return (
    <div>
      <form onSubmit={submit} className="flex items-end gap-2">
        <Field label="Deliver to ZIP code" id="delivery-zip" inputMode="numeric" autoComplete="postal-code" maxLength={10} className="w-40"
          error={state.status === "error" ? (state.zipError ?? undefined) : undefined} value={text} onChange={(e) => setText(e.target.value)} />
        <Button type="submit" variant="secondary">Update prices</Button>
      </form>
      <p className="mt-2 text-sm text-slate-600" aria-live="polite" data-testid="quote-status">
        {state.status === "none" && "Enter your ZIP for exact delivery prices and dates."}
        {state.status === "loading" && "Pricing delivery..."}
        {state.status === "ready" && readySentence(state.quote)}
        {state.status === "error" && !state.zipError && (
          <span className="text-red-800" data-code={state.code ?? undefined}>
            {state.message}{" "}
            {state.outOfArea && <Link to={quoteHref(quoteFor?.productId, { ...quoteFor?.options }, zip)} className="font-semibold underline">Request a quote</Link>}
          </span>
        )}
      </p>
    </div>
  );
}
