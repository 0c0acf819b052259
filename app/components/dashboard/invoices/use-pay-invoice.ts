import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import type { InvoiceDto } from "../../../../contract/orders";
import { ApiError } from "../../../lib/api";
import { client } from "../../../lib/browser-api";
import { call } from "../../../lib/typed-api";

/** Invoices that still ask for money: sent or overdue (a deposit order's invoice stays "sent" until the balance). */
export const payable = (i: InvoiceDto) => i.status === "sent" || i.status === "overdue";

/**
 * "Pay" on an invoice: the server opens the hosted page for what is owed now and the browser goes there.
 * `?pay=<invoice id>` (the balance and overdue reminder mails' link) starts it once on arrival.
 */
export function usePayInvoice(invoices: InvoiceDto[]) {
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [params] = useSearchParams();
  const started = useRef(false);

  const pay = async (invoiceId: string) => {
    setBusy(invoiceId);
    setError(null);
    try {
      const page = await call(client.user.invoices[":id"].pay.$post({ param: { id: invoiceId } }));
      window.location.assign(page.url);
    } catch (err) {
      setError(err instanceof ApiError && err.code === "already_paid" ? "This invoice is already paid. Thank you!" : err instanceof Error ? err.message : "The payment page could not be opened.");
      setBusy(null);
    }
  };

  const wanted = params.get("pay");
  useEffect(() => {
    if (started.current || !wanted) return;
    const invoice = invoices.find((i) => i.id === wanted);
    if (!invoice || !payable(invoice)) return;
    started.current = true;
    void pay(invoice.id);
  }, [wanted, invoices]);

  return { pay, busy, error };
}
