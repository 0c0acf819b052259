import { useState } from "react";
import type { PaymentProviderName } from "../../../contract/checkout";
import type { SavedCardDto } from "../../../contract/saved-cards";
import { client } from "../../lib/browser-api";
import { call } from "../../lib/typed-api";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { SavedCardOffer } from "./saved-card-offer";

/** A hosted payment page the server just opened (a cart checkout's or an invoice's). */
export type HostedPage = { provider: PaymentProviderName; sessionId: string; url: string; invoiceId: string };
type Offer = { page: HostedPage; cards: SavedCardDto[] };

/**
 * Stripe's page is another site that cannot know the card a rental kept, so the offer comes before the redirect
 * (docs/decisions/082). The sandbox's own page offers it itself: it goes there at once, as does a customer with no
 * kept card, or when the cards cannot be read (paying with a new card is never blocked).
 */
async function keptCardsFor(page: HostedPage): Promise<SavedCardDto[]> {
  if (page.provider !== "stripe") return [];
  return call(client.user["saved-cards"].$get({ query: { provider: page.provider } })).catch(() => []);
}

/** `goToPayment(page)`: the dialog when a kept card can pay it (true), else the hosted page (false). */
export function useKeptCardStep() {
  const [offer, setOffer] = useState<Offer | null>(null);
  async function goToPayment(page: HostedPage): Promise<boolean> {
    const cards = await keptCardsFor(page);
    if (!cards.length) {
      // A full page load: the provider's hosted page is another site (or a standalone page).
      window.location.assign(page.url);
      return false;
    }
    setOffer({ page, cards });
    return true;
  }
  return { offer, goToPayment, close: () => setOffer(null) };
}

/** "Pay with Visa •••• 4242" or "Pay with a new card" (on to the hosted page); a decline is said inside. */
export function KeptCardDialog({ offer, onClose }: { offer: Offer | null; onClose: () => void }) {
  return (
    <Dialog open={offer !== null} onClose={onClose} title="How would you like to pay?" size="md">
      {offer && (
        <SavedCardOffer provider={offer.page.provider} sessionId={offer.page.sessionId} cards={offer.cards} divider="or">
          <Button variant="secondary" size="lg" className="w-full" onClick={() => window.location.assign(offer.page.url)}>
            Pay with a new card
          </Button>
        </SavedCardOffer>
      )}
    </Dialog>
  );
}
