import type { CartDto } from "../../../../contract/cart";
import type { CartDeliveryInput } from "../../../../contract/delivery";
import { formatUtcDate } from "../../../../contract/en-us-format";

/** What PUT /v1/user/cart/delivery takes, as the cart panel edits it. */
export type DeliveryDraft = {
  addressId: string;
  deliveryDate: string | null;
  doorFacing: Exclude<CartDeliveryInput["doorFacing"], undefined>;
  groundSurface: Exclude<CartDeliveryInput["groundSurface"], undefined>;
  clearanceConfirmed: boolean;
  siteNotes: string;
};

export function draftOfCart(cart: CartDto): DeliveryDraft | null {
  if (!cart.shipTo) return null;
  const d = cart.delivery;
  return {
    addressId: cart.shipTo.id,
    deliveryDate: cart.deliveryDate ?? null,
    doorFacing: (d?.doorFacing as DeliveryDraft["doorFacing"]) ?? null,
    groundSurface: (d?.groundSurface as DeliveryDraft["groundSurface"]) ?? null,
    clearanceConfirmed: d?.clearanceConfirmed ?? false,
    siteNotes: d?.siteNotes ?? "",
  };
}

/** "Thursday, November 26" for a "2026-11-26" delivery day. */
export const formatDeliveryDay = (day: string) => formatUtcDate(new Date(`${day}T00:00:00Z`), "weekdayLong");
