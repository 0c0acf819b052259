import type { CheckoutSessionResult, PaymentsConfig } from "../../../contract/checkout";
import type { CartDto } from "../../../contract/cart";
import { ApiError } from "../../lib/api";
import { browserApi } from "../../lib/browser-api";
import { storeCurrentOrder } from "./current-order";

export type CheckoutOutcome = { kind: "redirect"; url: string } | { kind: "address-required" };

/**
 * Opens the hosted payment page: asks which provider is configured, creates the session (the server
 * prices the stored cart; the body is the spec's "whole cart" and is not trusted), remembers the order
 * as 'currentOrder' and hands back the provider's URL. "address required" is a normal outcome.
 */
export async function startCheckout(cart: CartDto): Promise<CheckoutOutcome> {
  const config = await browserApi.get<PaymentsConfig>("/payments/config");
  try {
    const res = await browserApi.post<CheckoutSessionResult>(`/user/checkout/${config.data.provider}/session`, cart);
    const { orderId, invoiceId, sessionId, url } = res.data;
    storeCurrentOrder({ orderId, invoiceId, sessionId, provider: config.data.provider });
    return { kind: "redirect", url };
  } catch (err) {
    // The server names the missing shipping address as a field error, whatever its message says.
    if (err instanceof ApiError && err.errors.address) return { kind: "address-required" };
    throw err;
  }
}
