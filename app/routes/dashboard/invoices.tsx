import type { InvoiceDto } from "../../../contract/orders";
import { InvoiceCard } from "../../components/dashboard/invoices/invoice-card";
import { DashIcon } from "../../components/dashboard/layout/dashboard-icons";
import { EmptyState, Panel } from "../../components/dashboard/panel";
import { invoiceHtml } from "../../components/dashboard/print/invoice-html";
import { openPrintWindow } from "../../components/dashboard/print/print-window";
import { TabError } from "../../components/dashboard/tab-error";
import { useSiteSettings } from "../../components/site/root-data";
import { client } from "../../lib/browser-api";
import { load } from "../../lib/route-action";
import type { Route } from "./+types/invoices";

export const clientLoader = async () => ({ invoices: await load(client.user.invoices.$get()) });

export default function InvoicesTab({ loaderData: { invoices } }: Route.ComponentProps) {
  const settings = useSiteSettings();
  const print = (invoice: InvoiceDto) => openPrintWindow(invoiceHtml(invoice, settings));
  return (
    <Panel title="Invoices" description="Print your invoices or download them as PDF.">
      {invoices.length === 0 ? (
        <EmptyState icon={<DashIcon name="file" className="size-6" />} title="No invoices yet">
          <p>Every paid order gets an invoice, listed here.</p>
        </EmptyState>
      ) : (
        <div className="space-y-5">
          {invoices.map((invoice) => (
            <InvoiceCard key={invoice.id} invoice={invoice} onPrint={print} />
          ))}
        </div>
      )}
    </Panel>
  );
}

export const ErrorBoundary = () => <TabError title="Invoices" label="invoices" />;
