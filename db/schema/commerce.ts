import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, jsonb, pgSequence, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { Design } from "../../contract/builder.ts";
import { at, cents, createdAt, id, updatedAt } from "./columns.ts";
import { deliveryOptions, productConditions, productDimensions, products } from "./catalog.ts";
import { designs } from "./builder.ts";
import { addresses } from "./customer.ts";
import { depots } from "./stock.ts";
import { users } from "./users.ts";

export const carts = pgTable("carts", {
  id: id(),
  userId: uuid("user_id").notNull().unique().references(() => users.id, { onDelete: "cascade" }),
  // The drop the customer is arranging (docs/decisions/024); checkout copies it onto the order. The address
  // falls back to the default shipping address when unset or deleted.
  shipToAddressId: uuid("ship_to_address_id").references(() => addresses.id, { onDelete: "set null" }),
  deliveryDate: date("delivery_date", { mode: "string" }),
  doorFacing: text("door_facing"),
  groundSurface: text("ground_surface"),
  clearanceConfirmed: boolean("clearance_confirmed").notNull().default(false),
  siteNotes: text("site_notes"),
  // The site checklist above is what the last paid order from this cart left (issue 48): the cart says so, with a
  // button to clear it, until the customer changes it.
  siteFromLastOrder: boolean("site_from_last_order").notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A line is product + dimension + condition + delivery method; prices are read from the catalog, never stored. */
export const cartItems = pgTable(
  "cart_items",
  {
    id: id(),
    cartId: uuid("cart_id").notNull().references(() => carts.id, { onDelete: "cascade" }),
    productId: uuid("product_id").notNull().references(() => products.id, { onDelete: "cascade" }),
    dimensionId: uuid("dimension_id").references(() => productDimensions.id, { onDelete: "cascade" }),
    conditionId: uuid("condition_id").references(() => productConditions.id, { onDelete: "cascade" }),
    deliveryOptionId: uuid("delivery_option_id").references(() => deliveryOptions.id, { onDelete: "cascade" }),
    /** A custom build (docs/decisions/025): the product/dimension/condition are its base box; priced from the design. */
    designId: uuid("design_id").references(() => designs.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("cart_items_line_key").on(
      t.cartId,
      t.productId,
      sql`coalesce(${t.dimensionId}, '00000000-0000-0000-0000-000000000000')`,
      sql`coalesce(${t.conditionId}, '00000000-0000-0000-0000-000000000000')`,
      sql`coalesce(${t.deliveryOptionId}, '00000000-0000-0000-0000-000000000000')`,
      sql`coalesce(${t.designId}, '00000000-0000-0000-0000-000000000000')`,
    ),
    check("cart_items_quantity_check", sql`${t.quantity} between 1 and 999`),
  ],
);

/** What an order line keeps of a custom build: the design, its name and the priced lines (cents). */
export type DesignSnapshot = { name: string; design: Design; lines: { code: string; label: string; priceCents: number }[]; leadTimeDays: number };

export const ORDER_STATUSES = ["pending", "processing", "confirmed", "shipped", "delivered", "cancelled"] as const;
/** deposit_paid: part paid on deposit terms (ADR 028); refunded / partially_refunded only come from a refund. */
export const PAYMENT_STATUSES = ["pending", "deposit_paid", "paid", "failed", "partially_refunded", "refunded"] as const;
export const INVOICE_STATUSES = ["draft", "sent", "paid", "overdue", "cancelled"] as const;

export type ShippingAddress = {
  street: string; city: string; state: string; postalCode: string; country: string; phone?: string | null;
};

export const orders = pgTable(
  "orders",
  {
    id: id(),
    userId: uuid("user_id").notNull().references(() => users.id),
    status: text("status").notNull().default("pending"),
    paymentMethod: text("payment_method").notNull().default("card"),
    paymentStatus: text("payment_status").notNull().default("pending"),
    trackingNumber: text("tracking_number"),
    shippingAddress: jsonb("shipping_address").$type<ShippingAddress>().notNull(),
    subtotalCents: cents("subtotal_cents").notNull(),
    shippingCents: cents("shipping_cents").notNull(),
    taxCents: cents("tax_cents").notNull(),
    totalCents: cents("total_cents").notNull(),
    /** The exemption certificate that made this order tax-free (ADR 087), as it read when the order was priced. */
    taxExemptCertificate: text("tax_exempt_certificate"),
    provider: text("provider"),
    providerSessionId: text("provider_session_id"),
    /** Hash of the cart lines the order was made from: a second click on the same cart reuses the order. */
    cartFingerprint: text("cart_fingerprint"),
    paidAt: at("paid_at"),
    /** When the current hosted payment page stops taking payments: the expiry job cancels the order then. */
    checkoutExpiresAt: at("checkout_expires_at"),
    /** Set when the customer paid or came back from the payment page, or the provider wrote to us: the
     * reconcile job asks the provider about such pending orders in case fulfilment was interrupted. */
    paymentAttemptedAt: at("payment_attempted_at"),
    /** What the current hosted page charges: the invoice's amount due when it was opened (ADR 028). Null on
     * orders from before, whose page charged the order total. */
    sessionAmountCents: cents("session_amount_cents"),
    /** Paid up front on a deposit order (an offer's deposit terms); the balance is due before delivery. */
    depositCents: cents("deposit_cents"),
    /** The offer this order was made from (no cart behind it); its PO number for net-30 terms. */
    offerId: uuid("offer_id"),
    poNumber: text("po_number"),
    /** When the balance payment link was mailed (deposit orders, 7 days before delivery). */
    balanceReminderAt: at("balance_reminder_at"),
    // The booked drop (docs/decisions/024): the yard it leaves from, the day, the truck, and what the driver
    // needs to know on site. Null on orders placed before delivery was booked, and on parts-only parcels' date.
    deliveryDate: date("delivery_date", { mode: "string" }),
    deliveryDepotId: uuid("delivery_depot_id").references(() => depots.id),
    deliveryTruck: text("delivery_truck"),
    deliveryMiles: integer("delivery_miles"),
    /** Trucks of deliveryTruck the drop takes that day (two 40ft by crane: 2); counted against depot capacity. */
    deliveryTrucks: integer("delivery_trucks"),
    /** Business days from the order to its earliest drop when it was booked, build and transit included (ADR 074):
     * a reschedule counts them again from the day the order was placed. Null on orders booked before. */
    deliveryLeadDays: integer("delivery_lead_days"),
    doorFacing: text("door_facing"),
    groundSurface: text("ground_surface"),
    clearanceConfirmed: boolean("clearance_confirmed"),
    siteNotes: text("site_notes"),
    /** The delivery date the reminder mail went out for: a rescheduled order differs from it and is reminded again. */
    deliveryReminderSentFor: date("delivery_reminder_sent_for", { mode: "string" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("orders_user_idx").on(t.userId, t.createdAt),
    // The admin list, newest first (ADR 039), and its search by (part of) an order id.
    index("orders_created_idx").on(t.createdAt, t.id),
    index("orders_id_trgm_idx").using("gin", sql`(${t.id}::text) gin_trgm_ops`),
    index("orders_delivery_date_idx").on(t.deliveryDate, t.deliveryDepotId),
    check("orders_door_facing_check", sql`${t.doorFacing} is null or ${t.doorFacing} in ('cab','away')`),
    check("orders_ground_surface_check", sql`${t.groundSurface} is null or ${t.groundSurface} in ('concrete','gravel','dirt')`),
    index("orders_pending_checkout_idx").on(t.checkoutExpiresAt).where(sql`${t.paymentStatus} = 'pending'`),
    uniqueIndex("orders_provider_session_key").on(t.provider, t.providerSessionId),
    check("orders_status_check", sql`${t.status} in ('pending','processing','confirmed','shipped','delivered','cancelled')`),
    check("orders_payment_status_check", sql`${t.paymentStatus} in ('pending','deposit_paid','paid','failed','partially_refunded','refunded')`),
    check("orders_money_check", sql`${t.subtotalCents} >= 0 and ${t.shippingCents} >= 0 and ${t.taxCents} >= 0 and ${t.totalCents} >= 0`),
  ],
);

/** Order lines copy name, SKU and prices at checkout so later catalog edits never rewrite history. */
export const orderItems = pgTable(
  "order_items",
  {
    id: id(),
    orderId: uuid("order_id").notNull().references(() => orders.id, { onDelete: "cascade" }),
    /** Null on an offer's custom line (a modification, fabrication): no catalog product behind it. */
    productId: uuid("product_id").references(() => products.id),
    name: text("name").notNull(),
    sku: text("sku"),
    image: text("image"),
    dimension: text("dimension"),
    condition: text("condition"),
    deliveryMethod: text("delivery_method"),
    unitPriceCents: cents("unit_price_cents").notNull(),
    deliveryPriceCents: cents("delivery_price_cents").notNull(),
    quantity: integer("quantity").notNull(),
    totalCents: cents("total_cents").notNull(),
    /** The cart line it was ordered from (no foreign key: the line may be gone): paying removes only this. */
    cartItemId: uuid("cart_item_id"),
    /** A custom build's design as priced at checkout (the design may change or go later). */
    designId: uuid("design_id").references(() => designs.id, { onDelete: "set null" }),
    designSnapshot: jsonb("design_snapshot").$type<DesignSnapshot>(),
  },
  (t) => [
    index("order_items_order_idx").on(t.orderId),
    index("order_items_product_idx").on(t.productId),
    check("order_items_quantity_check", sql`${t.quantity} >= 1`),
    check("order_items_money_check", sql`${t.unitPriceCents} >= 0 and ${t.deliveryPriceCents} >= 0 and ${t.totalCents} >= 0`),
  ],
);

export const invoiceNumberSeq = pgSequence("invoice_number_seq", { startWith: 1001 });

export const invoices = pgTable(
  "invoices",
  {
    id: id(),
    invoiceNumber: text("invoice_number").notNull().unique(),
    orderId: uuid("order_id").notNull().unique().references(() => orders.id, { onDelete: "cascade" }),
    userId: uuid("user_id").notNull().references(() => users.id),
    status: text("status").notNull().default("sent"),
    issueDate: at("issue_date").notNull().defaultNow(),
    dueDate: at("due_date").notNull(),
    subtotalCents: cents("subtotal_cents").notNull(),
    taxCents: cents("tax_cents").notNull(),
    shippingCents: cents("shipping_cents").notNull(),
    discountCents: cents("discount_cents").notNull().default(0),
    totalCents: cents("total_cents").notNull(),
    notes: text("notes"),
    terms: text("terms"),
    /** Last overdue reminder mailed (net-30 invoices); one a week at most. */
    reminderSentAt: at("reminder_sent_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("invoices_user_idx").on(t.userId),
    // The admin list, newest first, and its search by invoice number (ADR 039).
    index("invoices_issue_date_idx").on(t.issueDate, t.invoiceNumber),
    index("invoices_number_trgm_idx").using("gin", sql`lower(${t.invoiceNumber}) gin_trgm_ops`),
    // refunded: every cent paid was given back (credit notes in `refunds`); never set by hand.
    check("invoices_status_check", sql`${t.status} in ('draft','sent','paid','overdue','cancelled','refunded')`),
    check("invoices_money_check", sql`${t.subtotalCents} >= 0 and ${t.taxCents} >= 0 and ${t.shippingCents} >= 0 and ${t.discountCents} >= 0 and ${t.totalCents} >= 0`),
  ],
);

/** One row per paid provider session: the unique key is what makes fulfilment happen once. */
export const payments = pgTable(
  "payments",
  {
    id: id(),
    orderId: uuid("order_id").notNull().references(() => orders.id),
    provider: text("provider").notNull(),
    sessionId: text("session_id").notNull(),
    providerPaymentId: text("provider_payment_id"),
    amountCents: cents("amount_cents").notNull(),
    currency: text("currency").notNull().default("usd"),
    status: text("status").notNull(),
    createdAt: createdAt(),
  },
  // By order: every order list sums its payments (ADR 039).
  (t) => [uniqueIndex("payments_provider_session_key").on(t.provider, t.sessionId), index("payments_order_idx").on(t.orderId)],
);

/** Provider events already handled, so a redelivered webhook is acknowledged and ignored. */
export const webhookEvents = pgTable("webhook_events", {
  id: text("id").primaryKey(),
  provider: text("provider").notNull(),
  type: text("type").notNull(),
  receivedAt: createdAt(),
});


/** Internal notes on an order, written by admins for each other; never shown to the customer. */
export const orderNotes = pgTable(
  "order_notes",
  {
    id: id(),
    orderId: uuid("order_id").notNull().references(() => orders.id, { onDelete: "cascade" }),
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("order_notes_order_idx").on(t.orderId, t.createdAt), check("order_notes_body_check", sql`length(${t.body}) between 1 and 2000`)],
);

/**
 * Money given back through the provider, one row per refunded payment (a refund spanning a deposit and its
 * balance makes two). Each carries the credit note number printed on its PDF.
 */
export const refunds = pgTable(
  "refunds",
  {
    id: id(),
    orderId: uuid("order_id").notNull().references(() => orders.id),
    paymentId: uuid("payment_id").notNull().references(() => payments.id),
    provider: text("provider").notNull(),
    providerRefundId: text("provider_refund_id").notNull(),
    amountCents: cents("amount_cents").notNull(),
    reason: text("reason").notNull(),
    restocked: boolean("restocked").notNull().default(false),
    creditNoteNumber: text("credit_note_number").notNull(),
    actorId: uuid("actor_id").references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index("refunds_order_idx").on(t.orderId),
    uniqueIndex("refunds_provider_refund_key").on(t.provider, t.providerRefundId),
    check("refunds_amount_check", sql`${t.amountCents} > 0`),
  ],
);
