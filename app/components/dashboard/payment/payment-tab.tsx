import { useState } from "react";
import type { PaymentMethodDto } from "../../../../contract/payment-methods";
import { browserApi } from "../../../lib/browser-api";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { Dialog } from "../../ui/dialog";
import { DashIcon } from "../layout/dashboard-icons";
import { EmptyState, LoadState, Panel } from "../panel";
import { useApiData } from "../use-api-data";
import { useRowAction } from "../use-row-action";
import { CardForm } from "./card-form";
import { SavedCard } from "./saved-card";
import { CARD_LABELS } from "./card-rules";

/** Saved cards, kept on the server (brand, last four, expiry, billing address only). */
export function PaymentTab() {
  const { state, reload } = useApiData<PaymentMethodDto[]>("/user/payment-methods");
  const [adding, setAdding] = useState(false);
  const { busyId, notice, setNotice, run: act } = useRowAction(reload);
  const [toRemove, setToRemove] = useState<PaymentMethodDto | null>(null);

  return (
    <Panel
      title="Payment methods"
      description="Cards you have saved for faster checkout."
      actions={!adding && <Button onClick={() => setAdding(true)}><DashIcon name="plus" className="size-4" />Add card</Button>}
    >
      {notice && <Alert tone={notice.tone} className="mb-4">{notice.text}</Alert>}
      {adding && (
        <div className="mb-6">
          <CardForm
            onCancel={() => setAdding(false)}
            onSaved={() => {
              setAdding(false);
              setNotice({ tone: "success", text: "Payment method added." });
              reload();
            }}
          />
        </div>
      )}
      {state.status !== "ready" ? (
        <LoadState state={state} onRetry={reload} label="payment methods" />
      ) : state.data.length === 0 ? (
        !adding && (
          <EmptyState icon={<DashIcon name="card" className="size-6" />} title="No saved cards">
            <p>Save a card to see it here.</p>
          </EmptyState>
        )
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {state.data.map((card) => (
            <SavedCard
              key={card.id}
              card={card}
              busy={busyId === card.id}
              onDefault={() => act(card.id, () => browserApi.patch(`/user/payment-methods/${card.id}/default`), "Default payment method updated.")}
              onDelete={() => setToRemove(card)}
            />
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
              className="bg-red-600 hover:bg-red-700"
              onClick={() => {
                const card = toRemove;
                setToRemove(null);
                if (card) void act(card.id, () => browserApi.delete(`/user/payment-methods/${card.id}`), "Payment method removed.");
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
