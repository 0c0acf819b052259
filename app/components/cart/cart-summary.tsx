import type { CartDto } from "../../../contract/cart";
import { formatUsd } from "../../../contract/money";
import { Button } from "../ui/button";
import { Spinner } from "../ui/spinner";
import { blockedSentence } from "./blocked-sentence";
import { formatDeliveryDay } from "./delivery/delivery-draft";

/** Subtotal, shipping, rental deposits and waivers, tax and total exactly as the server computed them (the total is the charge). */
export function CartSummary({ cart, checkingOut, onCheckout }: { cart: CartDto; checkingOut: boolean; onCheckout: () => void }) {
  const row = "flex justify-between gap-4 py-1.5";
  return (
    <aside aria-labelledby="cart-summary-title" className="rounded-2xl border border-slate-200 bg-slate-50 p-5 lg:sticky lg:top-24 lg:self-start">
      <h2 id="cart-summary-title" className="text-lg font-bold text-slate-900">Order Summary</h2>
      <dl className="mt-4 text-sm text-slate-700">
        <div className={row}><dt>Subtotal</dt><dd className="font-medium text-slate-900">{formatUsd(cart.subtotal)}</dd></div>
        <div className={row}><dt>Delivery</dt><dd className="font-medium text-slate-900" data-testid="cart-shipping">{cart.items.some((i) => i.deliveryPending && i.selectedDelivery) ? "With your address" : formatUsd(cart.shipping)}</dd></div>
        {cart.rentalExtras ? (
          <div className={row}><dt>Rental deposit{cart.items.length > 1 ? "s" : ""} &amp; waivers</dt><dd className="font-medium text-slate-900" data-testid="cart-rental-extras">{formatUsd(cart.rentalExtras)}</dd></div>
        ) : null}
        <div className={row}>
          <dt>Tax{cart.taxState ? ` (${cart.taxState})` : ""}</dt>
          <dd className="font-medium text-slate-900">{formatUsd(cart.tax)}</dd>
        </div>
        <div className="mt-2 flex justify-between gap-4 border-t border-slate-200 pt-3 text-base">
          <dt className="font-bold text-slate-900">Total</dt>
          <dd className="font-bold text-slate-900" data-testid="cart-total">{formatUsd(cart.total)}</dd>
        </div>
      </dl>
      {cart.deliveryDate && <p className="mt-2 text-sm text-slate-700" data-testid="cart-delivery-date">Delivery on {formatDeliveryDay(cart.deliveryDate)}</p>}
      {!cart.taxState && <p className="mt-2 text-xs text-slate-500">Sales tax is added by the state of your shipping address.</p>}
      {cart.checkoutBlocked && <p className="mt-4 text-sm font-medium text-red-800" data-testid="cart-blocked">{blockedSentence(cart)}</p>}
      <Button variant="primary" size="lg" className="mt-5 w-full" onClick={onCheckout} disabled={checkingOut || cart.checkoutBlocked === true} aria-busy={checkingOut}>
        {checkingOut ? <Spinner label="Redirecting to payment..." className="text-white [&>span:first-child]:border-white/40 [&>span:first-child]:border-t-white" /> : "Proceed to Checkout"}
      </Button>
      <p className="mt-3 text-center text-xs text-slate-500">Secure card payment on our payment provider's page.</p>
    </aside>
  );
}
