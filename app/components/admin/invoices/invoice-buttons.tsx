import type { InvoiceDto } from "../../../../contract/orders";
import { AdminIcon, type AdminIconName } from "../layout/admin-icons";

type Action = { label: string; icon: AdminIconName; run: () => void };

/** Download, Send, Print (and Edit where given) for one invoice, as labelled icon buttons. */
export function InvoiceButtons({ invoice, busy, onEdit, onDownload, onSend, onPrint }: {
  invoice: InvoiceDto;
  busy: boolean;
  onEdit?: () => void;
  onDownload: () => void;
  onSend: () => void;
  onPrint: () => void;
}) {
  const actions: Action[] = [
    ...(onEdit ? [{ label: "Edit", icon: "edit" as const, run: onEdit }] : []),
    { label: "Download", icon: "download", run: onDownload },
    { label: "Send", icon: "send", run: onSend },
    { label: "Print", icon: "print", run: onPrint },
  ];
  return (
    <div className="flex flex-wrap justify-end gap-1">
      {actions.map((a) => (
        <button
          key={a.label}
          type="button"
          disabled={busy}
          onClick={a.run}
          title={`${a.label} invoice ${invoice.invoiceNumber}`}
          className="inline-flex items-center gap-1 rounded-lg px-2 py-1.5 text-xs font-semibold text-slate-700 ring-1 ring-slate-200 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-orange-600 disabled:opacity-50"
        >
          <AdminIcon name={a.icon} className="size-3.5" />
          {a.label}
          <span className="sr-only"> invoice {invoice.invoiceNumber}</span>
        </button>
      ))}
    </div>
  );
}
