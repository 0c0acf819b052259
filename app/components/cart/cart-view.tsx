import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { ApiError } from "../../lib/api";
import { Alert } from "../ui/alert";
import { Button, ButtonLink } from "../ui/button";
import { Spinner } from "../ui/spinner";
import { CartLine } from "./cart-line";
import { CartSummary } from "./cart-summary";
import { CartDeliveryPanel } from "./delivery/cart-delivery-panel";
import { startCheckout } from "./start-checkout";
import { CART_MESSAGES, useCart } from "./use-cart";
import { CartRentals } from "../rentals/cart-rentals";

/**
 * The customer's cart (the dashboard's cart tab and /cart): loading, error with Try Again, empty with
 * Browse Containers, or the lines with the server's totals and the checkout button.
 */
export function CartView() {
  const navigate = useNavigate();
  const cart = useCart();
  const [checkingOut, setCheckingOut] = useState(false);
  const { state } = cart;
  // Coming back from the payment page with the browser's Back button restores this page from cache.
  useEffect(() => {
    const reset = (e: PageTransitionEvent) => e.persisted && setCheckingOut(false);
    window.addEventListener("pageshow", reset);
    return () => window.removeEventListener("pageshow", reset);
  }, []);

  if (state.status === "loading") return <Spinner label="Loading your cart..." className="py-8" />;
  if (state.status === "error") {
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 px-5 py-4">
        <p className="font-medium text-red-700">{state.message}</p>
        <Button variant="secondary" size="sm" className="mt-3" onClick={cart.retry}>Try Again</Button>
      </div>
    );
  }
  if (!state.cart.items.length) {
    return (
      <div className="rounded-xl border border-dashed border-slate-300 px-6 py-12 text-center">
        <p className="text-lg font-semibold text-slate-900">Your cart is empty</p>
        <p className="mt-2 text-slate-600">Find the container that fits your project and add it here.</p>
        <ButtonLink to="/shop" variant="primary" className="mt-6">Browse Containers</ButtonLink>
      </div>
    );
  }

  async function checkout() {
    if (state.status !== "ready") return;
    setCheckingOut(true);
    cart.setActionError(null);
    try {
      const outcome = await startCheckout(state.cart);
      if (outcome.kind === "address-required") {
        setCheckingOut(false);
        return void navigate("/dashboard/address");
      }
      // A full page load: the provider's hosted page is another site (or a standalone page).
      window.location.href = outcome.url;
    } catch (err) {
      setCheckingOut(false);
      // A cart the server refuses (too large to pay by card, delivery details missing, out of area) says why;
      // anything else gets the generic message.
      const reason = err instanceof ApiError && (err.status === 400 || err.status === 422) ? (err.errors.cart ?? err.message) : undefined;
      if (!cart.toAuthIfLoggedOut(err)) cart.setActionError(reason ?? CART_MESSAGES.checkout);
    }
  }

  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_20rem]">
      <div>
        {cart.actionError && <Alert tone="error" className="mb-4">{cart.actionError}</Alert>}
        <ul className="divide-y divide-slate-200 border-y border-slate-200" aria-label="Cart items">
          {state.cart.items.map((item) => (
            <CartLine
              key={item.id}
              item={item}
              busy={cart.busyLine === item.id}
              onQuantity={(q) => cart.setQuantity(item, q)}
              onRemove={() => cart.remove(item)}
            />
          ))}
        </ul>
        <CartDeliveryPanel cart={state.cart} onCart={cart.replace} />
        <CartRentals key={state.cart.items.map((i) => `${i.id}:${i.quantity}`).join()} />
      </div>
      <CartSummary cart={state.cart} checkingOut={checkingOut} onCheckout={checkout} />
    </div>
  );
}
