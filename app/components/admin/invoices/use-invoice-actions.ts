import { useState } from "react";
import { useFetcher } from "react-router";
import type { InvoiceUpdate } from "../../../../contract/admin";
import type { INVOICE_STATUSES, InvoiceDto } from "../../../../contract/orders";
import { client } from "../../../lib/browser-api";
import { type ActionResult, submitJson } from "../../../lib/route-action";
import { callWithMessage } from "../../../lib/typed-api";
import { invoiceHtml } from "../../dashboard/print/invoice-html";
import { printHtml } from "../../dashboard/print/print-window";
import { useSiteSettings } from "../../site/root-data";
import { errorText } from "../ui/errors";
import { saveFile } from "../ui/save-file";

export type Notice = { tone: "success" | "error"; text: string };
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** The invoice writes, all answered by the invoices route's clientAction (from that page, an order page or a user's tab). */
export type InvoiceIntent =
  | { intent: "status"; id: string; status: InvoiceStatus }
  | { intent: "send"; id: string }
  | { intent: "update"; id: string; invoice: InvoiceUpdate };
export const INVOICE_ACTION = { ...submitJson, action: "/admin/invoices" } as const;

/**
 * Status change, send (through the route action: every loader on screen revalidates after it), and download and
 * print (in the browser), with one banner for the outcome of the latest.
 */
export function useInvoiceActions() {
  const fetcher = useFetcher<ActionResult>();
  const [sentId, setSentId] = useState<string | null>(null);
  const [localBusy, setLocalBusy] = useState<string | null>(null);
  const [local, setNotice] = useState<Notice | null>(null);
  const seller = useSiteSettings();
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;

  const submit = (intent: InvoiceIntent) => {
    setNotice(null);
    setSentId(intent.id);
    void fetcher.submit(intent, INVOICE_ACTION);
  };
  async function run(id: string, work: () => Promise<Notice>) {
    setLocalBusy(id);
    setNotice(null);
    setNotice(await work().catch((err: unknown): Notice => ({ tone: "error", text: errorText(err) })));
    setLocalBusy(null);
  }
  const done = (text: string): Notice => ({ tone: "success", text });

  return {
    busyId: fetcher.state !== "idle" ? sentId : localBusy,
    notice: local ?? (answer ? { tone: answer.ok ? "success" : "error", text: answer.text } : null),
    setNotice,
    setStatus: (inv: InvoiceDto, status: InvoiceStatus) => submit({ intent: "status", id: inv.id, status }),
    send: (inv: InvoiceDto) => submit({ intent: "send", id: inv.id }),
    download: (inv: InvoiceDto) =>
      run(inv.id, async () => {
        // The typed client carries the token, which a link cannot. A refusal is the JSON envelope: read as any answer, it throws its ApiError.
        const res = await client.admin.invoices[":id"].pdf.$get({ param: { id: inv.id } });
        if (!res.ok) await callWithMessage(Promise.resolve(res));
        await saveFile(res, `invoice-${inv.invoiceNumber}.pdf`);
        return done(`Invoice ${inv.invoiceNumber} downloaded.`);
      }),
    print: (inv: InvoiceDto) =>
      run(inv.id, async () => {
        // The customer's print window, not a framed PDF: the CSP rightly refuses blob: frames (ADR 022).
        const outcome = await printHtml(invoiceHtml(inv, seller));
        if (outcome === "blocked") return { tone: "error", text: "Your browser blocked the print window. Allow pop-ups for this site and try again." };
        if (outcome === "closed") return { tone: "error", text: `The print window for invoice ${inv.invoiceNumber} was closed before it printed.` };
        return done(`Invoice ${inv.invoiceNumber} opened for printing.`);
      }),
  };
}
