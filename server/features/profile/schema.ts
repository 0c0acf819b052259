import { profileInput } from "../../../contract/profile.ts";
import { passwordProblem } from "../users/password-policy.ts";

/** The contract's shape plus the server-only password rules shared with registration. */
export const profileBody = profileInput.superRefine((input, ctx) => {
  if (!input.newPassword) return;
  const problem = passwordProblem(input.newPassword, { email: input.email, userName: input.user_name });
  if (problem) ctx.addIssue({ code: "custom", path: ["newPassword"], message: problem });
});
