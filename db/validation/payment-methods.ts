import { z } from "@hono/zod-openapi";
import { paymentMethods } from "../schema/index.ts";
import { createInsertSchema, createSelectSchema, isoTimestamp } from "./table-schemas.ts";

const NEVER_SENT = "Card numbers and CVVs are never sent to the server; send only the last four digits";

/** The billing address kept with a card (a JSON column, so its shape is stated here). */
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
export const paymentMethodInput = createInsertSchema(paymentMethods, {
  cardholderName: (s) => s.trim().min(1, "Cardholder name is required").max(100),
  lastFourDigits: (s) => s.max(4, "must be the last 4 digits").regex(/^\d{4}$/, "must be the last 4 digits"),
  expiryMonth: z.number().int().min(1).max(12),
  expiryYear: z.number().int().min(2000).max(2100),
  billingAddress: billingAddress.nullish(),
  isDefault: (s) => s.default(false),
}).omit({ id: true, userId: true, createdAt: true, updatedAt: true });
export type PaymentMethodInput = z.infer<typeof paymentMethodInput>;

/** What an edit may change (customer and admin): the brand and last four digits identify the card and stay. */
export const paymentMethodUpdateInput = paymentMethodInput.omit({ cardType: true, lastFourDigits: true });
export type PaymentMethodUpdateInput = z.infer<typeof paymentMethodUpdateInput>;

/**
 * A body that carries a card number or CVV is refused outright rather than silently stripped: it means a
 * client is leaking card data, and a 400 makes that bug visible.
 */
// Not z.never: it has no OpenAPI type, so the document would fail to build. Any value present is refused.
const refused = () => z.unknown().refine((v) => v === undefined, NEVER_SENT).optional().openapi({ description: NEVER_SENT });
const noCardSecrets = { cardNumber: refused(), number: refused(), cvv: refused(), cvc: refused() };

export const createBody = paymentMethodInput.extend(noCardSecrets);
export const updateBody = paymentMethodUpdateInput.extend(noCardSecrets);

/** A saved card as the API shows it: brand, holder, last four, expiry, billing address; no owner. */
export const paymentMethodOut = createSelectSchema(paymentMethods, { billingAddress: billingAddress.nullable(), createdAt: isoTimestamp() })
  .omit({ userId: true, updatedAt: true })
  .openapi("PaymentMethod");
export type PaymentMethodDto = z.infer<typeof paymentMethodOut>;
export const paymentMethodList = z.array(paymentMethodOut).openapi("PaymentMethodList");
export const paymentMethodIdParam = z.object({ id: z.string().max(100) });

export function toPaymentMethodDto({ userId: _owner, updatedAt: _updated, ...row }: typeof paymentMethods.$inferSelect): PaymentMethodDto {
  return { ...row, billingAddress: row.billingAddress ?? null, createdAt: row.createdAt.toISOString() };
}
