import { useState } from "react";
import { formatDate, formatUsd } from "../../../../contract/money";
import { type OrderDto, shortId } from "../../../../contract/orders";
import { browserApi } from "../../../lib/browser-api";
import { Spinner } from "../../ui/spinner";
import { OrderSelect } from "../orders/order-select";
import { StatusPill } from "../ui/status";
import { errorText } from "../ui/errors";
import { useUserPart } from "./use-user-part";
import { type Banner, TabBanner } from "./tab-banner";

function Address({ o }: { o: OrderDto }) {
  const a = o.shippingAddress;
  if (!a || !a.street) return <p className="text-sm text-slate-500">No shipping address on file.</p>;
  return <p className="text-sm text-slate-700">{a.street}, {a.city}, {a.state} {a.postalCode}, {a.country}</p>;
}

/** A user's orders with a status change (SPEC section 2 "Orders tab" and section 8's messages). */
export function UserOrdersTab({ userId }: { userId: string }) {
  const { state, reload } = useUserPart<OrderDto[]>(userId, "orders");
  const [banner, setBanner] = useState<Banner>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  async function change(o: OrderDto, which: "status" | "paymentStatus", value: string) {
    setBusyId(o.id);
    setBanner(null);
    try {
      await browserApi.patch<OrderDto>(`/admin/order/${o.id}`, { [which]: value });
      reload();
      setBanner({ tone: "success", text: which === "status" ? "Order status updated successfully." : "Payment status updated successfully." });
    } catch (err) {
      console.error("[admin] user order status change failed", err);
      setBanner({ tone: "error", text: `Unable to update order status. ${errorText(err)}` });
    } finally {
      setBusyId(null);
    }
  }

  if (state.status === "loading") return <Spinner label="Loading orders..." />;
  if (state.status === "error") return <TabBanner banner={{ tone: "error", text: "Failed to load orders." }} />;
  return (
    <div>
      <TabBanner banner={banner} />
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
