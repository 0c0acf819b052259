import { useEffect, useState } from "react";
import type { PaymentProviderName } from "../../../contract/checkout";
import { type SavedCardDto, savedCardLabel } from "../../../contract/saved-cards";
import { client } from "../../lib/browser-api";
import { getStoredToken } from "../../lib/session";
import { call } from "../../lib/typed-api";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";

/** The customer's cards the provider keeps, read in the browser (the token lives there); none when signed out. */
export function useSavedCards(provider: PaymentProviderName): SavedCardDto[] {
  const [cards, setCards] = useState<SavedCardDto[]>([]);
  useEffect(() => {
    if (!getStoredToken()) return;
    call(client.user["saved-cards"].$get({ query: { provider } })).then(setCards, () => setCards([]));
  }, [provider]);
  return cards;
}

/**
 * "Pay with Visa •••• 4242" beside paying with a new card (docs/decisions/082): the server charges the kept card
 * for the page's amount and fulfils the order as a new card would; a decline is said here and `children` (the
 * new-card way) stays open.
 */
export function SavedCardOffer({ provider, sessionId, cards, children, divider = "or pay with a new card" }: { provider: PaymentProviderName; sessionId: string; cards: SavedCardDto[]; children?: React.ReactNode; divider?: string }) {
  const [paying, setPaying] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  if (!cards.length) return <>{children}</>;

  async function pay(card: SavedCardDto) {
    setPaying(card.id);
    setMessage(null);
    try {
      const { redirectUrl } = await call(client.user.checkout[":provider"]["saved-card"].$post({ param: { provider }, json: { sessionId, cardId: card.id } }));
      window.location.assign(redirectUrl);
    } catch (err) {
      setPaying(null);
      setMessage(err instanceof Error && err.message ? err.message : "Something went wrong. Please try again.");
    }
  }

  return (
    <div className="space-y-5">
      <section aria-labelledby="saved-cards-title" className="space-y-3">
        <h2 id="saved-cards-title" className="text-lg font-semibold text-slate-900">Your saved card</h2>
        {cards.map((card) => (
          <Button key={card.id} variant="dark" size="lg" className="w-full" disabled={paying !== null} onClick={() => pay(card)}>
            {paying === card.id ? "Processing..." : `Pay with ${savedCardLabel(card)}`}
          </Button>
        ))}
        {message && <Alert tone="error">{message}</Alert>}
      </section>
      {children && (
        <>
          <div className="flex items-center gap-3 text-sm text-slate-500" aria-hidden="true">
            <span className="h-px flex-1 bg-slate-200" />{divider}<span className="h-px flex-1 bg-slate-200" />
          </div>
          {children}
        </>
      )}
    </div>
  );
}
