import { isCommonPassword } from "./common-passwords.ts";

/**
 * Rules beyond the length (contract/auth.ts): not a well-known password, not a single repeated character and
 * not the account's own e-mail or user name. Returns the message to show, or null when the password is fine.
 * Other features that set passwords (profile, admin user edit) can call it too.
 */
export function passwordProblem(password: string, account: { email?: string; userName?: string } = {}): string | null {
  const lower = password.trim().toLowerCase();
  if (isCommonPassword(password)) return "This password is too common. Please choose a less predictable one";
  if (/^(.)\1*$/.test(lower)) return "Password cannot be a single repeated character";
  const email = account.email?.trim().toLowerCase();
  const userName = account.userName?.trim().toLowerCase();
  if (email && (lower === email || lower === email.split("@")[0])) return "Password cannot be your email address";
  if (userName && lower === userName) return "Password cannot be your username";
  return null;
}
