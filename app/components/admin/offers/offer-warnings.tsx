import type { OfferWarning } from "../../../../contract/offers";
import { Alert } from "../../ui/alert";

/** The server's warnings about a draft (a net-30 customer's credit limit): read before the offer is sent. */
export function OfferWarnings({ warnings, className = "" }: { warnings: OfferWarning[]; className?: string }) {
  if (!warnings.length) return null;
  return (
    <Alert tone="warning" title="Before you send" className={className}>
      <ul className="space-y-1" data-testid="offer-warnings">
        {warnings.map((w) => <li key={w.code} data-code={w.code}>{w.message}</li>)}
      </ul>
    </Alert>
  );
}
