import { INVOICE_STATUSES, type InvoiceDto } from "../../../../contract/orders";
import { controlClass } from "../../ui/field";
import type { InvoiceStatus } from "./use-invoice-actions";

/** The inline status dropdown of one invoice. */
export function InvoiceStatusSelect({ invoice, busy, onChange, idPrefix }: { invoice: InvoiceDto; busy: boolean; onChange: (status: InvoiceStatus) => void; idPrefix: string }) {
  const id = `${idPrefix}-invoice-status-${invoice.id}`;
  const options = (INVOICE_STATUSES as readonly string[]).includes(invoice.status) ? INVOICE_STATUSES : [invoice.status, ...INVOICE_STATUSES];
  return (
    <>
      <label className="sr-only" htmlFor={id}>Status of invoice {invoice.invoiceNumber}</label>
      <select id={id} value={invoice.status} disabled={busy} onChange={(e) => onChange(e.target.value as InvoiceStatus)} className={`${controlClass} border-slate-300 py-1.5`}>
        {options.map((s) => <option key={s} value={s}>{s.charAt(0).toUpperCase() + s.slice(1)}</option>)}
      </select>
    </>
  );
}
