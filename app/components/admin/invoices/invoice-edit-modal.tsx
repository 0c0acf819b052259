import { useState } from "react";
import { useFetcher } from "react-router";
import { formatUsd } from "../../../../contract/money";
import { INVOICE_STATUSES, type InvoiceDto } from "../../../../contract/orders";
import type { ActionResult } from "../../../lib/route-action";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { sentences, withoutEdited } from "../ui/errors";
import { Field, SelectField, TextAreaField } from "../../ui/field";
import { Dialog } from "../../ui/dialog";
import { INVOICE_ACTION, type InvoiceIntent, type InvoiceStatus } from "./use-invoice-actions";

type Money = "subtotal" | "tax" | "shipping" | "discount";
type Form = Record<Money, string> & { notes: string; terms: string; dueDate: string; status: InvoiceStatus };

const formOf = (i: InvoiceDto): Form => ({
  subtotal: String(i.subtotal),
  tax: String(i.tax),
  shipping: String(i.shipping),
  discount: String(i.discount),
  notes: i.notes ?? "",
  terms: i.terms ?? "",
  dueDate: i.dueDate.slice(0, 10),
  status: (INVOICE_STATUSES as readonly string[]).includes(i.status) ? (i.status as InvoiceStatus) : "draft",
});
const num = (s: string) => {
  const n = Number.parseFloat(s);
  return Number.isFinite(n) ? n : 0;
};
/** The same sum the server makes, in cents so the preview never shows 0.30000000000000004. */
export const previewTotal = (f: Record<Money, string>) =>
  (Math.round(num(f.subtotal) * 100) + Math.round(num(f.tax) * 100) + Math.round(num(f.shipping) * 100) - Math.round(num(f.discount) * 100)) / 100;

/** Edits amounts, notes, terms, due date and status; the server computes and stores the total. */
type Props = { invoice: InvoiceDto | null; onClose: () => void; onSaved: (notice: string) => void };

export function InvoiceEditModal(props: Props) {
  // Keyed by invoice: each opening starts from that invoice's values.
  return props.invoice ? <InvoiceEditDialog key={props.invoice.id} {...props} invoice={props.invoice} /> : null;
}

function InvoiceEditDialog({ invoice, onClose, onSaved }: Props & { invoice: InvoiceDto }) {
  const [form, setForm] = useState<Form>(() => formOf(invoice));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const fetcher = useFetcher<ActionResult>();
  const saving = fetcher.state !== "idle";
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  // Each answer is read once, while rendering: a success closes the dialog, a failure shows its field messages.
  const [seen, setSeen] = useState(answer);
  if (answer !== seen) {
    setSeen(answer);
    if (answer?.ok) onSaved(answer.text);
    else if (answer) setErrors(sentences(answer.errors));
  }
  const set = (patch: Partial<Form>) => {
    setForm((f) => ({ ...f, ...patch }));
    // An amount changed: its message, and the discount's (it depends on the others), no longer apply.
    setErrors((e) => withoutEdited(e, [...Object.keys(patch), ...(Object.keys(patch).some((k) => ["subtotal", "tax", "shipping"].includes(k)) ? ["discount"] : [])]));
  };
  const total = previewTotal(form);

  function save(e: React.FormEvent) {
    e.preventDefault();
    if (total < 0) return setErrors({ discount: "The discount cannot be more than subtotal, tax and shipping together." });
    const money = { subtotal: num(form.subtotal), tax: num(form.tax), shipping: num(form.shipping), discount: num(form.discount) };
    const intent: InvoiceIntent = { intent: "update", id: invoice.id, invoice: { ...money, notes: form.notes.trim() || null, terms: form.terms.trim() || null, dueDate: form.dueDate, status: form.status } };
    void fetcher.submit(intent, INVOICE_ACTION);
  }
  const failure = answer && !answer.ok ? answer.text : null;
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
          <SelectField label="Status" value={form.status} onChange={(e) => set({ status: e.target.value as InvoiceStatus })} error={errors.status}>
            {INVOICE_STATUSES.map((s) => <option key={s} value={s}>{s.charAt(0).toUpperCase() + s.slice(1)}</option>)}
          </SelectField>
        </div>
        <TextAreaField label="Notes" rows={2} value={form.notes} onChange={(e) => set({ notes: e.target.value })} error={errors.notes} />
        <TextAreaField label="Terms" rows={2} value={form.terms} onChange={(e) => set({ terms: e.target.value })} error={errors.terms} />
      </form>
    </Dialog>
  );
}
