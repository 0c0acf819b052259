import { useState } from "react";
import type { InvoiceDto } from "../../../../contract/orders";
import { browserApi } from "../../../lib/browser-api";
import { errorText } from "../ui/errors";
import { downloadInvoice, printInvoice } from "./invoice-files";

export type Notice = { tone: "success" | "error"; text: string };

/**
 * Status change, download, send and print of invoices, with one banner for their outcome. `onChanged`
 * runs after a change on the server (the route revalidates its list).
 */
export function useInvoiceActions(onChanged: () => void) {
  const [busyId, setBusyId] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  async function run(id: string, work: () => Promise<string>) {
    setBusyId(id);
    setNotice(null);
    try {
      setNotice({ tone: "success", text: await work() });
    } catch (err) {
      console.error("[admin] invoice action failed", err);
      setNotice({ tone: "error", text: errorText(err) });
    } finally {
      setBusyId(null);
    }
  }

  return {
    busyId,
    notice,
    setNotice,
    setStatus: (inv: InvoiceDto, status: string) =>
      run(inv.id, async () => {
        await browserApi.patch<InvoiceDto>(`/admin/invoices/${inv.id}/${encodeURIComponent(status)}`);
        onChanged();
        return "Invoice status updated.";
      }),
    download: (inv: InvoiceDto) =>
      run(inv.id, async () => {
        await downloadInvoice(inv);
        return `Invoice ${inv.invoiceNumber} downloaded.`;
      }),
    print: (inv: InvoiceDto) =>
      run(inv.id, async () => {
        await printInvoice(inv);
        return `Invoice ${inv.invoiceNumber} opened for printing.`;
      }),
    send: (inv: InvoiceDto) =>
      run(inv.id, async () => {
        const res = await browserApi.post<{ invoice: InvoiceDto; to: string }>(`/admin/invoices/${inv.id}/send`);
        onChanged();
        return res.message;
      }),
  };
}
