import { useState } from "react";
import { Link, useRevalidator } from "react-router";
import { shortId } from "../../../contract/orders";
import { formatDate, formatUsd } from "../../../contract/money";
import { useInvoiceActions } from "../../components/admin/invoices/use-invoice-actions";
import { AdminIcon } from "../../components/admin/layout/admin-icons";
import { adminMeta } from "../../components/admin/layout/admin-meta";
import { DeliveryFacts } from "../../components/admin/orders/detail/delivery-facts";
import { NotesPanel } from "../../components/admin/orders/detail/notes-panel";
import { OrderSteps, type StepIntent, cancellableBeforeDispatch } from "../../components/admin/orders/detail/order-steps";
import { CancelOrderDialog } from "../../components/admin/orders/cancel-dialog";
import { EditLinesDialog, linesEditable } from "../../components/admin/orders/edit-lines-dialog";
import { PaymentsList } from "../../components/admin/orders/detail/payments-list";
import { RefundDialog } from "../../components/admin/orders/refund-dialog";
import { Facts, Section } from "../../components/admin/orders/detail/section";
import { RentalBreakdown } from "../../components/rentals/rental-breakdown";
import { orderTotalsRows } from "../../../contract/rental-breakdown-rows";
import { TimelineList } from "../../components/admin/orders/detail/timeline-list";
import { PageHeader } from "../../components/admin/ui/page-header";
import { AdminRouteError } from "../../components/admin/ui/route-error";
import { StatusPill } from "../../components/admin/ui/status";
import { OrderLines, Totals } from "../../components/dashboard/orders/order-lines";
import { Alert } from "../../components/ui/alert";
import { Button, ButtonLink } from "../../components/ui/button";
import { client } from "../../lib/browser-api";
import { type ActionResult, actionInput, attempt } from "../../lib/route-action";
import { call } from "../../lib/typed-api";
import { asPage } from "../../components/admin/ui/server-paging";
import { ADMIN_LIST_MAX_LIMIT } from "../../../contract/admin-lists";
import { DropCard } from "../../components/dispatch/drop-card";
import type { Route } from "./+types/order";

export const meta = ({ params }: Route.MetaArgs) => adminMeta(`Order ${shortId(params.id)}`);

/** The order and, for Print and Download, its invoice as the Invoices page has it. */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const [detail, drop] = await Promise.all([call(client.admin.orders[":id"].$get({ param: { id: params.id } })), call(client.admin.orders[":id"].drop.$get({ param: { id: params.id } }))]);
  const number = detail.invoice?.invoiceNumber;
  // One page of the invoices whose number contains this one (the exact one is among the newest of them).
  const matching = number ? asPage(await call(client.admin.invoices.$get({ query: { search: number, page: "1", limit: String(ADMIN_LIST_MAX_LIMIT) } }))).invoices : [];
  const invoice = matching.find((i) => i.invoiceNumber === number) ?? null;
  return { detail, invoice, drop };
}

export async function clientAction({ request, params }: Route.ClientActionArgs): Promise<ActionResult> {
  const input = await actionInput<{ intent: "note"; body: string } | StepIntent>(request);
  if (input.intent === "step") {
    const { status, deliveryDate } = input;
    const done = deliveryDate ? "Delivery moved; the customer has been e-mailed." : "Order status updated; the customer has been e-mailed.";
    return attempt(() => call(client.admin.order[":id"].$patch({ param: { id: params.id }, json: status ? { status } : { deliveryDate } })), done, "The order was not changed");
  }
  return attempt(() => call(client.admin.orders[":id"].notes.$post({ param: { id: params.id }, json: { body: input.body } })), "Note added.");
}

export default function AdminOrder({ loaderData: { detail, invoice, drop } }: Route.ComponentProps) {
  const { order, customer, delivery, payments, refunds, timeline, notes } = detail;
  const revalidator = useRevalidator();
  const invoiceActions = useInvoiceActions();
  const [refunding, setRefunding] = useState(false);
  const [refunded, setRefunded] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const [cancelled, setCancelled] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const [changed, setChanged] = useState<{ text: string; link: string | null } | null>(null);
  const method = order.items.find((i) => i.deliveryMethod)?.deliveryMethod ?? null;
  const a = order.shippingAddress;
  return (
    <>
      <p className="mb-2 text-sm"><Link to="/admin/orders" className="font-semibold text-orange-700 hover:underline">← All orders</Link></p>
      <PageHeader
        title={`Order #${shortId(order.id)}`}
        description={`Placed ${formatDate(order.createdAt)} · ${order.items.length} line${order.items.length === 1 ? "" : "s"}`}
        actions={<div className="flex items-center gap-2"><StatusPill status={order.status} /><StatusPill status={order.paymentStatus} /></div>}
      />
      {invoiceActions.notice && <Alert tone={invoiceActions.notice.tone} className="mb-4">{invoiceActions.notice.text}</Alert>}
      <div className="grid gap-4 lg:grid-cols-[2fr_1fr]">
        <div className="min-w-0 space-y-4">
          <Section title="Lines">
            <OrderLines items={order.items} />
            <div className="border-t border-slate-200 pt-3"><Totals rows={orderTotalsRows(order, "Delivery")} total={order.total} /></div>
            {changed && (
              <Alert tone="success" className="mt-3">
                {changed.text}
                {changed.link && <> Payment link: <a href={changed.link} className="break-all font-semibold underline">{changed.link}</a></>}
              </Alert>
            )}
            {cancellableBeforeDispatch(order) && linesEditable(order) && <Button variant="secondary" size="sm" className="mt-3" onClick={() => setEditing(true)}>Edit lines…</Button>}
            <EditLinesDialog
              order={editing ? order : null}
              onClose={() => setEditing(false)}
              onChanged={(r) => {
                setEditing(false);
                const money = r.owed ? ` ${formatUsd(r.owed)} is owed: send the customer the link.` : r.refunded ? ` ${formatUsd(r.refunded)} refunded.` : "";
                setChanged({ text: `Lines changed and re-priced.${money}`, link: r.paymentLink?.url ?? null });
                void revalidator.revalidate();
              }}
            />
          </Section>
          {order.rental && <Section title="Rental: due today, then monthly"><RentalBreakdown breakdown={order.rental} /></Section>}
          <Section title="Payments">
            <PaymentsList payments={payments} refunds={refunds} paymentStatus={order.paymentStatus} />
            {refunded && <Alert tone="success" className="mt-3">{refunded}</Alert>}
            {order.amountPaid > order.amountRefunded && (
              <Button variant="secondary" size="sm" className="mt-3" onClick={() => setRefunding(true)}>Refund…</Button>
            )}
            <RefundDialog
              order={refunding ? order : null}
              onClose={() => setRefunding(false)}
              onRefunded={(r) => {
                setRefunding(false);
                setRefunded(`Refunded ${formatUsd(r.amount)}; credit note ${r.creditNoteNumber} mailed to the customer.`);
                void revalidator.revalidate();
              }}
            />
          </Section>
          {drop && <Section title="Driver and proof of delivery"><ul><DropCard drop={drop} /></ul></Section>}
          <Section title="Timeline"><TimelineList entries={timeline} /></Section>
        </div>
        <div className="min-w-0 space-y-4">
          <Section title="Next step">
            {cancelled && <Alert tone="success" className="mb-3">{cancelled}</Alert>}
            <OrderSteps order={order} bookedDate={delivery.date} />
            {cancellableBeforeDispatch(order) && <Button variant="danger" size="sm" className="mt-3" onClick={() => setCancelling(true)}>Cancel order…</Button>}
            <CancelOrderDialog
              order={cancelling ? order : null}
              onClose={() => setCancelling(false)}
              onCancelled={(r) => {
                setCancelling(false);
                setCancelled(`Order cancelled${r.refunded ? `; ${formatUsd(r.refunded)} refunded (credit note ${r.creditNoteNumber})` : ""}. The customer has been e-mailed.`);
                void revalidator.revalidate();
              }}
            />
          </Section>
          <Section title="Customer">
            {customer ? (
              <Facts rows={[["Name", <Link key="n" to={`/admin/users?search=${encodeURIComponent(customer.email)}`} className="font-semibold text-orange-700 hover:underline">{customer.name}</Link>], ["E-mail", <a key="e" href={`mailto:${customer.email}`} className="hover:underline">{customer.email}</a>], ["Phone", customer.phone]]} />
            ) : <p className="text-sm text-slate-600">The customer's account no longer exists.</p>}
          </Section>
          <Section title="Ship to">
            <address className="text-sm not-italic text-slate-900">{a.street}<br />{a.city}, {a.state} {a.postalCode}<br />{a.country}{a.phone ? <><br />{a.phone}</> : null}</address>
            {order.trackingNumber && <p className="mt-2 text-sm text-slate-600">Tracking: <span className="font-mono text-slate-900">{order.trackingNumber}</span></p>}
          </Section>
          <Section title="Delivery"><DeliveryFacts delivery={delivery} method={method} /></Section>
          <Section title="Invoice">
            {detail.invoice ? (
              <div className="space-y-3 text-sm">
                <p><span className="font-semibold text-slate-900">{detail.invoice.invoiceNumber}</span> <StatusPill status={detail.invoice.status} /></p>
                <div className="flex flex-wrap gap-2">
                  <ButtonLink to={`/admin/invoices?search=${encodeURIComponent(detail.invoice.invoiceNumber)}`} variant="secondary" size="sm">Open in Invoices</ButtonLink>
                  {invoice && <Button variant="secondary" size="sm" disabled={invoiceActions.busyId !== null} onClick={() => void invoiceActions.print(invoice)}><AdminIcon name="print" className="size-4" /> Print</Button>}
                  {invoice && <Button variant="secondary" size="sm" disabled={invoiceActions.busyId !== null} onClick={() => void invoiceActions.download(invoice)}><AdminIcon name="download" className="size-4" /> PDF</Button>}
                </div>
              </div>
            ) : <p className="text-sm text-slate-600">This order has no invoice.</p>}
          </Section>
          <Section title="Internal notes"><NotesPanel notes={notes} /></Section>
        </div>
      </div>
    </>
  );
}

export const ErrorBoundary = () => <AdminRouteError title="Order" />;
