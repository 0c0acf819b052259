import { useState } from "react";
import type { InvoiceDto } from "../../../../contract/orders";
import { ApiError } from "../../../lib/api";
import { client } from "../../../lib/browser-api";
import { call } from "../../../lib/typed-api";

/** Invoices that still ask for money: sent or overdue (a deposit order's invoice stays "sent" until the balance). */
/** A rental's invoice is charged to its card; a declined one is paid from the Rentals tab (its own page). */
export const payable = (i: InvoiceDto) => i.kind !== "rental" && (i.status === "sent" || i.status === "overdue");

/** The server opens the hosted page for what the invoice asks now; its URL, or the reason it could not. */
export async function openPaymentPage(invoiceId: string): Promise<{ url: string } | { error: string }> {
  try {
    const page = await call(client.user.invoices[":id"].pay.$post({ param: { id: invoiceId } }));
    return { url: page.url };
  } catch (err) {
    if (err instanceof ApiError && err.code === "already_paid") return { error: "This invoice is already paid. Thank you!" };
    return { error: err instanceof Error ? err.message : "The payment page could not be opened." };
  }
}

/** "Pay now" on an invoice card: opens the page and goes there (Stripe is another site: a full navigation). */
export function usePayInvoice(initialError: string | null) {
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(initialError);
  const pay = async (invoiceId: string) => {
    setBusy(invoiceId);
    setError(null);
    const page = await openPaymentPage(invoiceId);
    if ("url" in page) return window.location.assign(page.url);
    setError(page.error);
    setBusy(null);
  };
  return { pay, busy, error };
}
