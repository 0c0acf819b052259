import type { CartItemDto } from "../../../../contract/cart";
import { formatUsd } from "../../../../contract/money";
import { Button } from "../../ui/button";
import { Spinner } from "../../ui/spinner";
import { AdminIcon } from "../layout/admin-icons";
import { lineRef } from "./cart-line-ref";
import { useUserPart } from "./use-user-part";
import { TabBanner } from "./tab-banner";

/** A user's cart with quantity steppers, line removal and Clear Cart; every change is answered by the server's cart. */
export function UserCartTab({ userId }: { userId: string }) {
  const { state, busy, banner, send } = useUserPart(userId, "cart");
  const setQuantity = (i: CartItemDto, quantity: number) => send({ intent: "cart.quantity", line: lineRef(i), quantity });

  if (state.status === "loading") return <Spinner label="Loading cart..." />;
  if (state.status === "error") return <TabBanner banner={{ tone: "error", text: state.message }} />;
  const cart = state.data;
  return (
    <div>
      <TabBanner banner={banner} />
      {cart.items.length === 0 ? (
        <p className="text-sm text-slate-600">The cart is empty.</p>
      ) : (
        <div className="grid gap-5 lg:grid-cols-[1fr_16rem]">
          <ul className="space-y-3">
            {cart.items.map((i) => (
              <li key={i.id} className="flex gap-3 rounded-xl border border-slate-200 p-3">
                {i.image ? (
                  <img src={i.image} alt="" className="size-20 shrink-0 rounded-lg bg-slate-100 object-cover" />
                ) : (
                  <span className="flex size-20 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-xs text-slate-500">No image</span>
                )}
                <div className="min-w-0 flex-1 space-y-1 text-sm">
                  <p className="font-semibold text-slate-900">{i.name}</p>
                  <p className="text-xs text-slate-600">
                    Base {formatUsd(i.basePrice)} · {i.selectedDimension?.dimension ?? "Standard"} · {i.selectedCondition?.condition ?? "Not specified"} ·{" "}
                    {i.selectedDelivery ? `${i.selectedDelivery.method} (${formatUsd(i.selectedDelivery.price)})` : "Not selected"}
                  </p>
                  <div className="flex flex-wrap items-center justify-between gap-2 pt-1">
                    <div className="flex items-center rounded-lg ring-1 ring-slate-300">
                      <button type="button" className="px-3 py-1 text-lg disabled:opacity-40" disabled={busy || i.quantity <= 1} onClick={() => setQuantity(i, i.quantity - 1)} aria-label={`One less ${i.name}`}>−</button>
                      <span className="min-w-8 text-center font-semibold" aria-label="Quantity">{i.quantity}</span>
                      <button type="button" className="px-3 py-1 text-lg disabled:opacity-40" disabled={busy} onClick={() => setQuantity(i, i.quantity + 1)} aria-label={`One more ${i.name}`}>+</button>
                    </div>
                    <p className="text-xs text-slate-600">{formatUsd(i.itemPrice)} each · <span className="font-semibold text-slate-900">{formatUsd(i.totalPrice)}</span></p>
                    <button type="button" disabled={busy} onClick={() => send({ intent: "cart.remove", line: lineRef(i) })}
                      className="rounded-lg p-1.5 text-slate-500 hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-orange-600">
                      <AdminIcon name="trash" className="size-4" label={`Remove ${i.name}`} />
                    </button>
                  </div>
                </div>
              </li>
            ))}
          </ul>
          <div className="h-fit space-y-2 rounded-xl bg-slate-50 p-4 text-sm">
            <p className="font-bold text-slate-900">Order Summary</p>
            <p className="flex justify-between"><span>Subtotal</span><span>{formatUsd(cart.subtotal)}</span></p>
            <p className="flex justify-between"><span>Shipping</span><span>{formatUsd(cart.shipping)}</span></p>
            <p className="flex justify-between"><span>Tax{cart.taxState ? ` (${cart.taxState})` : ""}</span><span>{formatUsd(cart.tax)}</span></p>
            <p className="flex justify-between border-t border-slate-200 pt-2 text-base font-bold"><span>Total</span><span>{formatUsd(cart.total)}</span></p>
            <Button variant="secondary" size="sm" className="mt-2 w-full" disabled={busy} onClick={() => send({ intent: "cart.clear" })}>
              Clear Cart
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
