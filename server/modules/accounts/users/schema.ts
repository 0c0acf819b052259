import { registerInput, resetPasswordInput } from "../../../../contract/auth.ts";
import { passwordProblem } from "./password-policy.ts";

/** The contract's shapes plus the server-only password rules (the common-password list stays on the server). */
export const registerBody = registerInput.superRefine((input, ctx) => {
  const problem = passwordProblem(input.password, { email: input.email, userName: input.user_name });
  if (problem) ctx.addIssue({ code: "custom", path: ["password"], message: problem });
});

export const resetPasswordBody = resetPasswordInput.superRefine((input, ctx) => {
  const problem = passwordProblem(input.newPassword);
  if (problem) ctx.addIssue({ code: "custom", path: ["newPassword"], message: problem });
});
