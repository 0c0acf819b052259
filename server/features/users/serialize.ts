import { centsToDollars } from "../../../contract/money.ts";
import type { UserDto } from "../../../contract/users.ts";
import type { users } from "../../../db/schema/index.ts";

/** The API shape of a user row (never the password hash). */
export function toUserDto(u: typeof users.$inferSelect): UserDto {
  return {
    id: u.id,
    full_name: u.fullName,
    user_name: u.userName,
    email: u.email,
    phone: u.phone,
    role: u.role,
    blocked_at: u.blockedAt?.toISOString() ?? null,
    deleted_at: u.deletedAt?.toISOString() ?? null,
    createdAt: u.createdAt.toISOString(),
    // Only for customers approved for net terms (issue 19): every other account's answer stays as the spec shows it.
    ...(u.termsCreditLimitCents === null ? {} : { terms_credit_limit: centsToDollars(u.termsCreditLimitCents) }),
  };
}
