import type { PaymentProviderName } from "../../../contract/checkout";

/** The spec's localStorage 'currentOrder': what checkout started, read back on the return pages. */
export type CurrentOrder = { orderId: string; invoiceId: string; sessionId: string; provider?: PaymentProviderName };

export function storeCurrentOrder(order: CurrentOrder) {
  window.localStorage.setItem("currentOrder", JSON.stringify(order));
}

export function readCurrentOrder(): CurrentOrder | null {
  try {
    const raw = window.localStorage.getItem("currentOrder");
    return raw ? (JSON.parse(raw) as CurrentOrder) : null;
  } catch {
    return null;
  }
}

export function clearCurrentOrder() {
  window.localStorage.removeItem("currentOrder");
}

/** Tells the header's cart badge (and any open cart) to read the cart again. */
export function announceCartChange() {
  window.dispatchEvent(new Event("boxyard:cart"));
}
