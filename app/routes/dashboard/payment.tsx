import { useState } from "react";
import { useFetcher } from "react-router";
import type { PaymentMethodDto, PaymentMethodInput } from "../../../contract/payment-methods";
import { type SavedCardDto, savedCardLabel } from "../../../contract/saved-cards";
import { DashIcon } from "../../components/dashboard/layout/dashboard-icons";
import { EmptyState, Panel } from "../../components/dashboard/panel";
import { CardForm } from "../../components/dashboard/payment/card-form";
import { CARD_LABELS } from "../../components/dashboard/payment/card-rules";
import { KeptCard } from "../../components/dashboard/payment/kept-card";
import { SavedCard } from "../../components/dashboard/payment/saved-card";
import { TabError } from "../../components/dashboard/tab-error";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { client } from "../../lib/browser-api";
import { type ActionResult, actionInput, attempt, load, submitJson, useOnSuccess } from "../../lib/route-action";
import { call } from "../../lib/typed-api";
import type { Route } from "./+types/payment";

type Intent = { intent: "add"; id: null; body: PaymentMethodInput } | { intent: "default"; id: string } | { intent: "delete"; id: string } | { intent: "forget"; id: string };
/** The card the dialog asks about: one kept on this list, or one a payment provider keeps (ADR 082). */
type ToRemove = { kind: "own"; card: PaymentMethodDto } | { kind: "kept"; card: SavedCardDto };

const methods = client.user["payment-methods"];

/** Every stored card in one place: the cards kept here and the ones a payment provider keeps (a rental's). */
export const clientLoader = async () => {
  const [cards, kept] = await Promise.all([load(methods.$get()), load(client.user["saved-cards"].$get({ query: {} }))]);
  return { cards, kept };
};

export async function clientAction({ request }: Route.ClientActionArgs): Promise<ActionResult> {
  const input = await actionInput<Intent>(request);
  if (input.intent === "add") return attempt(() => call(methods.$post({ json: input.body })), "Payment method added.", "The card could not be saved.");
  const param = { id: input.id };
  if (input.intent === "forget") return attempt(() => call(client.user["saved-cards"][":id"].$delete({ param })), "Card removed.");
  if (input.intent === "default") return attempt(() => call(methods[":id"].default.$patch({ param })), "Default payment method updated.");
  return attempt(() => call(methods[":id"].$delete({ param })), "Payment method removed.");
}

/** Saved cards, kept on the server (brand, last four, expiry, billing address only). */
export default function PaymentTab({ loaderData: { cards, kept } }: Route.ComponentProps) {
  const fetcher = useFetcher<typeof clientAction>();
  const [adding, setAdding] = useState(false);
  const [toRemove, setToRemove] = useState<ToRemove | null>(null);
  const send = (input: Intent) => fetcher.submit(input, submitJson);
  const pending = fetcher.state !== "idle" ? (fetcher.json as Intent | undefined) : undefined;
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  useOnSuccess(result, () => setAdding(false));
  const failed = result && !result.ok ? result : null;

  return (
    <Panel
      title="Payment methods"
      description="Cards you have saved for faster checkout."
      actions={!adding && <Button onClick={() => setAdding(true)}><DashIcon name="plus" className="size-4" />Add card</Button>}
    >
      {result && (!adding || result.ok) && <Alert tone={result.ok ? "success" : "error"} className="mb-4">{result.text}</Alert>}
      {adding && (
        <div className="mb-6">
          <CardForm serverErrors={failed?.errors ?? {}} message={failed?.text ?? null} saving={pending?.intent === "add"} onCancel={() => setAdding(false)} onSave={(body) => send({ intent: "add", id: null, body })} />
        </div>
      )}
      {cards.length + kept.length === 0 ? (
        !adding && (
          <EmptyState icon={<DashIcon name="card" className="size-6" />} title="No saved cards">
            <p>Save a card to see it here.</p>
          </EmptyState>
        )
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {kept.map((card) => (
            <KeptCard key={card.id} card={card} busy={pending?.id === card.id} onDelete={() => setToRemove({ kind: "kept", card })} />
          ))}
          {cards.map((card) => (
            <SavedCard key={card.id} card={card} busy={pending?.id === card.id} onDefault={() => send({ intent: "default", id: card.id })} onDelete={() => setToRemove({ kind: "own", card })} />
          ))}
        </div>
      )}
      <Dialog
        open={toRemove !== null}
        onClose={() => setToRemove(null)}
        title="Remove this card?"
        tone="warning"
        actions={
          <>
            <Button variant="ghost" onClick={() => setToRemove(null)}>Keep it</Button>
            <Button
              variant="danger"
              onClick={() => {
                if (toRemove) send({ intent: toRemove.kind === "own" ? "delete" : "forget", id: toRemove.card.id });
                setToRemove(null);
              }}
            >
              Remove
            </Button>
          </>
        }
      >
        {toRemove?.kind === "own" && <p>{CARD_LABELS[toRemove.card.cardType]} ending in {toRemove.card.lastFourDigits}</p>}
        {toRemove?.kind === "kept" && <KeptCardWarning card={toRemove.card} />}
      </Dialog>
    </Panel>
  );
}

/** Removing a rental's card stops its monthly charges from going through: said before, not after. */
function KeptCardWarning({ card }: { card: SavedCardDto }) {
  return (
    <>
      <p>{savedCardLabel(card)} will be removed from the payment provider.</p>
      {card.rentals.length > 0 && (
        <p className="mt-2 font-medium text-amber-800">
          {card.rentals.map((r) => r.productName).join(", ")} {card.rentals.length === 1 ? "is" : "are"} billed monthly on this card and will have no card on file: add one under Rentals with “Update card”.
        </p>
      )}
    </>
  );
}

export const ErrorBoundary = () => <TabError title="Payment methods" label="payment methods" />;
