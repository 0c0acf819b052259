import { designs } from "./builder.ts";
import { sql } from "drizzle-orm";
import { bigserial, check, date, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { at, createdAt, id, updatedAt } from "./columns.ts";
import { products } from "./catalog.ts";
import { users } from "./users.ts";

/** Key-value settings the admin edits and the storefront reads (site name, contact, rates). */
export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: updatedAt(),
});

export const visits = pgTable(
  "visits",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    path: text("path").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("visits_created_idx").on(t.createdAt)],
);

export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id"),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index("audit_log_created_idx").on(t.createdAt), index("audit_log_entity_idx").on(t.entity, t.entityId)],
);

export const QUOTE_STATUSES = ["new", "contacted", "quoted", "won", "lost"] as const;

export const quoteRequests = pgTable(
  "quote_requests",
  {
    id: id(),
    name: text("name").notNull(),
    email: text("email"),
    phone: text("phone"),
    company: text("company"),
    zip: text("zip").notNull(),
    message: text("message").notNull().default(""),
    productId: uuid("product_id").references(() => products.id, { onDelete: "set null" }),
    productOptions: jsonb("product_options").$type<Record<string, string>>().notNull().default({}),
    /** A container-builder design the request is about (docs/decisions/025). */
    designId: uuid("design_id").references(() => designs.id, { onDelete: "set null" }),
    status: text("status").notNull().default("new"),
    notes: text("notes").notNull().default(""),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("quote_requests_created_idx").on(t.createdAt),
    check("quote_requests_status_check", sql`${t.status} in ('new','contacted','quoted','won','lost')`),
    check("quote_requests_contact_check", sql`${t.email} is not null or ${t.phone} is not null`),
  ],
);

export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: id(),
    email: text("email").notNull(),
    status: text("status").notNull().default("pending"),
    tokenHash: text("token_hash").notNull(),
    /** When the current token was mailed: a confirmation link works for a week (an unsubscribe link always). */
    tokenIssuedAt: at("token_issued_at").notNull().defaultNow(),
    confirmedAt: at("confirmed_at"),
    unsubscribedAt: at("unsubscribed_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("newsletter_email_lower_key").on(sql`lower(${t.email})`),
    check("newsletter_status_check", sql`${t.status} in ('pending','confirmed','unsubscribed')`),
  ],
);

export const EMAIL_STATUSES = ["queued", "sending", "sent", "failed", "dead", "logged"] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

export type StoredAttachment = { filename: string; contentType: string; base64: string };

/**
 * The mail outbox: every e-mail the shop sends is written here in the transaction of the change that
 * causes it (together with its delivery job) and then sent by that job: queued → sending → sent, or
 * failed (retried with backoff) → dead once the retries are used up. "logged" when no SMTP is set.
 */
export const outgoingEmails = pgTable(
  "outgoing_emails",
  {
    id: id(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    attachments: jsonb("attachments").$type<StoredAttachment[]>(),
    status: text("status").notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    error: text("error"),
    createdAt: createdAt(),
    /** Start of the last delivery try: a "sending" row older than the job timeout was interrupted by a crash. */
    lastAttemptAt: at("last_attempt_at"),
    sentAt: at("sent_at"),
  },
  (t) => [
    check("outgoing_emails_status_check", sql`${t.status} in ('queued','sending','sent','failed','dead','logged')`),
    index("outgoing_emails_status_idx").on(t.status, t.createdAt),
  ],
);

/** One row per weekly report week (its Monday in the shop's time zone): the report goes out once. */
export const weeklyReportRuns = pgTable("weekly_report_runs", {
  weekStart: date("week_start").primaryKey(),
  sentAt: at("sent_at").notNull().defaultNow(),
});
