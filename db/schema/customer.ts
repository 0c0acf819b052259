import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, updatedAt } from "./columns.ts";
import { users } from "./users.ts";

export const ADDRESS_TYPES = ["shipping", "billing"] as const;

export const addresses = pgTable(
  "addresses",
  {
    id: id(),
    userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    type: text("type", { enum: ADDRESS_TYPES }).notNull().default("shipping"),
    street: text("street").notNull(),
    city: text("city").notNull(),
    state: text("state").notNull(),
    postalCode: text("postal_code").notNull(),
    country: text("country").notNull().default("USA"),
    phone: text("phone"),
    additionalInfo: text("additional_info"),
    isDefault: boolean("is_default").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("addresses_user_idx").on(t.userId),
    // At most one default per user and type; the database enforces it, not only the service.
    uniqueIndex("addresses_one_default_key").on(t.userId, t.type).where(sql`${t.isDefault}`),
    check("addresses_type_check", sql`${t.type} in ('shipping', 'billing')`),
  ],
);

export const CARD_TYPES = ["visa", "mastercard", "amex", "discover", "jcb", "diners_club", "other"] as const;

export type BillingAddress = { street: string; city: string; state: string; postalCode: string; country: string };

/** A saved card: never the number or CVV, only what a customer needs to recognise it. */
export const paymentMethods = pgTable(
  "payment_methods",
  {
    id: id(),
    userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    cardType: text("card_type", { enum: CARD_TYPES }).notNull(),
    cardholderName: text("cardholder_name").notNull(),
    lastFourDigits: text("last_four_digits").notNull(),
    expiryMonth: integer("expiry_month").notNull(),
    expiryYear: integer("expiry_year").notNull(),
    billingAddress: jsonb("billing_address").$type<BillingAddress | null>(),
    isDefault: boolean("is_default").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("payment_methods_user_idx").on(t.userId),
    uniqueIndex("payment_methods_one_default_key").on(t.userId).where(sql`${t.isDefault}`),
    check("payment_methods_last_four_check", sql`${t.lastFourDigits} ~ '^[0-9]{4}$'`),
    check("payment_methods_month_check", sql`${t.expiryMonth} between 1 and 12`),
  ],
);
