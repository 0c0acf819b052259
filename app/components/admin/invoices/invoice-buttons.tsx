import type { InvoiceDto } from "../../../../contract/orders";
import { AdminIcon, type AdminIconName } from "../layout/admin-icons";

type Action = { label: string; icon: AdminIconName; run: () => void };

/** Download, Send, Print (and Edit where given) for one invoice, as labelled icon buttons. */
export function InvoiceButtons({ invoice, busy, onEdit, onDownload, onSend, onPrint, onRecordPayment, onPaymentLink, compact = false }: {
  invoice: InvoiceDto;
  /** Icons only (the label stays for screen readers and as a tooltip), for the wide table. */
  compact?: boolean;
  busy: boolean;
  onEdit?: () => void;
  onDownload: () => void;
  onSend: () => void;
  onPrint: () => void;
  /** A transfer or check received: offered while the invoice is owed. */
  onRecordPayment?: () => void;
  /** The hosted payment page for the open balance (docs/decisions/086). */
  onPaymentLink?: () => void;
}) {
  const actions: Action[] = [
    ...(onEdit ? [{ label: "Edit", icon: "edit" as const, run: onEdit }] : []),
    { label: "Download", icon: "download", run: onDownload },
    { label: "Send", icon: "send", run: onSend },
    { label: "Print", icon: "print", run: onPrint },
    ...(onRecordPayment && (invoice.status === "sent" || invoice.status === "overdue") ? [{ label: "Record payment", icon: "dollar" as const, run: onRecordPayment }] : []),
    ...(onPaymentLink && invoice.balance > 0 ? [{ label: "Payment link", icon: "send" as const, run: onPaymentLink }] : []),
  ];
  return (
    <div className={`flex justify-end gap-1 ${compact ? "" : "flex-wrap"}`}>
      {actions.map((a) => (
        <button
          key={a.label}
          type="button"
          disabled={busy}
          onClick={a.run}
          title={`${a.label} invoice ${invoice.invoiceNumber}`}
          className={`inline-flex items-center gap-1 rounded-lg text-xs font-semibold text-slate-700 ring-1 ring-slate-200 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-orange-600 disabled:opacity-50 ${compact ? "p-2" : "px-2 py-1.5"}`}
        >
          <AdminIcon name={a.icon} className={compact ? "size-4" : "size-3.5"} />
          <span className={compact ? "sr-only" : ""}>{a.label}</span>
          <span className="sr-only"> invoice {invoice.invoiceNumber}</span>
        </button>
      ))}
    </div>
  );
}
