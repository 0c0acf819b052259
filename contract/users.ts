import { z } from "zod";
import { USER_ROLES } from "./staff-roles.ts";

/** A user as every API answer shows it (the spec's snake_case field names). Never the password. */
export const userDto = z.object({
  id: z.string(),
  full_name: z.string(),
  user_name: z.string(),
  email: z.string(),
  phone: z.string(),
  /** When the owner confirmed the e-mail (ADR 070); null: not yet, offers and terms sent to it stay hidden. */
  email_verified_at: z.string().nullable(),
  role: z.enum(USER_ROLES),
  blocked_at: z.string().nullable(),
  deleted_at: z.string().nullable(),
  createdAt: z.string(),
  /** Approved for net-30 terms up to this many dollars of open invoices; null: not approved (ADR 028). */
  terms_credit_limit: z.number().nullable().optional(),
});
export type UserDto = z.infer<typeof userDto>;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
