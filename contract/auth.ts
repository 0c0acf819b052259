import { z } from "zod";
import { PASSWORD_MAX, PASSWORD_MIN, userDto } from "./users.ts";

/** Request and answer shapes of /v1/user register, login and password reset (SPEC.md section 7). */

export const passwordField = z
  .string()
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

const email = z.string().trim().toLowerCase().max(254, "Email is too long").email("Enter a valid email address");

export const registerInput = z.object({
  full_name: z.string().trim().min(1, "Full name is required").max(100, "Full name is too long"),
  user_name: z
    .string()
    .trim()
    .min(3, "Username must be at least 3 characters")
    .max(30, "Username must be at most 30 characters")
    .regex(/^[A-Za-z0-9_.-]+$/, "Use letters, digits, dots, dashes or underscores"),
  email,
  phone: z
    .string()
    .trim()
    .max(30, "Phone number is too long")
    .regex(/^[0-9+()\-.\s]*$/, "Use digits, spaces and + ( ) - only")
    .refine((p) => p.replace(/\D/g, "").length >= 7, "Enter a phone number with at least 7 digits"),
  password: passwordField,
});
export type RegisterInput = z.infer<typeof registerInput>;

/** Log-in takes any string as e-mail: a malformed one is simply a wrong e-mail (401), not a hint. */
export const loginInput = z.object({
  email: z.string().trim().toLowerCase().min(1, "Email is required").max(254, "Email is too long"),
  // Capped so nobody can make the server hash megabytes; long enough for any real password.
  password: z.string().min(1, "Password is required").max(1024, "Password is too long"),
});
export type LoginInput = z.infer<typeof loginInput>;

export const loginResult = z.object({
  token: z.string(),
  user: userDto,
  /** An admin the store requires to use two-factor sign-in, who has not set it up yet: go to enrolment. */
  twoFactorSetupRequired: z.boolean().optional(),
});
export type LoginResult = z.infer<typeof loginResult>;

/** The password was right and the account has two-factor sign-in: send the ticket with a code (not a session). */
export const secondStepResult = z.object({ secondStep: z.object({ ticket: z.string(), expiresAt: z.string() }) });
export type SecondStepResult = z.infer<typeof secondStepResult>;

export const loginAnswer = z.union([loginResult, secondStepResult]);
export type LoginAnswer = z.infer<typeof loginAnswer>;

/** An authenticator code (6 digits) or a recovery code; spaces and dashes are ignored. */
export const secondFactorCode = z.string().trim().min(1, "Enter the code").max(40, "That code is too long");
export const loginCodeInput = z.object({ ticket: z.string().min(1).max(512), code: secondFactorCode });

export const resetRequestInput = z.object({ email });

export const resetPasswordInput = z.object({
  token: z.string().min(1, "No token provided").max(512, "Invalid or expired token"),
  newPassword: passwordField,
});

export const RESET_TOKEN_TTL_MINUTES = 60;
