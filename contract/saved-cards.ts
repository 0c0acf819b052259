import { z } from "zod";

/**
 * A card a payment provider keeps for the customer (a rental's card, docs/decisions/029 and 082): only what a
 * person recognises it by, and the rentals billed on it. Shown under Payment methods and offered at payment.
 */
export const savedCardDto = z.object({
  id: z.string(),
  provider: z.enum(["sandbox", "stripe"]),
  brand: z.string().nullable(),
  last4: z.string().nullable(),
  createdAt: z.string(),
  rentals: z.array(z.object({ id: z.string(), productName: z.string(), status: z.string() })),
});
export type SavedCardDto = z.infer<typeof savedCardDto>;
export const savedCardList = z.array(savedCardDto);

/** POST /user/checkout/{provider}/saved-card: pay the open page `sessionId` with the kept card `cardId`. */
export const savedCardPayInput = z.object({
  sessionId: z.string().trim().min(1, "sessionId is required").max(255),
  cardId: z.string().trim().min(1, "cardId is required").max(100),
});
export const savedCardPayResult = z.object({
  orderId: z.string(),
  invoiceId: z.string(),
  invoiceNumber: z.string(),
  paymentStatus: z.string(),
  /** The page's own way back (the success page), as after paying with a new card. */
  redirectUrl: z.string(),
});

/** "Visa •••• 4242": how the pay page and Payment methods name a kept card. */
export function savedCardLabel(card: { brand: string | null; last4: string | null }): string {
  const brand = card.brand ? card.brand.charAt(0).toUpperCase() + card.brand.slice(1).replace(/_/g, " ") : "Card";
  return `${brand === "Amex" ? "American Express" : brand} •••• ${card.last4 ?? "????"}`;
}
