import { bigint, index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { at, createdAt, id } from "./columns.ts";
import { users } from "./users.ts";

/**
 * An admin's authenticator (TOTP) secret. A row without `enabled_at` is an enrolment not yet confirmed with a
 * code. The secret is sealed (server/lib/secret-box.ts) and never leaves the server after enrolment.
 * `last_time_step` is the 30-second step of the last accepted code: a code is good once (no replay).
 */
export const adminTwoFactor = pgTable("admin_two_factor", {
  userId: uuid("user_id").primaryKey().references(() => users.id, { onDelete: "cascade" }),
  secret: text("secret").notNull(),
  enabledAt: at("enabled_at"),
  lastTimeStep: bigint("last_time_step", { mode: "number" }),
  createdAt: createdAt(),
});

/** One-time recovery codes: only their SHA-256 is kept; a used code has `used_at`. */
export const twoFactorRecoveryCodes = pgTable(
  "two_factor_recovery_codes",
  {
    id: id(),
    userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull().unique(),
    usedAt: at("used_at"),
    createdAt: createdAt(),
  },
  (t) => [index("two_factor_recovery_codes_user_idx").on(t.userId)],
);

/**
 * The short-lived proof that the password was right, waiting for the second factor. Not a session: it opens
 * nothing but POST /user/login/two-factor, once, for a few minutes (only its SHA-256 is kept).
 */
export const loginTickets = pgTable(
  "login_tickets",
  {
    id: id(),
    userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: at("expires_at").notNull(),
    usedAt: at("used_at"),
    createdAt: createdAt(),
  },
  (t) => [index("login_tickets_user_idx").on(t.userId)],
);
