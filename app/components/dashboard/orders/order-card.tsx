import { useState } from "react";
import { formatDate } from "../../../../contract/money";
import { type OrderDto, shortId } from "../../../../contract/orders";
import { Button } from "../../ui/button";
import { DashIcon } from "../layout/dashboard-icons";
import { CreditNotes } from "./credit-notes";
import { DepositNote } from "./deposit-note";
import { OrderDelivery } from "./order-delivery";
import { OrderLines, Totals } from "./order-lines";
import { StatusBadge, StatusIcon } from "./order-status";
import { orderTotalsRows } from "../../../../contract/rental-breakdown-rows";
import { RentalBreakdown } from "../../rentals/rental-breakdown";

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-0.5 text-slate-900">{children}</dd>
    </div>
  );
}

/** One order with everything the spec lists, and its printable receipt. */
export function OrderCard({ order, onPrint }: { order: OrderDto; onPrint: (order: OrderDto) => boolean }) {
  const [blocked, setBlocked] = useState(false);
  const a = order.shippingAddress;
  return (
    <article className="rounded-xl border border-slate-200 p-4 sm:p-5" aria-labelledby={`order-${order.id}`} data-testid="order-card">
      <header className="flex flex-wrap items-center gap-3">
        <StatusIcon status={order.status} />
        <div className="min-w-0 flex-1">
          <h2 id={`order-${order.id}`} className="font-bold text-slate-900">Order #{shortId(order.id)}</h2>
          <p className="text-sm text-slate-600">Placed {formatDate(order.createdAt)}</p>
        </div>
        <StatusBadge status={order.status} />
      </header>

      <dl className="mt-4 grid gap-4 text-sm sm:grid-cols-2 lg:grid-cols-4">
        <Detail label="Payment">
          <span className="capitalize">{order.paymentMethod}</span> · <StatusBadge status={order.paymentStatus} />
        </Detail>
        <Detail label="Tracking number">{order.trackingNumber ?? <span className="text-slate-500">Not yet assigned</span>}</Detail>
        <Detail label="Ship to">
          {a.street}, {a.city}, {a.state} {a.postalCode}, {a.country}
        </Detail>
        <Detail label="Items">{order.items.reduce((n, i) => n + i.quantity, 0)}</Detail>
      </dl>
      <DepositNote order={order} />
      <CreditNotes notes={order.creditNotes} />
      <OrderDelivery booking={order.delivery} />

      <div className="mt-4 border-t border-slate-100">
        <OrderLines items={order.items} />
      </div>
      {order.rental && (
        <section aria-label="Rental" className="mt-3 rounded-lg border border-orange-200 bg-orange-50/60 p-3">
          <h3 className="text-sm font-bold text-slate-900">Rental: due today, then monthly</h3>
          <RentalBreakdown className="mt-2" breakdown={order.rental} />
        </section>
      )}
      <div className="mt-3 flex flex-col-reverse gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <Button variant="secondary" size="sm" onClick={() => setBlocked(!onPrint(order))}>
            <DashIcon name="printer" className="size-4" />
            Print receipt
          </Button>
          {blocked && <p role="alert" className="mt-2 text-sm text-red-700">Your browser blocked the receipt window. Allow pop-ups for this site and try again.</p>}
        </div>
        <Totals rows={orderTotalsRows(order)} total={order.total} />
      </div>
    </article>
  );
}
