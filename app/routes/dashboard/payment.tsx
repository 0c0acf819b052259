import { useState } from "react";
import { useFetcher } from "react-router";
import type { PaymentMethodDto, PaymentMethodInput } from "../../../contract/payment-methods";
import { DashIcon } from "../../components/dashboard/layout/dashboard-icons";
import { EmptyState, Panel } from "../../components/dashboard/panel";
import { CardForm } from "../../components/dashboard/payment/card-form";
import { CARD_LABELS } from "../../components/dashboard/payment/card-rules";
import { SavedCard } from "../../components/dashboard/payment/saved-card";
import { TabError } from "../../components/dashboard/tab-error";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { client } from "../../lib/browser-api";
import { type ActionResult, actionInput, attempt, load, submitJson, useOnSuccess } from "../../lib/route-action";
import { call } from "../../lib/typed-api";
import type { Route } from "./+types/payment";

type Intent = { intent: "add"; id: null; body: PaymentMethodInput } | { intent: "default"; id: string } | { intent: "delete"; id: string };

const methods = client.user["payment-methods"];

export const clientLoader = async () => ({ cards: await load(methods.$get()) });

export async function clientAction({ request }: Route.ClientActionArgs): Promise<ActionResult> {
  const input = await actionInput<Intent>(request);
  if (input.intent === "add") return attempt(() => call(methods.$post({ json: input.body })), "Payment method added.", "The card could not be saved.");
  const param = { id: input.id };
  if (input.intent === "default") return attempt(() => call(methods[":id"].default.$patch({ param })), "Default payment method updated.");
  return attempt(() => call(methods[":id"].$delete({ param })), "Payment method removed.");
}

/** Saved cards, kept on the server (brand, last four, expiry, billing address only). */
export default function PaymentTab({ loaderData: { cards } }: Route.ComponentProps) {
  const fetcher = useFetcher<typeof clientAction>();
  const [adding, setAdding] = useState(false);
  const [toRemove, setToRemove] = useState<PaymentMethodDto | null>(null);
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
      {cards.length === 0 ? (
        !adding && (
          <EmptyState icon={<DashIcon name="card" className="size-6" />} title="No saved cards">
            <p>Save a card to see it here.</p>
          </EmptyState>
        )
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {cards.map((card) => (
            <SavedCard key={card.id} card={card} busy={pending?.id === card.id} onDefault={() => send({ intent: "default", id: card.id })} onDelete={() => setToRemove(card)} />
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
                if (toRemove) send({ intent: "delete", id: toRemove.id });
                setToRemove(null);
              }}
            >
              Remove
            </Button>
          </>
        }
      >
        {toRemove && <p>{CARD_LABELS[toRemove.cardType]} ending in {toRemove.lastFourDigits}</p>}
      </Dialog>
    </Panel>
  );
}

export const ErrorBoundary = () => <TabError title="Payment methods" label="payment methods" />;
