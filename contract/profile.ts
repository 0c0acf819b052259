import { z } from "zod";
import { passwordField, registerInput } from "./auth.ts";

/**
 * PUT /v1/user/profile: the customer's own details (the registration rules) and optionally a new password.
 * A new password needs the current one: a stolen, still-open session must not be enough to take the account.
 */
export const profileInput = registerInput
  .omit({ password: true })
  .extend({
    // An empty field means "keep my password" (the form always sends it).
    newPassword: z.union([z.literal(""), passwordField]).optional().transform((p) => p || undefined),
    currentPassword: z.string().max(1024).optional(),
  })
  .superRefine((p, ctx) => {
    if (p.newPassword && !p.currentPassword) {
      ctx.addIssue({ code: "custom", path: ["currentPassword"], message: "Enter your current password to set a new one" });
    }
  });
export type ProfileInput = z.infer<typeof profileInput>;
