import { type DepotDay, type ScheduledDelivery } from "../../../../contract/deliveries";
import { TRUCK_LABELS, formatDeliveryDate } from "../../../../contract/delivery-booking";
import { shortId } from "../../../../contract/orders";
import { Button } from "../../ui/button";
import { Card } from "../ui/page-header";
import { StatusPill } from "../ui/status";
import { TruckLoad } from "./truck-load";

export type RescheduleTarget = ScheduledDelivery & { date: string; depotCity: string };

/** One day of the board: per depot the trucks booked of capacity, then each drop with its Reschedule action. */
export function DeliveryDay({ date, depots, onReschedule }: { date: string; depots: DepotDay[]; onReschedule: (t: RescheduleTarget) => void }) {
  return (
    <Card className="overflow-hidden">
      <h2 className="border-b border-slate-200 bg-slate-50 px-4 py-2.5 font-bold text-slate-900">{formatDeliveryDate(date)}</h2>
      {depots.map((d) => (
        <section key={d.depot.id} className="border-b border-slate-100 px-4 py-3 last:border-b-0" aria-label={`${d.depot.city}, ${d.depot.state} on ${formatDeliveryDate(date)}`}>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="font-semibold text-slate-800">{d.depot.city}, {d.depot.state}</h3>
            <TruckLoad trucks={d.trucks} />
          </div>
          <ul className="mt-2 divide-y divide-slate-100">
            {d.orders.map((o) => (
              <li key={o.orderId} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2 text-sm" data-testid="delivery-row">
                <div className="min-w-0 flex-1 basis-48">
                  <p className="font-medium text-slate-900">{o.customer.name}</p>
                  <p className="truncate text-xs text-slate-500">#{shortId(o.orderId)} · {o.customer.email}</p>
                </div>
                <p className="basis-32 text-slate-700">{o.postalCode} {o.city}, {o.state}</p>
                <p className="basis-32 whitespace-nowrap text-slate-700">{o.truck ? (TRUCK_LABELS[o.truck] ?? o.truck) : "—"}{o.trucks > 1 ? ` × ${o.trucks}` : ""}</p>
                <StatusPill status={o.status} />
                <Button variant="secondary" size="sm" onClick={() => onReschedule({ ...o, date, depotCity: d.depot.city })}>Reschedule</Button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </Card>
  );
}
