import { useRouteError } from "react-router";
import type { ConfirmResult, PaymentProviderName } from "../../contract/checkout";
import { shortId } from "../../contract/orders";
import { CheckoutResult } from "../components/cart/checkout-result";
import { announceCartChange, clearCurrentOrder, readCurrentOrder } from "../components/cart/current-order";
import { infoPageMeta } from "../components/site/seo";
import { ButtonLink } from "../components/ui/button";
import { ApiError } from "../lib/api";
import { client } from "../lib/browser-api";
import { getStoredToken } from "../lib/session";
import { call } from "../lib/typed-api";
import type { Route } from "./+types/checkout.success";

export function meta({ matches }: Route.MetaArgs) {
  return infoPageMeta(matches, "Payment", "Confirmation of your card payment.", "/checkout/success", true);
}

const FALLBACK = "Payment failed. Please contact support.";
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The provider checkout was started with (stored with the order), else the one the shop uses now. */
async function providerOf(sessionId: string): Promise<PaymentProviderName> {
  const started = readCurrentOrder();
  if (started?.sessionId === sessionId && started.provider) return started.provider;
  return (await call(client.payments.config.$get())).provider;
}

/** The provider's redirect may beat its own settlement by a moment: ask again twice before giving up. */
async function confirmPayment(sessionId: string): Promise<ConfirmResult> {
  const provider = await providerOf(sessionId);
  for (let attempt = 0; ; attempt++) {
    try {
      return await call(client.user.checkout[":provider"].confirm.$post({ param: { provider }, json: { sessionId, payerID: null } }));
    } catch (err) {
      const pending = err instanceof ApiError && err.code === "payment_not_completed";
      if (!pending || attempt >= 2) throw err;
      await sleep(1500);
    }
  }
}

/** Confirms once, on arrival; the result is the loader's data, a failure the ErrorBoundary's message. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const sessionId = new URL(request.url).searchParams.get("session_id");
  if (!getStoredToken() || !sessionId) throw new Error("Missing required payment parameters");
  const result = await confirmPayment(sessionId);
  clearCurrentOrder();
  announceCartChange();
  return { result };
}
clientLoader.hydrate = true as const;

/** Nothing else on the page changes it, so the payment is confirmed once. */
export const shouldRevalidate = () => false;

export const HydrateFallback = () => (
  <CheckoutResult tone="processing" title="Processing Payment"><p>Please wait while we confirm your payment. Do not close this page.</p></CheckoutResult>
);

export function ErrorBoundary() {
  const err = useRouteError();
  console.error("Payment confirmation failed", err);
  return (
    <CheckoutResult
      tone="error"
      title="Payment Failed"
      actions={
        <>
          <ButtonLink to="/cart" variant="primary">Back to Cart</ButtonLink>
          <ButtonLink to="/contact" variant="secondary">Contact Support</ButtonLink>
        </>
      }
    >
      <p role="alert">{(err instanceof Error && err.message) || FALLBACK}</p>
    </CheckoutResult>
  );
}

export default function CheckoutSuccess({ loaderData: { result } }: Route.ComponentProps) {
  return (
    <CheckoutResult
      tone="success"
      title="Payment Successful!"
      actions={
        <>
          <ButtonLink to="/dashboard/orders" variant="primary">View My Orders</ButtonLink>
          <ButtonLink to="/shop" variant="secondary">Continue Shopping</ButtonLink>
        </>
      }
    >
      <p>Thank you for your order. A confirmation has been sent to your e-mail.</p>
      <dl className="mx-auto mt-6 max-w-xs divide-y divide-slate-200 rounded-xl border border-slate-200 text-left text-sm">
        <div className="flex justify-between gap-4 px-4 py-3"><dt className="text-slate-500">Order ID</dt><dd className="font-mono font-semibold text-slate-900">{shortId(result.orderId)}</dd></div>
        <div className="flex justify-between gap-4 px-4 py-3"><dt className="text-slate-500">Invoice #</dt><dd className="font-mono font-semibold text-slate-900">{result.invoiceNumber}</dd></div>
        <div className="flex justify-between gap-4 px-4 py-3"><dt className="text-slate-500">Status</dt><dd className="font-semibold text-green-700">{result.paymentStatus === "deposit_paid" ? "Deposit paid" : "Paid"}</dd></div>
      </dl>
    </CheckoutResult>
  );
}
