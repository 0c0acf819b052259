import { sql } from "drizzle-orm";
import { boolean, check, index, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { at, cents, createdAt } from "./columns.ts";
import { orders } from "./commerce.ts";

export const SANDBOX_SESSION_STATUSES = ["open", "paid", "expired"] as const;

export type SandboxLineItem = { name: string; quantity: number; amountCents: number };

/**
 * Hosted sessions of the offline "sandbox" card provider. Kept in the database, not in memory, so a
 * restart or a second replica still knows a session the customer is paying on.
 */
export const sandboxSessions = pgTable(
  "sandbox_sessions",
  {
    /** cs_sandbox_… — random and unguessable: the hosted page is reached by this id alone. */
    id: text("id").primaryKey(),
    orderId: uuid("order_id").notNull().references(() => orders.id, { onDelete: "cascade" }),
    amountCents: cents("amount_cents").notNull(),
    currency: text("currency").notNull().default("usd"),
    status: text("status").notNull().default("open"),
    lineItems: jsonb("line_items").$type<SandboxLineItem[]>().notNull(),
    customerEmail: text("customer_email"),
    successUrl: text("success_url").notNull(),
    cancelUrl: text("cancel_url").notNull(),
    paymentId: text("payment_id"),
    /** "setup" saves a card without charging (Update card); saveCard keeps the paying card for rentals. */
    mode: text("mode").notNull().default("payment"),
    saveCard: boolean("save_card").notNull().default(false),
    paymentMethodId: text("payment_method_id"),
    expiresAt: at("expires_at").notNull(),
    paidAt: at("paid_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("sandbox_sessions_order_idx").on(t.orderId),
    check("sandbox_sessions_status_check", sql`${t.status} in ('open','paid','expired')`),
    check("sandbox_sessions_mode_check", sql`${t.mode} in ('payment','setup')`),
    check("sandbox_sessions_amount_check", sql`${t.amountCents} >= 0`),
  ],
);

/** Refunds the sandbox "provider" gave, as Stripe keeps them: never more than the session took. */
export const sandboxRefunds = pgTable(
  "sandbox_refunds",
  {
    /** re_sandbox_… */
    id: text("id").primaryKey(),
    paymentId: text("payment_id").notNull(),
    amountCents: cents("amount_cents").notNull(),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [index("sandbox_refunds_payment_idx").on(t.paymentId), check("sandbox_refunds_amount_check", sql`${t.amountCents} > 0`)],
);
