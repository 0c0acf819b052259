import { useFetcher } from "react-router";
import { formatDeliveryDate } from "../../../contract/delivery-booking";
import { shortId } from "../../../contract/orders";
import { type AddDriverIntent, type AddTruckIntent, AddDriverForm, AddTruckForm } from "../../components/admin/dispatch/add-forms";
import { type AssignIntent, AssignForm } from "../../components/admin/dispatch/assign-form";
import { DispatchDayForm } from "../../components/admin/dispatch/day-form";
import { DispatchResources } from "../../components/admin/dispatch/resources";
import { adminMeta } from "../../components/admin/layout/admin-meta";
import { Card, PageHeader } from "../../components/admin/ui/page-header";
import { AdminRouteError } from "../../components/admin/ui/route-error";
import { DropCard } from "../../components/dispatch/drop-card";
import { Alert } from "../../components/ui/alert";
import { client } from "../../lib/browser-api";
import { type ActionResult, actionInput, attempt, load, submitJson } from "../../lib/route-action";
import { call } from "../../lib/typed-api";
import type { Route } from "./+types/dispatch";

export const meta = () => adminMeta("Dispatch");

const localDay = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
};

/** The depot (default the first open one) and day (default today) come from the URL. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const params = new URL(request.url).searchParams;
  const [depots, drivers] = await Promise.all([call(client.admin.depots.$get()), load(client.admin.drivers.$get())]);
  const depotId = params.get("depotId") || depots.find((d) => d.open)?.id || "";
  const date = params.get("date") || localDay();
  const board = depotId ? await load(client.admin.dispatch.$get({ query: { depotId, date } })) : null;
  return { depots, board, accounts: drivers.accounts, depotId, date };
}

type Intent = AssignIntent | AddDriverIntent | AddTruckIntent;

export async function clientAction({ request }: Route.ClientActionArgs): Promise<ActionResult> {
  const input = await actionInput<Intent & { depotId: string }>(request);
  if (input.intent === "assign") {
    return attempt(() => call(client.admin.orders[":id"].assignment.$put({ param: { id: input.orderId }, json: { driverId: input.driverId, truckId: input.truckId } })), (d) => `Order #${shortId(d.orderId)}: ${d.assignment?.driverName} in ${d.assignment?.plate}.`, "The drop could not be assigned");
  }
  if (input.intent === "driver") {
    return attempt(() => call(client.admin.drivers.$post({ json: { userId: input.userId, depotId: input.depotId, phone: input.phone, dropsPerDay: input.dropsPerDay } })), (d) => `${d.name} is a driver at ${d.depotName}.`, "The driver could not be added");
  }
  return attempt(() => call(client.admin.trucks.$post({ json: { depotId: input.depotId, type: input.type, plate: input.plate, dropsPerDay: input.dropsPerDay } })), (t) => `Truck ${t.plate} added.`, "The truck could not be added");
}

export const ErrorBoundary = () => <AdminRouteError title="Dispatch" />;

/** /admin/dispatch — a depot's day: drops in route order, a driver and truck for each, drivers' run sheets (ADR 085). */
export default function AdminDispatch({ loaderData: { depots, board, accounts, depotId, date } }: Route.ComponentProps) {
  const fetcher = useFetcher<ActionResult>();
  const busy = fetcher.state !== "idle";
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  const errors = answer && !answer.ok ? answer.errors : {};
  const last = fetcher.json as (Intent & { depotId: string }) | undefined;
  const send = (intent: Intent) => void fetcher.submit({ ...intent, depotId }, submitJson);
  const errorsFor = (kind: Intent["intent"], orderId?: string) => (last?.intent === kind && (!orderId || (last as AssignIntent).orderId === orderId) ? errors : {});
  const drops = board?.drops ?? [];
  return (
    <>
      <PageHeader title="Dispatch" description={board ? `${board.depot.city}, ${board.depot.state} on ${formatDeliveryDate(board.date)}: ${drops.length} ${drops.length === 1 ? "drop" : "drops"} in route order from the depot.` : "Choose a depot and a day."} />
      <DispatchDayForm depots={depots} depotId={depotId} date={date} />
      {answer && <Alert tone={answer.ok ? "success" : "error"} className="mb-4">{answer.text}</Alert>}
      {board && (
        <>
          {drops.length === 0 && <Card className="mb-4"><p className="p-8 text-center text-slate-600">No drops booked at this depot on this day.</p></Card>}
          <ol aria-label="Drops in route order" className="mb-6 space-y-3">
            {drops.map((drop) => (
              <DropCard key={drop.orderId} drop={drop}>
                {drop.proof?.outcome === "delivered" ? null : <AssignForm key={`${drop.assignment?.driverId}-${drop.assignment?.truckId}`} drop={drop} board={board} busy={busy} errors={errorsFor("assign", drop.orderId)} onAssign={send} />}
              </DropCard>
            ))}
          </ol>
          <DispatchResources board={board} />
          <div className="mt-6 grid gap-4 lg:grid-cols-2">
            <Card>
              <h2 className="border-b border-slate-100 px-4 pt-4 pb-3 text-lg font-bold text-slate-900">Add a driver to {board.depot.city}</h2>
              <AddDriverForm key={`d${board.drivers.length}`} accounts={accounts} busy={busy} errors={errorsFor("driver")} onAdd={send} />
            </Card>
            <Card>
              <h2 className="border-b border-slate-100 px-4 pt-4 pb-3 text-lg font-bold text-slate-900">Add a truck to {board.depot.city}</h2>
              <AddTruckForm key={`t${board.trucks.length}`} busy={busy} errors={errorsFor("truck")} onAdd={send} />
            </Card>
          </div>
        </>
      )}
    </>
  );
}
