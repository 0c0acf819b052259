import { useState } from "react";
import { Link } from "react-router";
import { formatDate, formatUsd } from "../../../../contract/money";
import { type InvoiceDto, invoiceDateLine, invoiceMoneyLine, shortId } from "../../../../contract/orders";
import { Button } from "../../ui/button";
import { DashIcon } from "../layout/dashboard-icons";
import { Totals } from "../orders/order-lines";
import { StatusBadge } from "../orders/order-status";
import { downloadInvoicePdf } from "../print/download-pdf";

type Props = { invoice: InvoiceDto; onPrint: (invoice: InvoiceDto) => boolean; onPay?: () => void; paying?: boolean };

/** One invoice: number, dates, status, totals; print it or download the server's PDF. */
export function InvoiceCard({ invoice, onPrint, onPay, paying = false }: Props) {
  const [message, setMessage] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const rows: [string, number][] = [["Subtotal", invoice.subtotal], ["Tax", invoice.tax], ["Shipping", invoice.shipping]];
  if (invoice.discount > 0) rows.push(["Discount", -invoice.discount]);
  const settled = invoiceDateLine(invoice);

  const download = async () => {
    setDownloading(true);
    setMessage(null);
    try {
      await downloadInvoicePdf(invoice.id, `invoice-${invoice.invoiceNumber}.pdf`);
    } catch (err) {
      console.error("[dashboard] invoice download failed", err);
      setMessage("The PDF could not be downloaded. Please try again.");
    } finally {
      setDownloading(false);
    }
  };

  return (
    <article className="rounded-xl border border-slate-200 p-4 sm:p-5" aria-labelledby={`invoice-${invoice.id}`} data-testid="invoice-card">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex items-center gap-3">
          <span className="flex size-10 items-center justify-center rounded-full bg-orange-50 text-orange-600">
            <DashIcon name="file" className="size-5" />
          </span>
          <div>
            <h2 id={`invoice-${invoice.id}`} className="font-bold text-slate-900">{invoice.invoiceNumber}</h2>
            <p className="text-sm text-slate-600">{invoice.kind === "rental" ? "Rental · " : ""}Order #{shortId(invoice.orderId)}</p>
          </div>
        </div>
        <StatusBadge status={invoice.status} />
      </header>
      <dl className="mt-4 grid grid-cols-2 gap-4 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Issued</dt>
          <dd>{formatDate(invoice.issueDate)}</dd>
        </div>
        <div>
          <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{settled.label}</dt>
          <dd>{settled.date}</dd>
        </div>
        <div>
          <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Amount</dt>
          <dd className="font-semibold">{formatUsd(invoice.total)}</dd>
          <dd className="text-xs text-slate-500">{invoiceMoneyLine(invoice)}</dd>
        </div>
      </dl>
      {invoice.taxExemptCertificate && <p className="mt-3 text-sm text-slate-600">Tax exempt: certificate {invoice.taxExemptCertificate}</p>}
      {invoice.kind === "rental" && (
        <p className="mt-3 text-sm text-slate-600">
          {invoice.items[0]?.name}. Charged to the card on file{invoice.balance > 0 ? <>; <Link to="/dashboard/rentals" className="font-medium text-orange-700 underline">pay it from Rentals</Link></> : ""}.
        </p>
      )}
      <div className="mt-4 flex flex-col-reverse gap-4 border-t border-slate-100 pt-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <div className="flex flex-wrap gap-2">
            {onPay && (
              <Button size="sm" onClick={onPay} disabled={paying}>
                <DashIcon name="card" className="size-4" />
                {paying ? "Opening payment..." : "Pay now"}
              </Button>
            )}
            <Button variant="secondary" size="sm" onClick={() => !onPrint(invoice) && setMessage("Your browser blocked the print window. Allow pop-ups for this site and try again.")}>
              <DashIcon name="printer" className="size-4" />
              Print
            </Button>
            <Button variant="dark" size="sm" onClick={download} disabled={downloading}>
              <DashIcon name="download" className="size-4" />
              {downloading ? "Preparing PDF..." : "Download PDF"}
            </Button>
          </div>
          {message && <p role="alert" className="mt-2 text-sm text-red-700">{message}</p>}
        </div>
        <Totals rows={rows} total={invoice.total} />
      </div>
    </article>
  );
}
