import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { at, cents, createdAt, id, updatedAt } from "./columns.ts";

import { USER_ROLES } from "../../contract/staff-roles.ts";

export { USER_ROLES };
/** The admin panel's colours: "system" follows the device (prefers-color-scheme). */
export const ADMIN_THEMES = ["system", "light", "dark"] as const;

export const users = pgTable(
  "users",
  {
    id: id(),
    fullName: text("full_name").notNull(),
    userName: text("user_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull().default(""),
    passwordHash: text("password_hash").notNull(),
    role: text("role", { enum: USER_ROLES }).notNull().default("user"),
    /** Admins only: receives the Monday weekly report mail. */
    weeklyReport: boolean("weekly_report").notNull().default(false),
    /** Admins only: light, dark, or the device's choice for the admin panel. */
    adminTheme: text("admin_theme", { enum: ADMIN_THEMES }).notNull().default("system"),
    /** Approved for net-30 terms up to this much unpaid (ADR 028); null: pays up front. */
    termsCreditLimitCents: cents("terms_credit_limit_cents"),
    /**
     * When the owner proved the e-mail is theirs (the link mailed at registration, an offer's link, a confirmed
     * e-mail change). Until then the account may buy with a card but sees nothing addressed to the e-mail (ADR 070).
     */
    emailVerifiedAt: at("email_verified_at"),
    blockedAt: at("blocked_at"),
    deletedAt: at("deleted_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * What the admin's user search matches (name, e-mail, username), lowercased once when the row is written:
     * one LIKE per row instead of three lower() calls and three LIKEs (ADR 045). The newline keeps a term from
     * matching across two fields; a term that contains one is matched field by field (admin/users/service.ts).
     */
    searchKey: text("search_key")
      .notNull()
      .generatedAlwaysAs(sql`lower(full_name) || E'\\n' || lower(email) || E'\\n' || lower(user_name)`),
  },
  (t) => [
    uniqueIndex("users_email_lower_key").on(sql`lower(${t.email})`),
    uniqueIndex("users_user_name_lower_key").on(sql`lower(${t.userName})`),
    // The admin's user list (newest first) and its searches: users by name, e-mail or username, orders and
    // invoices by their customer's id, name or e-mail (ADR 039). One GIN index serves each column alone.
    index("users_created_idx").on(t.createdAt, t.id),
    index("users_search_trgm_idx").using(
      "gin",
      sql`(${t.id}::text) gin_trgm_ops`,
      sql`lower(${t.fullName}) gin_trgm_ops`,
      sql`lower(${t.email}) gin_trgm_ops`,
      sql`lower(${t.userName}) gin_trgm_ops`,
    ),
    // The user search for rare terms (an e-mail, a username); common ones read users_created_idx newest first.
    index("users_search_key_trgm_idx").using("gin", sql`${t.searchKey} gin_trgm_ops`),
    check("users_role_check", sql`${t.role} in ('user', 'admin', 'sales', 'dispatch', 'accounts', 'driver')`),
    check("users_admin_theme_check", sql`${t.adminTheme} in ('system', 'light', 'dark')`),
  ],
);

/** Bearer sessions: only the SHA-256 of the token is stored. */
export const sessions = pgTable(
  "sessions",
  {
    id: id(),
    userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: createdAt(),
    expiresAt: at("expires_at").notNull(),
    revokedAt: at("revoked_at"),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: id(),
    userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: at("expires_at").notNull(),
    usedAt: at("used_at"),
    createdAt: createdAt(),
  },
  (t) => [index("password_reset_tokens_user_idx").on(t.userId)],
);

/**
 * A requested change of a user's e-mail: it takes effect only when the link mailed to the new address is
 * followed (only the SHA-256 of its token is stored).
 */
export const emailChanges = pgTable(
  "email_changes",
  {
    id: id(),
    userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    newEmail: text("new_email").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: at("expires_at").notNull(),
    usedAt: at("used_at"),
    createdAt: createdAt(),
  },
  (t) => [index("email_changes_user_idx").on(t.userId)],
);

/**
 * Links that prove an e-mail address is its reader's (only the SHA-256 of the token is stored). With a user: the
 * registration's link, which verifies that account if it still has this e-mail. Without one: an offer's link to an
 * address, which verifies whichever signed-in account has that e-mail when it is opened (ADR 070).
 */
export const emailVerifications = pgTable(
  "email_verifications",
  {
    id: id(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: at("expires_at").notNull(),
    usedAt: at("used_at"),
    createdAt: createdAt(),
  },
  (t) => [index("email_verifications_user_idx").on(t.userId)],
);
