import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { at, cents, createdAt, id, updatedAt } from "./columns.ts";
import { products } from "./catalog.ts";
import { cartItems, orderItems, orders } from "./commerce.ts";
import { depots, type TruckCapacity } from "./stock.ts";
import { users } from "./users.ts";

/**
 * The terms of a rental product (docs/decisions/029). The monthly rate per variant is the variant's catalog
 * price (already edited per variant in the admin); the plan holds what a sale does not have.
 */
export const rentalPlans = pgTable(
  "rental_plans",
  {
    productId: uuid("product_id").primaryKey().references(() => products.id, { onDelete: "cascade" }),
    minTermMonths: integer("min_term_months").notNull().default(1),
    /** Cents per truck type that fetches the unit at the end (same keys as depot truck capacity). */
    pickupFees: jsonb("pickup_fees").$type<TruckCapacity>().notNull().default({}),
    /** Optional cover the customer may add, per month; null: not offered. */
    damageWaiverCents: cents("damage_waiver_cents"),
    depositCents: cents("deposit_cents").notNull().default(0),
    /** Rent-to-own: share of paid rent (basis points) credited towards buying the unit at purchasePriceCents. */
    rentToOwnCreditBps: integer("rent_to_own_credit_bps"),
    purchasePriceCents: cents("purchase_price_cents"),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("rental_plans_term_check", sql`${t.minTermMonths} between 1 and 60`),
    check("rental_plans_money_check", sql`${t.depositCents} >= 0 and coalesce(${t.damageWaiverCents}, 0) >= 0 and coalesce(${t.purchasePriceCents}, 0) >= 0`),
    check("rental_plans_rto_check", sql`(${t.rentToOwnCreditBps} is null) = (${t.purchasePriceCents} is null) and coalesce(${t.rentToOwnCreditBps}, 0) between 0 and 10000`),
  ],
);

/** The customer's choices on a rental cart line, beside the shared cart line (so the cart's own table stays as it is). */
export const cartRentalOptions = pgTable("cart_rental_options", {
  cartItemId: uuid("cart_item_id").primaryKey().references(() => cartItems.id, { onDelete: "cascade" }),
  damageWaiver: boolean("damage_waiver").notNull().default(false),
});

/** A card the provider keeps for later off-session charges: only its ids and what a person recognises it by. */
export const savedCards = pgTable(
  "saved_cards",
  {
    id: id(),
    userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    customerId: text("customer_id").notNull(),
    paymentMethodId: text("payment_method_id").notNull(),
    brand: text("brand"),
    last4: text("last4"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("saved_cards_method_key").on(t.provider, t.paymentMethodId), index("saved_cards_user_idx").on(t.userId)],
);

export const RENTAL_STATUSES = ["scheduled", "active", "overdue", "pickup_scheduled", "ended"] as const;
export type RentalStatus = (typeof RENTAL_STATUSES)[number];

/** One rented unit: made when its order is paid, billed monthly from the start (delivery) date. */
export const rentalAgreements = pgTable(
  "rental_agreements",
  {
    id: id(),
    userId: uuid("user_id").notNull().references(() => users.id),
    orderId: uuid("order_id").notNull().references(() => orders.id),
    orderItemId: uuid("order_item_id").notNull().references(() => orderItems.id),
    /** 1…quantity: a line of two units makes two agreements. */
    unitIndex: integer("unit_index").notNull().default(1),
    productId: uuid("product_id").notNull().references(() => products.id),
    productName: text("product_name").notNull(),
    variant: text("variant"),
    depotId: uuid("depot_id").references(() => depots.id),
    startDate: date("start_date", { mode: "string" }).notNull(),
    /** Day of month cycles start on (a 31st bills on the last day of shorter months). */
    anniversaryDay: integer("anniversary_day").notNull(),
    rentCents: cents("rent_cents").notNull(),
    waiverCents: cents("waiver_cents").notNull().default(0),
    depositCents: cents("deposit_cents").notNull().default(0),
    pickupFeeCents: cents("pickup_fee_cents").notNull().default(0),
    truck: text("truck"),
    minTermMonths: integer("min_term_months").notNull(),
    minimumEndDate: date("minimum_end_date", { mode: "string" }).notNull(),
    status: text("status").$type<RentalStatus>().notNull().default("scheduled"),
    savedCardId: uuid("saved_card_id").references(() => savedCards.id),
    rentToOwnCreditBps: integer("rent_to_own_credit_bps"),
    purchasePriceCents: cents("purchase_price_cents"),
    pickupDate: date("pickup_date", { mode: "string" }),
    /** Set when an admin extends: no pick-up may be asked for before it. */
    extendedUntil: date("extended_until", { mode: "string" }),
    endedAt: at("ended_at"),
    endReason: text("end_reason"),
    /** The yard has the unit back (admin marked it collected): it went back on hand at its depot, once. */
    collectedAt: at("collected_at"),
    /** The deposit settled once at the end: refunded through the provider, minus a deduction the admin gave a reason for. */
    depositSettledAt: at("deposit_settled_at"),
    depositRefundCents: cents("deposit_refund_cents"),
    depositDeductionCents: cents("deposit_deduction_cents"),
    depositDeductionReason: text("deposit_deduction_reason"),
    depositRefundId: text("deposit_refund_id"),
    /** The deposit went back inside a full refund of its order (no refund of its own): no longer held, not kept. */
    depositInOrderRefund: boolean("deposit_in_order_refund").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("rental_agreements_unit_key").on(t.orderItemId, t.unitIndex),
    index("rental_agreements_user_idx").on(t.userId),
    index("rental_agreements_status_idx").on(t.status),
    check("rental_agreements_status_check", sql`${t.status} in ('scheduled','active','overdue','pickup_scheduled','ended')`),
    check("rental_agreements_day_check", sql`${t.anniversaryDay} between 1 and 31`),
    // Never more than the deposit comes back, and what is kept plus what is refunded is the deposit.
    check("rental_agreements_deposit_check", sql`${t.depositSettledAt} is null or (${t.depositRefundCents} between 0 and ${t.depositCents} and ${t.depositRefundCents} + ${t.depositDeductionCents} = ${t.depositCents})`),
  ],
);

export const RENTAL_INVOICE_STATUSES = ["open", "paid", "overdue", "void"] as const;

/**
 * One billing cycle of an agreement. The (agreement, cycle) key is what makes a cycle billed once: the job
 * inserts it with ON CONFLICT DO NOTHING and charges under an idempotency key built from the same pair.
 */
export const rentalInvoices = pgTable(
  "rental_invoices",
  {
    id: id(),
    invoiceNumber: text("invoice_number").notNull().unique(),
    agreementId: uuid("agreement_id").notNull().references(() => rentalAgreements.id, { onDelete: "cascade" }),
    /** "cycle": a month's rent; "pickup": the pick-up fee, billed on the pick-up date with the final cycle's number. */
    kind: text("kind").notNull().default("cycle"),
    cycle: integer("cycle").notNull(),
    periodStart: date("period_start", { mode: "string" }).notNull(),
    periodEnd: date("period_end", { mode: "string" }).notNull(),
    amountCents: cents("amount_cents").notNull(),
    status: text("status").notNull().default("open"),
    /** Charge attempts so far: part of the provider idempotency key, raised only by a deliberate retry. */
    attempts: integer("attempts").notNull().default(0),
    /** A worker holds the charge from this moment; another may take over only after the hold went stale. */
    chargingSince: at("charging_since"),
    providerPaymentId: text("provider_payment_id"),
    failedAt: at("failed_at"),
    lastError: text("last_error"),
    /** Reminder mails sent (day 0, 3, 7) and when the admin was told. */
    dunningStep: integer("dunning_step").notNull().default(0),
    adminAlertedAt: at("admin_alerted_at"),
    paidAt: at("paid_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("rental_invoices_cycle_key").on(t.agreementId, t.kind, t.cycle),
    // Admin → Invoices lists them beside the orders' invoices, newest first (issued = created).
    index("rental_invoices_created_idx").on(t.createdAt, t.invoiceNumber),
    check("rental_invoices_kind_check", sql`${t.kind} in ('cycle','pickup')`),
    check("rental_invoices_status_check", sql`${t.status} in ('open','paid','overdue','void')`),
    check("rental_invoices_amount_check", sql`${t.amountCents} >= 0 and ${t.cycle} >= 1`),
  ],
);

export const RENTAL_LINK_KINDS = ["cycle", "buyout", "card"] as const;
export type RentalLinkKind = (typeof RENTAL_LINK_KINDS)[number];

/** Hosted pages opened for an agreement (pay an overdue cycle, buy the unit, replace the card), by provider session. */
export const rentalPaymentLinks = pgTable(
  "rental_payment_links",
  {
    id: id(),
    provider: text("provider").notNull(),
    sessionId: text("session_id").notNull(),
    kind: text("kind").$type<RentalLinkKind>().notNull(),
    agreementId: uuid("agreement_id").notNull().references(() => rentalAgreements.id, { onDelete: "cascade" }),
    rentalInvoiceId: uuid("rental_invoice_id").references(() => rentalInvoices.id, { onDelete: "cascade" }),
    amountCents: cents("amount_cents").notNull(),
    url: text("url").notNull(),
    expiresAt: at("expires_at").notNull(),
    settledAt: at("settled_at"),
    /** The provider's refund of a page paid for what was no longer owed (a buy-out of a unit already bought). */
    refundId: text("refund_id"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("rental_payment_links_session_key").on(t.provider, t.sessionId), index("rental_payment_links_agreement_idx").on(t.agreementId)],
);

/** The sandbox provider's stored test cards: a behaviour and the last four digits, never a number. */
export const sandboxPaymentMethods = pgTable("sandbox_payment_methods", {
  id: text("id").primaryKey(),
  customerId: text("customer_id").notNull(),
  last4: text("last4").notNull(),
  /** "succeeds" or "declines": tests flip it to make a later charge fail, as Stripe's test cards do. */
  behaviour: text("behaviour").notNull().default("succeeds"),
  createdAt: createdAt(),
});

/** Off-session sandbox charges by idempotency key: a repeated key answers the first result, as Stripe does. */
export const sandboxCharges = pgTable("sandbox_charges", {
  idempotencyKey: text("idempotency_key").primaryKey(),
  paymentMethodId: text("payment_method_id").notNull(),
  amountCents: cents("amount_cents").notNull(),
  status: text("status").notNull(),
  paymentId: text("payment_id").notNull(),
  createdAt: createdAt(),
});

/**
 * What a rental order line carries besides its price, fixed at checkout: the deposit and the waiver chosen, and
 * (ADR 076) the line's share of the order's sales tax and its minimum term, so the order prints the breakdown the
 * cart showed. Null on orders from before: the order's tax is shared out then.
 */
export const orderRentalTerms = pgTable("order_rental_terms", {
  orderItemId: uuid("order_item_id").primaryKey().references(() => orderItems.id, { onDelete: "cascade" }),
  depositCents: cents("deposit_cents").notNull(),
  waiverCents: cents("waiver_cents").notNull(),
  taxCents: cents("tax_cents"),
  minTermMonths: integer("min_term_months"),
});
