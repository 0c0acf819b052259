import type { PaymentMethodDto } from "../../../contract/payment-methods.ts";
import type { paymentMethods } from "../../../db/schema/index.ts";

/** The API shape of a saved card: brand, holder, last four, expiry, billing address. */
export function toPaymentMethodDto(p: typeof paymentMethods.$inferSelect): PaymentMethodDto {
  return {
    id: p.id,
    isDefault: p.isDefault,
    cardType: p.cardType,
    cardholderName: p.cardholderName,
    lastFourDigits: p.lastFourDigits,
    expiryMonth: p.expiryMonth,
    expiryYear: p.expiryYear,
    billingAddress: p.billingAddress ?? null,
    createdAt: p.createdAt.toISOString(),
  };
}
