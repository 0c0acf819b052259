import { useState } from "react";
import { formatUsd } from "../../../../contract/money";
import type { OrderCancelResult } from "../../../../contract/order-edit";
import { type OrderDto, shortId } from "../../../../contract/orders";
import { client } from "../../../lib/browser-api";
import { call } from "../../../lib/typed-api";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { Dialog } from "../../ui/dialog";
import { TextAreaField } from "../../ui/field";
import { errorText, fieldErrorsOf } from "../ui/errors";
import { refundable } from "./refund-dialog";

type Props = { order: OrderDto | null; onClose: () => void; onCancelled: (r: OrderCancelResult) => void };

/**
 * Cancels an order before dispatch (POST /admin/orders/{id}/cancel, docs/decisions/089) after the admin confirms it
 * with a reason: the units go back to stock, the delivery day is freed, and what was paid is refunded (else the
 * invoice is void). The server checks the order's state again and answers 409 once it is on the road.
 */
export function CancelOrderDialog(props: Props) {
  return props.order ? <CancelForm key={props.order.id} {...props} order={props.order} /> : null;
}

function CancelForm({ order, onClose, onCancelled }: Props & { order: OrderDto }) {
  const back = refundable(order);
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setSaving(true);
    setFailure(null);
    setErrors({});
    try {
      onCancelled(await call(client.admin.orders[":id"].cancel.$post({ param: { id: order.id }, json: { reason } })));
    } catch (err) {
      setErrors(fieldErrorsOf(err));
      setFailure(errorText(err, "The order was not cancelled."));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog
      open
      size="md"
      onClose={onClose}
      title={`Cancel order #${shortId(order.id)}?`}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>Keep the order</Button>
          <Button type="submit" form="cancel-order-form" variant="danger" disabled={saving}>{saving ? "Cancelling..." : "Cancel order"}</Button>
        </>
      }
    >
      <form id="cancel-order-form" onSubmit={submit} className="space-y-4" noValidate>
        {failure && <Alert tone="error">{failure}</Alert>}
        <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
          <li>Its units go back to their depot's stock and its delivery day is freed.</li>
          <li>{back > 0 ? `${formatUsd(back)} is refunded to how it was paid, with a credit note.` : "Nothing was paid: its invoice is voided."}</li>
          <li>The customer is e-mailed.</li>
        </ul>
        <TextAreaField label="Reason" required rows={3} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} error={errors.reason} hint="Kept on the order's timeline; on a refund the customer reads it on the credit note" />
      </form>
    </Dialog>
  );
}
