import { useState } from "react";
import { formatUsd } from "../../../../contract/money";
import type { OfferPriceDto } from "../../../../contract/offers";
import { client } from "../../../lib/browser-api";
import { call } from "../../../lib/typed-api";
import { Button } from "../../ui/button";
import { errorText, fieldErrorsOf } from "../ui/errors";
import { type OfferDraft, toPayload } from "./offer-draft";
import { OfferWarnings } from "./offer-warnings";

/**
 * "Price it": the server prices the draft without saving (delivery from the rates for the ZIP, tax, total),
 * so the admin sees the figure the customer will be charged, and any net-30 credit warning, before sending. A changed
 * draft hides the old figure.
 */
export function OfferPricePreview({ draft, onErrors }: { draft: OfferDraft; onErrors: (errors: Record<string, string>) => void }) {
  // The figure belongs to the draft it was priced for: any edit makes a new draft object and hides it.
  const [result, setResult] = useState<{ draft: OfferDraft; priced: OfferPriceDto } | null>(null);
  const priced = result?.draft === draft ? result.priced : null;
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function price() {
    setBusy(true);
    setProblem(null);
    try {
      setResult({ draft, priced: await call(client.admin.offers.price.$post({ json: toPayload(draft) })) });
      onErrors({});
    } catch (err) {
      onErrors(fieldErrorsOf(err));
      setProblem(errorText(err, "The offer could not be priced."));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="rounded-md border border-gray-200 bg-gray-50 p-3 text-sm" aria-live="polite">
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" size="sm" onClick={() => void price()} disabled={busy}>{busy ? "Pricing..." : "Price it"}</Button>
        {priced && (
          <p data-testid="offer-price">
            Delivery <strong>{formatUsd(priced.delivery)}</strong> · Tax {formatUsd(priced.tax)} ({priced.taxRatePercent}% {priced.shipToState ?? "no state"}) · Total <strong>{formatUsd(priced.total)}</strong>
          </p>
        )}
        {problem && <p className="text-red-700">{problem}</p>}
      </div>
      {priced?.deliveryNote && <p className="mt-2 text-gray-600">{priced.deliveryNote}</p>}
      {priced && <OfferWarnings warnings={priced.warnings} className="mt-3" />}
    </div>
  );
}
