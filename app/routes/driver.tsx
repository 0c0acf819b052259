import { useState } from "react";
import { redirect, useRevalidator } from "react-router";
import { formatDeliveryDate } from "../../contract/delivery-booking";
import type { DispatchDrop } from "../../contract/dispatch";
import { DropCard } from "../components/dispatch/drop-card";
import { DeliveredDialog } from "../components/driver/delivered-dialog";
import { FailedDialog } from "../components/driver/failed-dialog";
import { Alert } from "../components/ui/alert";
import { Button } from "../components/ui/button";
import { Spinner } from "../components/ui/spinner";
import { errorText } from "../components/admin/ui/errors";
import { client } from "../lib/browser-api";
import { homeFor, requireCustomerClient } from "../lib/guards";
import { call } from "../lib/typed-api";
import type { Route } from "./+types/driver";

export const meta = () => [{ title: "My drops | Driver" }, { name: "robots", content: "noindex, nofollow" }];

/** A driver's own page (ADR 085); anyone else is sent where they belong. The owner may open it to try it. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const user = requireCustomerClient(request);
  if (user.role !== "driver" && user.role !== "admin") throw redirect(homeFor(user));
  return { run: await call(client.driver.drops.$get()) };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <div className="flex min-h-screen items-center justify-center"><Spinner label="Loading your drops..." /></div>;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <main className="mx-auto max-w-md p-4">
      <h1 className="text-xl font-bold text-slate-900">My drops</h1>
      <Alert tone="error" className="mt-4">{errorText(error, "Your drops could not be loaded.")}</Alert>
    </main>
  );
}

function Actions({ drop, onDelivered, onFailed, onNotice }: { drop: DispatchDrop; onDelivered: () => void; onFailed: () => void; onNotice: (t: string, ok: boolean) => void }) {
  const [busy, setBusy] = useState(false);
  const onMyWay = async () => {
    setBusy(true);
    try {
      await call(client.driver.drops[":orderId"]["en-route"].$post({ param: { orderId: drop.orderId } }));
      onNotice(`On your way to stop ${drop.stop}: ${drop.customer.name} has been e-mailed the arrival window.`, true);
    } catch (err) {
      onNotice(errorText(err, "Could not tell the customer."), false);
    }
    setBusy(false);
  };
  return (
    <div className="grid grid-cols-1 gap-2">
      {!drop.proof?.enRouteAt && <Button variant="secondary" size="lg" disabled={busy} onClick={() => void onMyWay()}>On my way</Button>}
      <Button size="lg" onClick={onDelivered}>Delivered</Button>
      <Button variant="ghost" onClick={onFailed}>Could not deliver</Button>
    </div>
  );
}

/** /driver — phone-sized: today's drops in route order (then the coming days'), "On my way", proof of delivery. */
export default function DriverPage({ loaderData: { run } }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  const [delivering, setDelivering] = useState<DispatchDrop | null>(null);
  const [failing, setFailing] = useState<DispatchDrop | null>(null);
  const [notice, setNotice] = useState<{ text: string; ok: boolean } | null>(null);
  const done = (text: string, ok = true) => {
    setNotice({ text, ok });
    void revalidator.revalidate();
  };
  const days = [...new Set(run.drops.map((d) => d.day))];
  return (
    <main className="mx-auto min-h-screen max-w-md bg-slate-50 px-3 pt-4 pb-10">
      <header className="mb-4">
        <h1 className="text-2xl font-bold text-slate-900">My drops</h1>
        <p className="text-sm text-slate-600">{run.driver.name} · from {run.driver.depot}</p>
      </header>
      {notice && <Alert tone={notice.ok ? "success" : "error"} className="mb-4">{notice.text}</Alert>}
      {run.drops.length === 0 && <p className="rounded-xl bg-white p-6 text-center text-slate-600">No drops assigned to you from today on.</p>}
      {days.map((day) => (
        <section key={day} aria-label={day === run.today ? "Today" : formatDeliveryDate(day)} className="mb-6">
          <h2 className="mb-2 text-lg font-bold text-slate-900">{day === run.today ? `Today, ${formatDeliveryDate(day)}` : formatDeliveryDate(day)}</h2>
          <ol className="space-y-3">
            {run.drops.filter((d) => d.day === day).map((drop) => (
              <DropCard key={drop.orderId} drop={drop}>
                {drop.proof?.outcome ? null : <Actions drop={drop} onDelivered={() => setDelivering(drop)} onFailed={() => setFailing(drop)} onNotice={done} />}
              </DropCard>
            ))}
          </ol>
        </section>
      ))}
      <DeliveredDialog drop={delivering} onClose={() => setDelivering(null)} onDone={done} />
      <FailedDialog drop={failing} onClose={() => setFailing(null)} onDone={done} />
    </main>
  );
}
