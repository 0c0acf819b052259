import type { InvoiceDto } from "../../../../contract/orders";
import { useSiteSettings } from "../../site/root-data";
import { DashIcon } from "../layout/dashboard-icons";
import { EmptyState, LoadState, Panel } from "../panel";
import { invoiceHtml } from "../print/invoice-html";
import { openPrintWindow } from "../print/print-window";
import { useApiData } from "../use-api-data";
import { InvoiceCard } from "./invoice-card";

export function InvoicesTab() {
  const { state, reload } = useApiData<InvoiceDto[]>("/user/invoices");
  const settings = useSiteSettings();
  const print = (invoice: InvoiceDto) => openPrintWindow(invoiceHtml(invoice, settings));
  return (
    <Panel title="Invoices" description="Print your invoices or download them as PDF.">
      {state.status !== "ready" ? (
        <LoadState state={state} onRetry={reload} label="invoices" />
      ) : state.data.length === 0 ? (
        <EmptyState icon={<DashIcon name="file" className="size-6" />} title="No invoices yet">
          <p>Every paid order gets an invoice, listed here.</p>
        </EmptyState>
      ) : (
        <div className="space-y-5">
          {state.data.map((invoice) => (
            <InvoiceCard key={invoice.id} invoice={invoice} onPrint={print} />
          ))}
        </div>
      )}
    </Panel>
  );
}
