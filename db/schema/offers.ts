import { sql } from "drizzle-orm";
import { check, date, doublePrecision, index, integer, jsonb, pgSequence, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { at, cents, createdAt, id, updatedAt } from "./columns.ts";
import { orders } from "./commerce.ts";
import { quoteRequests } from "./site.ts";
import { users } from "./users.ts";

export const OFFER_STATUSES = ["draft", "sent", "accepted", "declined", "expired"] as const;
export const PAYMENT_TERMS = ["full", "deposit", "net30"] as const;

/** One priced line, copied into the offer: catalog lines keep what the catalog said and why the price differs. */
export type OfferLine = {
  kind: "catalog" | "custom";
  productId: string | null;
  name: string;
  dimension: string | null;
  condition: string | null;
  description: string | null;
  quantity: number;
  /** The catalog's unit price when the offer was priced (catalog lines only). */
  catalogUnitCents: number | null;
  unitCents: number;
  /** Why the unit price is not the catalog's (required when it differs). */
  priceReason: string | null;
};

export const offerNumberSeq = pgSequence("offer_number_seq", { startWith: 5001 });

/**
 * A priced proposal to one customer (ADR 028). Totals are computed by the server when saved and never again:
 * the order made on acceptance copies them. Addressed by e-mail, so a quote requester without an account
 * finds it once they register with that address.
 */
export const offers = pgTable(
  "offers",
  {
    id: id(),
    number: text("number").notNull().unique(),
    userId: uuid("user_id").references(() => users.id),
    email: text("email").notNull(),
    customerName: text("customer_name").notNull(),
    quoteRequestId: uuid("quote_request_id").references(() => quoteRequests.id, { onDelete: "set null" }),
    status: text("status").notNull().default("draft"),
    lines: jsonb("lines").$type<OfferLine[]>().notNull(),
    shipToState: text("ship_to_state"),
    shipToZip: text("ship_to_zip"),
    subtotalCents: cents("subtotal_cents").notNull(),
    deliveryCents: cents("delivery_cents").notNull(),
    discountCents: cents("discount_cents").notNull().default(0),
    /** Basis points; a half point where a state's rate has a third decimal (MN 6.875 % = 687.5, ADR 087). */
    taxBps: doublePrecision("tax_bps").notNull().default(0),
    taxCents: cents("tax_cents").notNull(),
    /** The exemption certificate that made the offer tax-free (ADR 087); copied onto the order it becomes. */
    taxExemptCertificate: text("tax_exempt_certificate"),
    totalCents: cents("total_cents").notNull(),
    paymentTerms: text("payment_terms").notNull().default("full"),
    depositPercent: integer("deposit_percent"),
    expiresOn: date("expires_on", { mode: "string" }).notNull(),
    /** The delivery day agreed with the customer (optional): the order made from the offer is booked for it. */
    deliveryOn: date("delivery_on", { mode: "string" }),
    notes: text("notes"),
    declineReason: text("decline_reason"),
    poNumber: text("po_number"),
    orderId: uuid("order_id").references(() => orders.id),
    createdBy: uuid("created_by").references(() => users.id),
    sentAt: at("sent_at"),
    respondedAt: at("responded_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("offers_status_idx").on(t.status, t.createdAt),
    index("offers_email_idx").on(sql`lower(${t.email})`),
    check("offers_status_check", sql`${t.status} in ('draft','sent','accepted','declined','expired')`),
    check("offers_terms_check", sql`${t.paymentTerms} in ('full','deposit','net30')`),
    check("offers_deposit_check", sql`(${t.paymentTerms} = 'deposit') = (${t.depositPercent} is not null) and (${t.depositPercent} is null or ${t.depositPercent} between 1 and 99)`),
    check("offers_money_check", sql`${t.subtotalCents} >= 0 and ${t.deliveryCents} >= 0 and ${t.discountCents} >= 0 and ${t.taxCents} >= 0 and ${t.totalCents} >= 0`),
  ],
);
