import { useState } from "react";
import { formatUsd } from "../../../../contract/money";
import { type OrderDto, shortId } from "../../../../contract/orders";
import { client } from "../../../lib/browser-api";
import { call } from "../../../lib/typed-api";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { Dialog } from "../../ui/dialog";
import { Field } from "../../ui/field";
import { errorText } from "../ui/errors";

type Result = { owed: number; refunded: number; paymentLink: { url: string } | null };
type Props = { order: OrderDto | null; onClose: () => void; onChanged: (r: Result) => void };

/** Catalog lines only: an offer's custom line or a custom build is changed through its offer or build. */
export const linesEditable = (o: OrderDto) => o.items.length > 0 && o.items.every((i) => i.productId && !i.design);

/**
 * Changes the quantities of an order's lines before dispatch (PATCH /admin/orders/{id}/lines, docs/decisions/089);
 * 0 removes a line. The server re-prices the whole order: more is owed through a payment link, less is refunded.
 */
export function EditLinesDialog(props: Props) {
  return props.order ? <EditLinesForm key={props.order.id} {...props} order={props.order} /> : null;
}

function EditLinesForm({ order, onClose, onChanged }: Props & { order: OrderDto }) {
  const [quantities, setQuantities] = useState(order.items.map((i) => String(i.quantity)));
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setSaving(true);
    setFailure(null);
    const lines = order.items
      .map((i, n) => ({ productId: i.productId ?? "", dimension: i.dimension, condition: i.selectedCondition?.condition ?? null, deliveryMethod: i.deliveryMethod, quantity: Number(quantities[n]) }))
      .filter((l) => l.quantity > 0);
    try {
      onChanged(await call(client.admin.orders[":id"].lines.$patch({ param: { id: order.id }, json: { lines } })));
    } catch (err) {
      setFailure(errorText(err, "The order was not changed."));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog
      open
      size="md"
      onClose={onClose}
      title={`Change the lines of order #${shortId(order.id)}`}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>Close</Button>
          <Button type="submit" form="edit-lines-form" disabled={saving}>{saving ? "Saving..." : "Save and re-price"}</Button>
        </>
      }
    >
      <form id="edit-lines-form" onSubmit={submit} className="space-y-4" noValidate>
        {failure && <Alert tone="error">{failure}</Alert>}
        <p className="text-sm text-slate-600">Now {formatUsd(order.total)}. The server prices the order again at today's prices, delivery and tax; 0 removes a line.</p>
        {order.items.map((item, n) => (
          <Field
            key={`${item.productId}-${item.dimension}-${n}`}
            label={[item.name, item.dimension, item.selectedCondition?.condition].filter(Boolean).join(" · ")}
            type="number"
            inputMode="numeric"
            min="0"
            max="100"
            value={quantities[n]}
            onChange={(e) => setQuantities(quantities.map((q, i) => (i === n ? e.target.value : q)))}
            hint={`${formatUsd(item.price)} each`}
          />
        ))}
      </form>
    </Dialog>
  );
}
