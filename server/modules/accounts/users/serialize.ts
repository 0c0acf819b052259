import { centsToDollars } from "../../../../contract/money.ts";
import type { UserDto } from "../../../../contract/users.ts";
import { users } from "../../../../db/schema/index.ts";

/** The columns a UserDto is made of: lists select only these (not the password hash or the search key). */
export const userDtoColumns = {
  id: users.id,
  fullName: users.fullName,
  userName: users.userName,
  email: users.email,
  phone: users.phone,
  emailVerifiedAt: users.emailVerifiedAt,
  role: users.role,
  blockedAt: users.blockedAt,
  deletedAt: users.deletedAt,
  createdAt: users.createdAt,
  termsCreditLimitCents: users.termsCreditLimitCents,
};
type UserDtoRow = Pick<typeof users.$inferSelect, keyof typeof userDtoColumns>;

/** The API shape of a user row (never the password hash). */
export function toUserDto(u: UserDtoRow): UserDto {
  return {
    id: u.id,
    full_name: u.fullName,
    user_name: u.userName,
    email: u.email,
    phone: u.phone,
    email_verified_at: u.emailVerifiedAt?.toISOString() ?? null,
    role: u.role,
    blocked_at: u.blockedAt?.toISOString() ?? null,
    deleted_at: u.deletedAt?.toISOString() ?? null,
    createdAt: u.createdAt.toISOString(),
    // Only for customers approved for net terms (issue 19): every other account's answer stays as the spec shows it.
    ...(u.termsCreditLimitCents === null ? {} : { terms_credit_limit: centsToDollars(u.termsCreditLimitCents) }),
  };
}
