export const CARD_TYPES = ["visa", "mastercard", "amex", "discover", "jcb", "diners_club", "other"] as const;
export type CardType = (typeof CARD_TYPES)[number];

/** The schemas are built from the payment_methods table (db/validation/payment-methods.ts, docs/decisions/030). */
export type { PaymentMethodDto, PaymentMethodInput, PaymentMethodUpdateInput } from "../db/validation/payment-methods.ts";

/** Card brand from the number's prefix (IIN ranges). */
export function cardTypeFromNumber(digits: string): CardType {
  if (/^4/.test(digits)) return "visa";
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return "mastercard";
  if (/^3[47]/.test(digits)) return "amex";
  if (/^(6011|65|64[4-9]|622)/.test(digits)) return "discover";
  if (/^35(2[89]|[3-8])/.test(digits)) return "jcb";
  if (/^3(0[0-5]|[689])/.test(digits)) return "diners_club";
  return "other";
}
