import { useFetcher } from "react-router";
import { formatDate, formatUsd } from "../../../../contract/money";
import { type OrderDto, shortId } from "../../../../contract/orders";
import { submitJson } from "../../../lib/route-action";
import type { OrderChange, clientAction } from "../../../routes/admin/orders";
import { Spinner } from "../../ui/spinner";
import { OrderSelect } from "../orders/order-select";
import { StatusPill } from "../ui/status";
import { useUserPart } from "./use-user-part";
import { TabBanner } from "./tab-banner";

function Address({ o }: { o: OrderDto }) {
  const a = o.shippingAddress;
  if (!a || !a.street) return <p className="text-sm text-slate-500">No shipping address on file.</p>;
  return <p className="text-sm text-slate-700">{a.street}, {a.city}, {a.state} {a.postalCode}, {a.country}</p>;
}

/** A user's orders with a status change (SPEC section 2 "Orders tab" and section 8's messages). */
export function UserOrdersTab({ userId }: { userId: string }) {
  const { state } = useUserPart(userId, "orders");
  // The Orders page's action makes the change (and its messages); the tab's data then revalidates.
  const fetcher = useFetcher<typeof clientAction>();
  const busyId = fetcher.state !== "idle" ? (fetcher.json as OrderChange | undefined)?.id : undefined;
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  const change = (o: OrderDto, field: OrderChange["field"], value: string) => void fetcher.submit({ id: o.id, field, value } satisfies OrderChange, { ...submitJson, action: "/admin/orders" });

  if (state.status === "loading") return <Spinner label="Loading orders..." />;
  if (state.status === "error") return <TabBanner banner={{ tone: "error", text: "Failed to load orders." }} />;
  return (
    <div>
      <TabBanner banner={answer ? { tone: answer.ok ? "success" : "error", text: answer.text } : null} />
      {state.data.length === 0 ? (
        <p className="text-sm text-slate-600">No orders found for this user.</p>
      ) : (
        <ul className="space-y-3">
          {state.data.map((o) => (
            <li key={o.id} className="rounded-xl border border-slate-200 p-4">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div>
                  <p className="font-mono font-bold text-slate-900">#{shortId(o.id)}</p>
                  <p className="text-xs text-slate-500">{formatDate(o.createdAt)} · {o.paymentMethod} · payment <StatusPill status={o.paymentStatus} /></p>
                </div>
                <p className="text-lg font-bold text-slate-900">{formatUsd(o.total)}</p>
              </div>
              <div className="mt-3 grid gap-3 sm:grid-cols-[1fr_12rem_10rem] sm:items-center">
                <div>
                  <Address o={o} />
                  {o.trackingNumber && <p className="text-xs text-slate-500">Tracking: {o.trackingNumber}</p>}
                  <p className="mt-1 text-xs text-slate-500">{o.items.map((i) => `${i.quantity} × ${i.name}`).join(", ")}</p>
                </div>
                <div><OrderSelect order={o} which="status" busy={busyId === o.id} idPrefix="u" onChange={(v) => change(o, "status", v)} /></div>
                <div><OrderSelect order={o} which="paymentStatus" busy={busyId === o.id} idPrefix="u" onChange={(v) => change(o, "paymentStatus", v)} /></div>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
