import { useState } from "react";
import { formatDeliveryDate } from "../../../contract/delivery-booking";
import { shortId } from "../../../contract/orders";
import { type RescheduleTarget, DeliveryDay } from "../../components/admin/deliveries/delivery-day";
import { RangeForm } from "../../components/admin/deliveries/range-form";
import { type RescheduleIntent, RescheduleDialog } from "../../components/admin/deliveries/reschedule-dialog";
import { adminMeta } from "../../components/admin/layout/admin-meta";
import { Card, PageHeader } from "../../components/admin/ui/page-header";
import { AdminRouteError } from "../../components/admin/ui/route-error";
import { Alert } from "../../components/ui/alert";
import { ApiError } from "../../lib/api";
import { client } from "../../lib/browser-api";
import { type ActionResult, actionInput, attempt } from "../../lib/route-action";
import { call } from "../../lib/typed-api";
import type { Route } from "./+types/deliveries";

export const meta = () => adminMeta("Deliveries");

/** The range and depot come from the URL; a range the server refuses shows its field errors above an empty board. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const params = new URL(request.url).searchParams;
  const query = { from: params.get("from") || undefined, to: params.get("to") || undefined, depotId: params.get("depotId") || undefined };
  const depots = await call(client.admin.depots.$get());
  try {
    return { schedule: await call(client.admin.deliveries.$get({ query })), depots, depotId: query.depotId ?? "", errors: {} as Record<string, string> };
  } catch (err) {
    if (!(err instanceof ApiError) || err.code !== "validation_failed") throw err;
    return { schedule: null, depots, depotId: query.depotId ?? "", errors: err.errors, query };
  }
}

export async function clientAction({ request }: Route.ClientActionArgs): Promise<ActionResult> {
  const { orderId, deliveryDate } = await actionInput<RescheduleIntent>(request);
  const done = `Order #${shortId(orderId)} moved to ${deliveryDate ? formatDeliveryDate(deliveryDate) : "the new date"}; the customer has been e-mailed.`;
  return attempt(() => call(client.admin.orders[":id"].reschedule.$post({ param: { id: orderId }, json: { deliveryDate } })), done, "Failed to reschedule the delivery");
}

export const ErrorBoundary = () => <AdminRouteError title="Deliveries" />;

/** /admin/deliveries — the dispatch board: drops by day and depot, trucks booked against capacity, Reschedule. */
export default function AdminDeliveries({ loaderData }: Route.ComponentProps) {
  const { schedule, depots, depotId, errors } = loaderData;
  const [target, setTarget] = useState<RescheduleTarget | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const drops = schedule?.days.reduce((n, d) => n + d.depots.reduce((m, x) => m + x.orders.length, 0), 0) ?? 0;
  const range = schedule ? `${formatDeliveryDate(schedule.from)} – ${formatDeliveryDate(schedule.to)}` : "";
  return (
    <>
      <PageHeader title="Deliveries" description={schedule ? `${drops} ${drops === 1 ? "delivery" : "deliveries"}, ${range}.` : "Choose a range to see the deliveries."} />
      <RangeForm
        key={`${schedule?.from}-${schedule?.to}-${depotId}`}
        from={schedule?.from ?? ("query" in loaderData ? (loaderData.query?.from ?? "") : "")}
        to={schedule?.to ?? ("query" in loaderData ? (loaderData.query?.to ?? "") : "")}
        depotId={depotId}
        depots={depots.filter((d) => d.open || d.id === depotId)}
        errors={errors}
      />
      {notice && <Alert tone="success" className="mb-4">{notice}</Alert>}
      {schedule && schedule.days.length === 0 && (
        <Card><p className="p-10 text-center text-slate-600">No deliveries booked in this range.</p></Card>
      )}
      <div className="space-y-4">
        {schedule?.days.map((day) => <DeliveryDay key={day.date} date={day.date} depots={day.depots} onReschedule={(t) => {
          setNotice(null);
          setTarget(t);
        }} />)}
      </div>
      <RescheduleDialog
        target={target}
        onClose={() => setTarget(null)}
        onDone={(text) => {
          setTarget(null);
          setNotice(text);
        }}
      />
    </>
  );
}
