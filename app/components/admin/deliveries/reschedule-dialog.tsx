import { useState } from "react";
import { useFetcher } from "react-router";
import { formatDeliveryDate } from "../../../../contract/delivery-booking";
import { shortId } from "../../../../contract/orders";
import { type ActionResult, submitJson, useOnSuccess } from "../../../lib/route-action";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { Dialog } from "../../ui/dialog";
import { Field } from "../../ui/field";
import type { RescheduleTarget } from "./delivery-day";

export type RescheduleIntent = { orderId: string; deliveryDate: string };

/** Picks the new day; the server checks it against the depot's open days and free trucks and mails the customer. */
export function RescheduleDialog({ target, onClose, onDone }: { target: RescheduleTarget | null; onClose: () => void; onDone: (text: string) => void }) {
  const fetcher = useFetcher<ActionResult>();
  const [date, setDate] = useState("");
  const busy = fetcher.state !== "idle";
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  useOnSuccess(answer, () => {
    setDate("");
    onDone(answer?.text ?? "");
  });
  const failed = answer && !answer.ok ? answer : null;
  const submit = () => target && void fetcher.submit({ orderId: target.orderId, deliveryDate: date } satisfies RescheduleIntent, submitJson);
  const close = () => {
    setDate("");
    onClose();
  };
  return (
    <Dialog
      open={target !== null}
      onClose={close}
      size="md"
      title="Reschedule delivery"
      actions={
        <>
          <Button variant="secondary" onClick={close} disabled={busy}>Cancel</Button>
          <Button onClick={submit} disabled={busy || !date}>{busy ? "Saving..." : "Move delivery"}</Button>
        </>
      }
    >
      {target && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
          className="space-y-4"
        >
          <p>
            Order #{shortId(target.orderId)} for {target.customer.name}, from {target.depotCity}, now on <strong>{formatDeliveryDate(target.date)}</strong>.
            The customer is e-mailed the new date.
          </p>
          {failed && !failed.errors.deliveryDate && <Alert tone="error">{failed.text}</Alert>}
          <Field label="New delivery date" type="date" name="deliveryDate" value={date} onChange={(e) => setDate(e.target.value)} required error={failed?.errors.deliveryDate} />
        </form>
      )}
    </Dialog>
  );
}
