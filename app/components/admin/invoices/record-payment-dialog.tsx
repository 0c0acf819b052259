import { useState } from "react";
import { formatUsd } from "../../../../contract/money";
import type { InvoiceDto } from "../../../../contract/orders";
import { client } from "../../../lib/browser-api";
import { call } from "../../../lib/typed-api";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { Dialog } from "../../ui/dialog";
import { Field, SelectField } from "../../ui/field";
import { errorText, fieldErrorsOf } from "../ui/errors";

/**
 * Records a bank transfer or check received against a (net-30) invoice. The server refuses more than is owed
 * and books a reference once; the figure owed after it comes back in the success message.
 */
export function RecordPaymentDialog({ invoice, onClose, onSaved }: { invoice: InvoiceDto | null; onClose: () => void; onSaved: (text: string) => void }) {
  return invoice ? <PaymentForm key={invoice.id} invoice={invoice} onClose={onClose} onSaved={onSaved} /> : null;
}

function PaymentForm({ invoice, onClose, onSaved }: { invoice: InvoiceDto; onClose: () => void; onSaved: (text: string) => void }) {
  const [amount, setAmount] = useState(String(invoice.total));
  const [method, setMethod] = useState<"bank_transfer" | "check">("bank_transfer");
  const [reference, setReference] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function save() {
    setSaving(true);
    setErrors({});
    setFailure(null);
    try {
      const r = await call(client.admin.invoices[":id"].payments.$post({ param: { id: invoice.id }, json: { amount: Number(amount), method, reference } }));
      onSaved(`Payment of ${formatUsd(r.amount)} recorded on ${invoice.invoiceNumber}; ${r.owed > 0 ? `${formatUsd(r.owed)} still owed` : "paid in full"}.`);
    } catch (err) {
      setErrors(fieldErrorsOf(err));
      setFailure(errorText(err, "The payment was not recorded."));
      setSaving(false);
    }
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={`Record a payment on ${invoice.invoiceNumber}`}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>Cancel</Button>
          <Button onClick={() => void save()} disabled={saving}>{saving ? "Saving..." : "Record payment"}</Button>
        </>
      }
    >
      <form className="space-y-3" onSubmit={(e) => { e.preventDefault(); void save(); }} noValidate>
        {failure && <Alert tone="error">{failure}</Alert>}
        <p className="text-sm text-slate-600">{invoice.user.name} · invoice total {formatUsd(invoice.total)}</p>
        <Field label="Amount received ($)" type="number" min="0.01" step="0.01" value={amount} onChange={(e) => setAmount(e.target.value)} error={errors.amount} />
        <SelectField label="Paid by" value={method} onChange={(e) => setMethod(e.target.value as "bank_transfer" | "check")} error={errors.method}>
          <option value="bank_transfer">Bank transfer</option>
          <option value="check">Check</option>
        </SelectField>
        <Field label="Transfer or check reference" value={reference} onChange={(e) => setReference(e.target.value)} error={errors.reference} hint="As on the bank statement or the check number" />
      </form>
    </Dialog>
  );
}
