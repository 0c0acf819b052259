import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
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

type State = { status: "processing" } | { status: "cancelled" } | { status: "error"; message: string };

export default function CheckoutCancel() {
  const [params] = useSearchParams();
  const invoiceId = params.get("invoiceId");
  const [state, setState] = useState<State>({ status: "processing" });

  useEffect(() => {
    let live = true;
    const run = async () => {
      if (!getStoredToken() || !invoiceId) throw new Error("Missing required parameters");
      return call(client.user.checkout.cancel.$post({ json: { invoiceId } }));
    };
    run().then(
      () => {
        clearCurrentOrder();
        if (live) setState({ status: "cancelled" });
      },
      (err: unknown) => {
        console.error("Payment cancellation failed", err);
        if (live) setState({ status: "error", message: (err instanceof Error && err.message) || "Cancellation failed" });
      },
    );
    return () => {
      live = false;
    };
  }, [invoiceId]);

  const backToCart = <ButtonLink to="/dashboard/cart" variant="primary">Back to Cart</ButtonLink>;
  if (state.status === "processing") return <CheckoutResult tone="processing" title="Processing cancellation..." />;
  if (state.status === "error") {
    return (
      <CheckoutResult tone="error" title="Error" actions={backToCart}>
        <p role="alert">{state.message}</p>
      </CheckoutResult>
    );
  }
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
