import { useEffect } from "react";
import { redirect } from "react-router";
import type { InvoiceDto } from "../../../contract/orders";
import { InvoiceCard } from "../../components/dashboard/invoices/invoice-card";
import { openPaymentPage, payable, usePayInvoice } from "../../components/dashboard/invoices/use-pay-invoice";
import { KeptCardDialog } from "../../components/cart/kept-card-dialog";
import { Alert } from "../../components/ui/alert";
import { DashIcon } from "../../components/dashboard/layout/dashboard-icons";
import { EmptyState, Panel } from "../../components/dashboard/panel";
import { invoiceHtml } from "../../components/dashboard/print/invoice-html";
import { openPrintWindow } from "../../components/dashboard/print/print-window";
import { TabError } from "../../components/dashboard/tab-error";
import { useSiteSettings } from "../../components/site/root-data";
import { client } from "../../lib/browser-api";
import { load } from "../../lib/route-action";
import type { Route } from "./+types/invoices";

/**
 * `?pay=<invoice id>` (the balance and overdue reminder mails' link) goes straight on to the payment page; a Stripe
 * page is handed to the tab, which first offers a kept card (ADR 082).
 */
export const clientLoader = async ({ request }: Route.ClientLoaderArgs) => {
  const wanted = new URL(request.url).searchParams.get("pay");
  const page = wanted ? await openPaymentPage(wanted) : null;
  if (page && "url" in page && page.provider !== "stripe") throw redirect(page.url);
  const stripePage = page && "url" in page ? page : null;
  return { invoices: await load(client.user.invoices.$get()), payError: page && "error" in page ? page.error : null, stripePage };
};

export default function InvoicesTab({ loaderData: { invoices, payError, stripePage } }: Route.ComponentProps) {
  const settings = useSiteSettings();
  const print = (invoice: InvoiceDto) => openPrintWindow(invoiceHtml(invoice, settings));
  const payment = usePayInvoice(payError);
  const { goToPayment } = payment.keptCard;
  useEffect(() => {
    if (stripePage) void goToPayment(stripePage);
    // Once per page the loader opened (goToPayment is a new function each render).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stripePage]);
  return (
    <Panel title="Invoices" description="Print your invoices or download them as PDF.">
      <KeptCardDialog offer={payment.keptCard.offer} onClose={payment.keptCard.close} />
      {invoices.length === 0 ? (
        <EmptyState icon={<DashIcon name="file" className="size-6" />} title="No invoices yet">
          <p>Every paid order gets an invoice, listed here.</p>
        </EmptyState>
      ) : (
        <div className="space-y-5">
          {payment.error && <Alert tone="error">{payment.error}</Alert>}
          {invoices.map((invoice) => (
            <InvoiceCard key={invoice.id} invoice={invoice} onPrint={print} onPay={payable(invoice) ? () => void payment.pay(invoice.id) : undefined} paying={payment.busy === invoice.id} />
          ))}
        </div>
      )}
    </Panel>
  );
}

export const ErrorBoundary = () => <TabError title="Invoices" label="invoices" />;
