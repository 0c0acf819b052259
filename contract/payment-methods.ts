import { z } from "zod";

export const CARD_TYPES = ["visa", "mastercard", "amex", "discover", "jcb", "diners_club", "other"] as const;
export type CardType = (typeof CARD_TYPES)[number];

export const billingAddress = z.object({
  street: z.string().trim().max(200),
  city: z.string().trim().max(100),
  state: z.string().trim().max(100),
  postalCode: z.string().trim().max(20),
  country: z.string().trim().max(100),
});

/**
 * What the browser sends to save a card: never the number or the CVV. The card type is derived in the
 * browser from the number's prefix (`cardTypeFromNumber`) and only the last four digits are kept.
 */
export const paymentMethodInput = z.object({
  cardholderName: z.string().trim().min(1, "Cardholder name is required").max(100),
  cardType: z.enum(CARD_TYPES),
  lastFourDigits: z.string().regex(/^\d{4}$/, "must be the last 4 digits"),
  expiryMonth: z.number().int().min(1).max(12),
  expiryYear: z.number().int().min(2000).max(2100),
  billingAddress: billingAddress.nullish(),
  isDefault: z.boolean().default(false),
});
export type PaymentMethodInput = z.infer<typeof paymentMethodInput>;

/** What an edit may change (customer and admin): the brand and last four digits identify the card and stay. */
export const paymentMethodUpdateInput = paymentMethodInput.omit({ cardType: true, lastFourDigits: true });
export type PaymentMethodUpdateInput = z.infer<typeof paymentMethodUpdateInput>;

export const paymentMethodDto = z.object({
  id: z.string(),
  isDefault: z.boolean(),
  cardType: z.enum(CARD_TYPES),
  cardholderName: z.string(),
  lastFourDigits: z.string(),
  expiryMonth: z.number(),
  expiryYear: z.number(),
  billingAddress: billingAddress.nullable(),
  createdAt: z.string(),
});
export type PaymentMethodDto = z.infer<typeof paymentMethodDto>;

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
