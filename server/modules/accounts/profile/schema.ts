import { z } from "@hono/zod-openapi";
import { passwordField, registerInput } from "../../../../contract/auth.ts";
import { passwordProblem } from "../users/password-policy.ts";

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

/** The shape above plus the server-only password rules shared with registration. */
export const profileBody = profileInput.superRefine((input, ctx) => {
  if (!input.newPassword) return;
  const problem = passwordProblem(input.newPassword, { email: input.email, userName: input.user_name });
  if (problem) ctx.addIssue({ code: "custom", path: ["newPassword"], message: problem });
});
