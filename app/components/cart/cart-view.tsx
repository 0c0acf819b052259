import { useEffect, useState } from "react";
import { useFetcher, useNavigate } from "react-router";
import type { CartDto } from "../../../contract/cart";
import { ApiError } from "../../lib/api";
import { type ActionResult, submitJson } from "../../lib/route-action";
import { Alert } from "../ui/alert";
import { ButtonLink } from "../ui/button";
import type { CartIntent } from "./cart-actions";
import { CartLine } from "./cart-line";
import { CartSummary } from "./cart-summary";
import { CartDeliveryPanel } from "./delivery/cart-delivery-panel";
import { KeptCardDialog, useKeptCardStep } from "./kept-card-dialog";
import { startCheckout } from "./start-checkout";
import { CartRentals } from "../rentals/cart-rentals";

const CHECKOUT_FAILED = "Failed to proceed to checkout. Please try again.";

/**
 * The customer's cart (the dashboard's cart tab and /cart), as its route loaded it: empty with Browse Containers,
 * or the lines with the server's totals and the checkout button. Changes go through the route's clientAction.
 */
export function CartView({ cart }: { cart: CartDto }) {
  const navigate = useNavigate();
  const lines = useFetcher<ActionResult>();
  const [checkingOut, setCheckingOut] = useState(false);
  const [checkoutError, setCheckoutError] = useState<string | null>(null);
  const keptCard = useKeptCardStep();
  // Coming back from the payment page with the browser's Back button restores this page from cache.
  useEffect(() => {
    const reset = (e: PageTransitionEvent) => e.persisted && setCheckingOut(false);
    window.addEventListener("pageshow", reset);
    return () => window.removeEventListener("pageshow", reset);
  }, []);

  if (!cart.items.length) {
    return (
      <div className="rounded-xl border border-dashed border-slate-300 px-6 py-12 text-center">
        <p className="text-lg font-semibold text-slate-900">Your cart is empty</p>
        <p className="mt-2 text-slate-600">Find the container that fits your project and add it here.</p>
        <ButtonLink to="/shop" variant="primary" className="mt-6">Browse Containers</ButtonLink>
      </div>
    );
  }

  const send = (intent: CartIntent) => {
    setCheckoutError(null);
    void lines.submit(intent, submitJson);
  };
  const busyLine = lines.state !== "idle" ? (lines.json as { item?: { id: string } } | undefined)?.item?.id : undefined;
  const lineError = lines.state === "idle" && lines.data && !lines.data.ok ? lines.data.text : null;

  async function checkout() {
    setCheckingOut(true);
    setCheckoutError(null);
    try {
      const outcome = await startCheckout();
      if (outcome.kind === "address-required") {
        setCheckingOut(false);
        return void navigate("/dashboard/address");
      }
      // Stripe with a kept card: the dialog first; else the hosted page at once.
      if (await keptCard.goToPayment(outcome.page)) setCheckingOut(false);
    } catch (err) {
      setCheckingOut(false);
      // A cart the server refuses (too large to pay by card, delivery details missing, out of area) says why;
      // anything else gets the generic message.
      const refused = err instanceof ApiError && (err.status === 400 || err.status === 422);
      setCheckoutError(refused ? (err.errors.cart ?? err.message) : CHECKOUT_FAILED);
    }
  }

  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_20rem]">
      <KeptCardDialog offer={keptCard.offer} onClose={keptCard.close} />
      <div>
        {(checkoutError ?? lineError) && <Alert tone="error" className="mb-4">{checkoutError ?? lineError}</Alert>}
        <ul className="divide-y divide-slate-200 border-y border-slate-200" aria-label="Cart items">
          {cart.items.map((item) => (
            <CartLine
              key={item.id}
              item={item}
              busy={busyLine === item.id}
              onQuantity={(quantity) => send({ intent: "quantity", item, quantity })}
              onRemove={() => send({ intent: "remove", item })}
            />
          ))}
        </ul>
        <CartDeliveryPanel cart={cart} />
        <CartRentals key={cart.items.map((i) => `${i.id}:${i.quantity}`).join()} />
      </div>
      <CartSummary cart={cart} checkingOut={checkingOut} onCheckout={checkout} />
    </div>
  );
}
