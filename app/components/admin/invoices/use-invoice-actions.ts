import { useState } from "react";
import type { InvoiceDto } from "../../../../contract/orders";
import { browserApi } from "../../../lib/browser-api";
import { errorText } from "../ui/errors";
import { invoiceHtml } from "../../dashboard/print/invoice-html";
import { printHtml } from "../../dashboard/print/print-window";
import { useSiteSettings } from "../../site/root-data";
import { downloadInvoice } from "./invoice-files";

export type Notice = { tone: "success" | "error"; text: string };

/**
 * Status change, download, send and print of invoices, with one banner for their outcome. `onChanged`
 * runs after a change on the server (the route revalidates its list).
 */
export function useInvoiceActions(onChanged: () => void) {
  const [busyId, setBusyId] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const seller = useSiteSettings();

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
        // The customer's print window, not a framed PDF: the CSP rightly refuses blob: frames (ADR 022).
        const outcome = await printHtml(invoiceHtml(inv, seller));
        if (outcome === "blocked") throw new Error("Your browser blocked the print window. Allow pop-ups for this site and try again.");
        if (outcome === "closed") throw new Error(`The print window for invoice ${inv.invoiceNumber} was closed before it printed.`);
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
