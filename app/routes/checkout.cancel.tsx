import { useRouteError } from "react-router";
import { CheckoutResult } from "../components/cart/checkout-result";
import { clearCurrentOrder } from "../components/cart/current-order";
import { infoPageMeta } from "../components/site/seo";
import { ButtonLink } from "../components/ui/button";
import { client } from "../lib/browser-api";
import { getStoredToken } from "../lib/session";
import { call } from "../lib/typed-api";
import type { Route } from "./+types/checkout.cancel";

export function meta({ matches }: Route.MetaArgs) {
  return infoPageMeta(matches, "Payment cancelled", "Your card payment was cancelled.", "/checkout/cancel", true);
}

/** The provider sent the buyer back without paying: the server releases the checkout, the cart stays. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const invoiceId = new URL(request.url).searchParams.get("invoiceId");
  if (!getStoredToken() || !invoiceId) throw new Error("Missing required parameters");
  await call(client.user.checkout.cancel.$post({ json: { invoiceId } }));
  clearCurrentOrder();
  return null;
}
clientLoader.hydrate = true as const;

/** Nothing else on the page changes it, so the cancellation is sent once. */
export const shouldRevalidate = () => false;

export const HydrateFallback = () => <CheckoutResult tone="processing" title="Processing cancellation..." />;

const backToCart = <ButtonLink to="/dashboard/cart" variant="primary">Back to Cart</ButtonLink>;

export function ErrorBoundary() {
  const err = useRouteError();
  console.error("Payment cancellation failed", err);
  return (
    <CheckoutResult tone="error" title="Error" actions={backToCart}>
      <p role="alert">{(err instanceof Error && err.message) || "Cancellation failed"}</p>
    </CheckoutResult>
  );
}

export default function CheckoutCancel() {
  return (
    <CheckoutResult
      tone="neutral"
      title="Payment Cancelled"
      actions={
        <>
          {backToCart}
          <ButtonLink to="/shop" variant="secondary">Continue Shopping</ButtonLink>
        </>
      }
    >
      <p>Your payment was cancelled. No charges have been made to your account.</p>
      <p className="mt-2 text-sm">Your cart has been kept, so you can check out again whenever you are ready.</p>
    </CheckoutResult>
  );
}
