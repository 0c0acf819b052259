import { z } from "zod";

export const OFFER_STATUSES = ["draft", "sent", "accepted", "declined", "expired"] as const;
export const PAYMENT_TERMS = ["full", "deposit", "net30"] as const;
export type PaymentTerms = (typeof PAYMENT_TERMS)[number];

const dollars = (label: string) => z.number({ error: `${label} must be a number` }).min(0, `${label} cannot be negative`).max(10_000_000);

/** A catalog line: the server prices it; a different unit price needs a reason. */
export const offerCatalogLineInput = z.object({
  kind: z.literal("catalog"),
  productId: z.string().uuid("Choose a product"),
  dimension: z.string().trim().max(60).nullish(),
  condition: z.string().trim().max(60).nullish(),
  quantity: z.number().int().min(1).max(999),
  unitPrice: dollars("Unit price").nullish(),
  priceReason: z.string().trim().max(300).nullish(),
});
/** Modifications, fabrication: described and priced by the admin. */
export const offerCustomLineInput = z.object({
  kind: z.literal("custom"),
  description: z.string().trim().min(3, "Describe the work").max(500),
  quantity: z.number().int().min(1).max(999),
  unitPrice: dollars("Price"),
});
export const offerLineInput = z.discriminatedUnion("kind", [offerCatalogLineInput, offerCustomLineInput]);

/** POST /admin/offers: for a quote request (`quoteId`) or a customer (`userId`, or just an e-mail). */
export const offerInput = z
  .object({
    quoteId: z.string().uuid().nullish(),
    userId: z.string().uuid().nullish(),
    email: z.string().trim().email("Enter the customer's e-mail").max(200).nullish(),
    customerName: z.string().trim().max(120).nullish(),
    shipToState: z.string().trim().max(40).nullish(),
    shipToZip: z.string().trim().max(10).nullish(),
    lines: z.array(offerLineInput).min(1, "Add at least one line").max(50),
    /** "rates": the server prices delivery for `shipToZip` from the delivery rates; "fixed": `delivery` as typed. */
    deliveryMode: z.enum(["fixed", "rates"]).default("fixed"),
    delivery: dollars("Delivery").default(0),
    discount: dollars("Discount").default(0),
    expiresOn: z.iso.date("Use a date like 2026-12-31"),
    /** The delivery day agreed with the customer: the order is booked for it (a deposit's balance is due before). */
    deliveryOn: z.iso.date("Use a date like 2026-12-31").nullish(),
    paymentTerms: z.enum(PAYMENT_TERMS),
    depositPercent: z.number().int().min(1, "Between 1 and 99 %").max(99, "Between 1 and 99 %").nullish(),
    notes: z.string().trim().max(2000).nullish(),
  })
  .refine((v) => v.quoteId || v.userId || v.email, { message: "Choose a quote request or a customer", path: ["email"] });
export type OfferInput = z.infer<typeof offerInput>;

export const offerLineDto = z.object({
  kind: z.enum(["catalog", "custom"]),
  productId: z.string().nullable(),
  name: z.string(),
  dimension: z.string().nullable(),
  condition: z.string().nullable(),
  description: z.string().nullable(),
  quantity: z.number(),
  catalogUnitPrice: z.number().nullable(),
  unitPrice: z.number(),
  priceReason: z.string().nullable(),
  total: z.number(),
});

export const offerDto = z.object({
  id: z.string(),
  number: z.string(),
  status: z.enum(OFFER_STATUSES),
  email: z.string(),
  customerName: z.string(),
  userId: z.string().nullable(),
  quoteRequestId: z.string().nullable(),
  lines: z.array(offerLineDto),
  shipToState: z.string().nullable(),
  subtotal: z.number(),
  delivery: z.number(),
  discount: z.number(),
  taxRatePercent: z.number(),
  tax: z.number(),
  total: z.number(),
  paymentTerms: z.enum(PAYMENT_TERMS),
  depositPercent: z.number().nullable(),
  /** What accepting asks now: the total, the deposit, or 0 on net-30 terms. */
  dueOnAcceptance: z.number(),
  expiresOn: z.string(),
  /** The planned delivery day (YYYY-MM-DD), or null when it is to be agreed after acceptance. */
  deliveryOn: z.string().nullable(),
  notes: z.string().nullable(),
  declineReason: z.string().nullable(),
  poNumber: z.string().nullable(),
  orderId: z.string().nullable(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
});
export type OfferDto = z.infer<typeof offerDto>;

/** POST /admin/offers/price: what saving would charge, before saving (the builder shows it). */
/** A warning for the admin building an offer (issue 43): the offer can be saved and sent, but acceptance will be refused. */
export const OFFER_WARNING_CODES = ["credit_limit_exceeded", "terms_not_approved"] as const;
export const offerWarning = z.object({ code: z.enum(OFFER_WARNING_CODES), message: z.string() });
export type OfferWarning = z.infer<typeof offerWarning>;

export const offerPriceDto = z.object({
  subtotal: z.number(),
  delivery: z.number(),
  /** How a delivery from the rates was worked out (per line: truck, depot, miles); null for a fixed amount. */
  deliveryNote: z.string().nullable(),
  discount: z.number(),
  taxRatePercent: z.number(),
  tax: z.number(),
  total: z.number(),
  shipToState: z.string().nullable(),
  /** Net-30 terms: the customer's credit limit would be passed, or they have no terms. Empty otherwise. */
  warnings: z.array(offerWarning),
});
export type OfferPriceDto = z.infer<typeof offerPriceDto>;
/** POST /admin/offers answers the saved draft with the same warnings as its preview. */
export const savedOfferDto = offerDto.extend({ warnings: z.array(offerWarning) });
export type SavedOfferDto = z.infer<typeof savedOfferDto>;

export const offerListQuery = z.object({ status: z.enum(OFFER_STATUSES).optional() });
export const offerReissueInput = z.object({ expiresOn: z.iso.date("Use a date like 2026-12-31") });
export const offerAcceptInput = z.object({ poNumber: z.string().trim().min(1, "Enter your purchase order number").max(60).nullish() });
export const offerDeclineInput = z.object({ reason: z.string().trim().min(3, "Tell us why, in a few words").max(1000) });
/** Accepting: pay on `url` (full or deposit), or, on net-30 terms, the order is made at once. */
/** The answer to accepting: the payment page to go to (null on net-30 terms), with its provider and session so the browser can offer a kept card first (ADR 082). */
export const offerAcceptResult = z.object({ url: z.string().nullable(), orderId: z.string(), invoiceId: z.string(), sessionId: z.string().nullable(), provider: z.string().nullable() });
