import { type DeliveryBooking, bookingLines } from "../../../../contract/delivery-booking";

/** The booked drop of an order: date, depot, truck, door facing, site notes. Nothing for an order without one. */
export function OrderDelivery({ booking }: { booking: DeliveryBooking | null }) {
  const lines = bookingLines(booking);
  if (!lines.length) return null;
  return (
    <section aria-label="Delivery" className="mt-4 rounded-lg bg-orange-50 p-3 sm:p-4" data-testid="order-delivery">
      <h3 className="text-xs font-semibold tracking-wide text-orange-800 uppercase">Delivery</h3>
      <dl className="mt-2 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-4">
        {lines.map((l) => (
          <div key={l.label} className={l.label === "Site notes" ? "sm:col-span-2 lg:col-span-4" : undefined}>
            <dt className="text-xs text-slate-600">{l.label}</dt>
            <dd className="font-medium wrap-anywhere whitespace-pre-line text-slate-900">{l.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
