import { ApiError } from "../../lib/api";
import { client } from "../../lib/browser-api";
import { call } from "../../lib/typed-api";
import { storeCurrentOrder } from "./current-order";
import type { HostedPage } from "./kept-card-dialog";

export type CheckoutOutcome = { kind: "redirect"; page: HostedPage } | { kind: "address-required" };

/**
 * Opens the hosted payment page: asks which provider is configured, creates the session (the server prices
 * the stored cart), remembers the order as 'currentOrder' and hands back the provider's page (its URL).
 * "address required" is a normal outcome.
 */
export async function startCheckout(): Promise<CheckoutOutcome> {
  const { provider } = await call(client.payments.config.$get());
  try {
    const { orderId, invoiceId, sessionId, url } = await call(client.user.checkout[":provider"].session.$post({ param: { provider } }));
    storeCurrentOrder({ orderId, invoiceId, sessionId, provider });
    return { kind: "redirect", page: { provider, sessionId, url, invoiceId } };
  } catch (err) {
    if (err instanceof ApiError && err.code === "address_required") return { kind: "address-required" };
    throw err;
  }
}
