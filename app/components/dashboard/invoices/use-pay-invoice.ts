import { useState } from "react";
import type { InvoiceDto } from "../../../../contract/orders";
import { ApiError } from "../../../lib/api";
import { client } from "../../../lib/browser-api";
import { call } from "../../../lib/typed-api";
import { type HostedPage, useKeptCardStep } from "../../cart/kept-card-dialog";

/** Invoices that still ask for money: sent or overdue (a deposit order's invoice stays "sent" until the balance). */
/** A rental's invoice is charged to its card; a declined one is paid from the Rentals tab (its own page). */
export const payable = (i: InvoiceDto) => i.kind !== "rental" && (i.status === "sent" || i.status === "overdue");

/** The server opens the hosted page for what the invoice asks now (with the shop's provider), or the reason it could not. */
export async function openPaymentPage(invoiceId: string): Promise<HostedPage | { error: string }> {
  try {
    const [page, { provider }] = await Promise.all([call(client.user.invoices[":id"].pay.$post({ param: { id: invoiceId } })), call(client.payments.config.$get())]);
    return { provider, sessionId: page.sessionId, url: page.url, invoiceId };
  } catch (err) {
    if (err instanceof ApiError && err.code === "already_paid") return { error: "This invoice is already paid. Thank you!" };
    return { error: err instanceof Error ? err.message : "The payment page could not be opened." };
  }
}

/**
 * "Pay now" on an invoice card: opens the page, then offers a kept Stripe card (`keptCard`'s dialog, ADR 082) or
 * goes there (Stripe is another site: a full navigation). Closing the dialog leaves the page open, as leaving
 * Stripe's page does: an invoice still owed is never cancelled by it.
 */
export function usePayInvoice(initialError: string | null) {
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(initialError);
  const keptCard = useKeptCardStep();
  const pay = async (invoiceId: string) => {
    setBusy(invoiceId);
    setError(null);
    const page = await openPaymentPage(invoiceId);
    if ("error" in page) {
      setError(page.error);
      return setBusy(null);
    }
    if (await keptCard.goToPayment(page)) setBusy(null);
  };
  return { pay, busy, error, keptCard };
}
