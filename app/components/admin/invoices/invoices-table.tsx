import { formatDate, formatUsd } from "../../../../contract/money";
import { type InvoiceDto, invoiceDateLine, invoiceMoneyLine } from "../../../../contract/orders";
import { InvoiceButtons } from "./invoice-buttons";
import { InvoiceStatusSelect } from "./invoice-status-select";
import { StatusPill } from "../ui/status";
import type { useInvoiceActions } from "./use-invoice-actions";

type Props = { invoices: InvoiceDto[]; actions: ReturnType<typeof useInvoiceActions>; onEdit?: (i: InvoiceDto) => void; onRecordPayment?: (i: InvoiceDto) => void; onPaymentLink?: (i: InvoiceDto) => void; showCustomer?: boolean };

/** Owed past its due date: the overdue job marks it, and until it runs the due date already says so. */
const isOverdue = (i: InvoiceDto) => i.status === "overdue" || (i.status === "sent" && new Date(i.dueDate).getTime() < Date.now());
/** Beside the number on the cards; on its own line in the table, where it widened the column until the last action was cut off. */
const OverdueBadge = ({ i, below = false }: { i: InvoiceDto; below?: boolean }) =>
  isOverdue(i) ? <span className={`${below ? "mt-1 inline-block" : "ml-2"} rounded-full bg-red-100 px-2 py-0.5 align-middle font-sans text-xs font-semibold text-red-800 ring-1 ring-red-200`}>Overdue</span> : null;

/** Paid and balance from the ledger, under the amount (issue 43: the list had no paid/balance column). */
const MoneyLine = ({ i }: { i: InvoiceDto }) => <span className="block text-xs font-normal text-slate-500">{invoiceMoneyLine(i)}</span>;
/** In the table the balance has its own column (ADR 086), so under the amount only what came in and went back. */
const PaidLine = ({ i }: { i: InvoiceDto }) => (
  <span className="block text-xs font-normal text-slate-500">Paid {formatUsd(i.amountPaid)}{i.amountRefunded > 0 ? ` · Refunded ${formatUsd(i.amountRefunded)}` : ""}</span>
);

/** Invoice #, (customer), Issued, Due, Amount, Status dropdown, Actions: cards below 1024 px, a table above. */
export function InvoicesTable({ invoices, actions, onEdit, onRecordPayment, onPaymentLink, showCustomer = true }: Props) {
  const buttons = (i: InvoiceDto, compact = false) => (
    <InvoiceButtons
      compact={compact}
      invoice={i}
      busy={actions.busyId === i.id}
      onEdit={onEdit && i.kind !== "rental" ? () => onEdit(i) : undefined}
      onRecordPayment={onRecordPayment && i.kind !== "rental" ? () => onRecordPayment(i) : undefined}
      // The wide table offers it under the balance instead: a sixth icon pushed the row past 1280 px.
      onPaymentLink={onPaymentLink && i.kind !== "rental" && !compact ? () => onPaymentLink(i) : undefined}
      onDownload={() => actions.download(i)}
      onSend={() => actions.send(i)}
      onPrint={() => actions.print(i)}
    />
  );
  // A rental's status follows its card charge (ADR 076): shown, never edited.
  const status = (i: InvoiceDto, prefix: string) =>
    i.kind === "rental" ? (
      <span className="inline-flex flex-col gap-1 text-xs text-slate-600"><StatusPill status={i.status} /><span>Rental charge</span></span>
    ) : (
      <InvoiceStatusSelect invoice={i} busy={actions.busyId === i.id} idPrefix={prefix} onChange={(s) => actions.setStatus(i, s)} />
    );
  return (
    <>
      <ul className="divide-y divide-slate-100 lg:hidden">
        {invoices.map((i) => (
          <li key={i.id} className="space-y-3 px-4 py-4">
            <div className="flex items-start justify-between gap-3">
              {/* min-w-0 and anywhere-wrapping: a long e-mail beside a six-figure amount pushed a 375 px page sideways. */}
              <div className="min-w-0">
                <p className="font-mono text-sm font-bold text-slate-900">{i.invoiceNumber}<OverdueBadge i={i} /></p>
                <p className="text-xs text-slate-500">Issued {formatDate(i.issueDate)} · {invoiceDateLine(i).text}</p>
                {showCustomer && <p className="mt-1 text-sm [overflow-wrap:anywhere] text-slate-700">{i.user.name} <span className="text-slate-500">· {i.user.email}</span></p>}
              </div>
              <span className="shrink-0 text-right font-semibold whitespace-nowrap text-slate-900">
                {formatUsd(i.total)}
                <MoneyLine i={i} />
              </span>
            </div>
            <div className="max-w-48">{status(i, "m")}</div>
            {buttons(i)}
          </li>
        ))}
      </ul>
      {/* px-2 cells: with the Balance column (ADR 086) px-3 pushed the last action out of a 1280 px window. */}
      <div className="hidden overflow-x-auto lg:block">
      <table className="w-full text-left text-sm">
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            <th scope="col" className="px-2 py-3">Invoice #</th>
            {showCustomer && <th scope="col" className="px-2 py-3">Customer</th>}
            {showCustomer ? (
              <th scope="col" className="px-2 py-3">Issued / Due or paid</th>
            ) : (
              <>
                <th scope="col" className="px-2 py-3">Issued</th>
                <th scope="col" className="px-2 py-3">Due / Paid</th>
              </>
            )}
            <th scope="col" className="px-2 py-3 text-right">Amount</th>
            <th scope="col" className="px-2 py-3 text-right">Balance</th>
            <th scope="col" className="px-2 py-3">Status</th>
            <th scope="col" className="px-2 py-3 text-right">Actions</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {invoices.map((i) => (
            <tr key={i.id} className="hover:bg-slate-50">
              <td className="px-2 py-3 font-mono font-bold whitespace-nowrap text-slate-900"><span className="block">{i.invoiceNumber}</span><OverdueBadge i={i} below /></td>
              {showCustomer && (
                <td className="px-2 py-3">
                  <span className="block font-medium text-slate-900">{i.user.name}</span>
                  <span className="block max-w-44 truncate text-xs text-slate-500" title={i.user.email}>{i.user.email}</span>
                </td>
              )}
              {showCustomer ? (
                <td className="px-2 py-3 whitespace-nowrap text-slate-600">
                  <span className="block">{formatDate(i.issueDate)}</span>
                  <span className="block text-xs text-slate-500">{invoiceDateLine(i).text}</span>
                </td>
              ) : (
                <>
                  <td className="px-2 py-3 whitespace-nowrap text-slate-600">{formatDate(i.issueDate)}</td>
                  <td className="px-2 py-3 whitespace-nowrap text-slate-600">{invoiceDateLine(i).text}</td>
                </>
              )}
              <td className="px-2 py-3 text-right font-semibold whitespace-nowrap">{formatUsd(i.total)}<PaidLine i={i} /></td>
              <td className={`px-2 py-3 text-right font-semibold whitespace-nowrap ${i.balance > 0 ? "text-red-700" : "text-slate-500"}`}>
                {formatUsd(i.balance)}
                {onPaymentLink && i.kind !== "rental" && i.balance > 0 && (
                  <button type="button" onClick={() => onPaymentLink(i)} className="block w-full text-right text-xs font-semibold text-orange-700 hover:underline">
                    Payment link<span className="sr-only"> for invoice {i.invoiceNumber}</span>
                  </button>
                )}
              </td>
              <td className="px-2 py-3"><div className="min-w-28">{status(i, "t")}</div></td>
              <td className="px-2 py-3">{buttons(i, true)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      </div>
    </>
  );
}
