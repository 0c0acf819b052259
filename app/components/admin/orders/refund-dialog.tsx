import { useState } from "react";
import { formatUsd } from "../../../../contract/money";
import { type OrderDto, shortId } from "../../../../contract/orders";
import { client } from "../../../lib/browser-api";
import { call } from "../../../lib/typed-api";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { Dialog } from "../../ui/dialog";
import { CheckboxField, Field, TextAreaField } from "../../ui/field";
import { errorText, fieldErrorsOf } from "../ui/errors";

export type RefundDone = { creditNoteNumber: string; amount: number; paymentStatus: string };
type Props = { order: OrderDto | null; onClose: () => void; onRefunded: (r: RefundDone) => void };

/** What can still be given back: paid less refunded, in dollars (cents math, so $0.10 + $0.20 stays $0.30). */
export const refundable = (o: Pick<OrderDto, "amountPaid" | "amountRefunded">) => Math.max(0, Math.round(o.amountPaid * 100) - Math.round(o.amountRefunded * 100)) / 100;

/**
 * Refunds an order through its payment provider (POST /admin/orders/{id}/refund). Used by the admin Orders list
 * and the order page; the server checks the amount again, and mails the customer the credit note.
 */
export function RefundDialog(props: Props) {
  return props.order ? <RefundForm key={props.order.id} {...props} order={props.order} /> : null;
}

function RefundForm({ order, onClose, onRefunded }: Props & { order: OrderDto }) {
  const max = refundable(order);
  const [amount, setAmount] = useState(String(max));
  const [reason, setReason] = useState("");
  const [restock, setRestock] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setSaving(true);
    setFailure(null);
    setErrors({});
    try {
      const done = await call(client.admin.orders[":id"].refund.$post({ param: { id: order.id }, json: { amount: Number(amount), reason, restock } }));
      onRefunded(done);
    } catch (err) {
      setErrors(fieldErrorsOf(err));
      setFailure(errorText(err, "The refund was not made."));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog
      open
      size="md"
      onClose={onClose}
      title={`Refund order #${shortId(order.id)}`}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>Cancel</Button>
          <Button type="submit" form="refund-form" disabled={saving || max <= 0}>{saving ? "Refunding..." : "Refund"}</Button>
        </>
      }
    >
      <form id="refund-form" onSubmit={submit} className="space-y-4" noValidate>
        {failure && <Alert tone="error">{failure}</Alert>}
        <dl className="grid grid-cols-3 gap-2 rounded-xl bg-slate-50 p-3 text-sm">
          <div><dt className="text-slate-500">Paid</dt><dd className="font-semibold">{formatUsd(order.amountPaid)}</dd></div>
          <div><dt className="text-slate-500">Refunded</dt><dd className="font-semibold">{formatUsd(order.amountRefunded)}</dd></div>
          <div><dt className="text-slate-500">Can refund</dt><dd className="font-semibold">{formatUsd(max)}</dd></div>
        </dl>
        {max <= 0 && <Alert tone="info">Nothing paid on this order is left to refund.</Alert>}
        <Field label="Amount (USD)" type="number" inputMode="decimal" step="0.01" min="0.01" max={max} required value={amount} onChange={(e) => setAmount(e.target.value)} error={errors.amount} hint={`Up to ${formatUsd(max)}, back to the card that paid`} />
        <TextAreaField label="Reason" required rows={3} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} error={errors.reason} hint="The customer reads it on the credit note" />
        <CheckboxField label="The unit came back: return it to its depot's stock" checked={restock} onChange={(e) => setRestock(e.target.checked)} />
      </form>
    </Dialog>
  );
}
