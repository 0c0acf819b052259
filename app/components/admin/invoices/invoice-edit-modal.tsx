import { useState } from "react";
import { formatUsd } from "../../../../contract/money";
import { INVOICE_STATUSES, type InvoiceDto } from "../../../../contract/orders";
import { browserApi } from "../../../lib/browser-api";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { errorText, fieldErrorsOf, withoutEdited } from "../ui/errors";
import { Field, SelectField, TextAreaField } from "../../ui/field";
import { Dialog } from "../../ui/dialog";

type Money = "subtotal" | "tax" | "shipping" | "discount";
type Form = Record<Money, string> & { notes: string; terms: string; dueDate: string; status: string };

const formOf = (i: InvoiceDto): Form => ({
  subtotal: String(i.subtotal),
  tax: String(i.tax),
  shipping: String(i.shipping),
  discount: String(i.discount),
  notes: i.notes ?? "",
  terms: i.terms ?? "",
  dueDate: i.dueDate.slice(0, 10),
  status: i.status,
});
const num = (s: string) => {
  const n = Number.parseFloat(s);
  return Number.isFinite(n) ? n : 0;
};
/** The same sum the server makes, in cents so the preview never shows 0.30000000000000004. */
export const previewTotal = (f: Record<Money, string>) =>
  (Math.round(num(f.subtotal) * 100) + Math.round(num(f.tax) * 100) + Math.round(num(f.shipping) * 100) - Math.round(num(f.discount) * 100)) / 100;

/** Edits amounts, notes, terms, due date and status; the server computes and stores the total. */
type Props = { invoice: InvoiceDto | null; onClose: () => void; onSaved: (i: InvoiceDto) => void };

export function InvoiceEditModal(props: Props) {
  // Keyed by invoice: each opening starts from that invoice's values.
  return props.invoice ? <InvoiceEditDialog key={props.invoice.id} {...props} invoice={props.invoice} /> : null;
}

function InvoiceEditDialog({ invoice, onClose, onSaved }: Props & { invoice: InvoiceDto }) {
  const [form, setForm] = useState<Form>(() => formOf(invoice));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = (patch: Partial<Form>) => {
    setForm((f) => ({ ...f, ...patch }));
    // An amount changed: its message, and the discount's (it depends on the others), no longer apply.
    setErrors((e) => withoutEdited(e, [...Object.keys(patch), ...(Object.keys(patch).some((k) => ["subtotal", "tax", "shipping"].includes(k)) ? ["discount"] : [])]));
  };
  const total = previewTotal(form);

  async function save(e: React.FormEvent) {
    e.preventDefault();
    if (total < 0) return setErrors({ discount: "The discount cannot be more than subtotal, tax and shipping together." });
    setSaving(true);
    setFailure(null);
    try {
      const res = await browserApi.put<InvoiceDto>(`/admin/invoices/${invoice.id}`, {
        subtotal: num(form.subtotal),
        tax: num(form.tax),
        shipping: num(form.shipping),
        discount: num(form.discount),
        notes: form.notes.trim() || null,
        terms: form.terms.trim() || null,
        dueDate: form.dueDate,
        status: form.status,
      });
      onSaved(res.data);
    } catch (err) {
      setErrors(fieldErrorsOf(err));
      setFailure(errorText(err, "Unable to save the invoice."));
    } finally {
      setSaving(false);
    }
  }

  const money = (key: Money, label: string) =>
    <Field label={`${label} (USD)`} type="number" min={0} step={0.01} inputMode="decimal" required value={form[key]} onChange={(e) => set({ [key]: e.target.value })} error={errors[key]} />;
  return (
    <Dialog
      size="lg"
      open
      onClose={onClose}
      title={`Edit invoice ${invoice.invoiceNumber}`}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>Cancel</Button>
          <Button type="submit" form="invoice-edit-form" disabled={saving}>{saving ? "Saving..." : "Save changes"}</Button>
        </>
      }
    >
      <form id="invoice-edit-form" onSubmit={save} className="space-y-4">
        {failure && <Alert tone="error">{failure}</Alert>}
        <div className="grid gap-4 sm:grid-cols-2">
          {money("subtotal", "Subtotal")}
          {money("tax", "Tax")}
          {money("shipping", "Shipping")}
          {money("discount", "Discount")}
        </div>
        <p className={`rounded-lg px-4 py-3 text-sm font-semibold ${total < 0 ? "bg-red-50 text-red-800" : "bg-slate-100 text-slate-900"}`} aria-live="polite">
          Total = subtotal + tax + shipping − discount: {formatUsd(total)}
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Due date" type="date" required value={form.dueDate} onChange={(e) => set({ dueDate: e.target.value })} error={errors.dueDate} />
          <SelectField label="Status" value={form.status} onChange={(e) => set({ status: e.target.value })} error={errors.status}>
            {INVOICE_STATUSES.map((s) => <option key={s} value={s}>{s.charAt(0).toUpperCase() + s.slice(1)}</option>)}
          </SelectField>
        </div>
        <TextAreaField label="Notes" rows={2} value={form.notes} onChange={(e) => set({ notes: e.target.value })} error={errors.notes} />
        <TextAreaField label="Terms" rows={2} value={form.terms} onChange={(e) => set({ terms: e.target.value })} error={errors.terms} />
      </form>
    </Dialog>
  );
}
