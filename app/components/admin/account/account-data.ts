import type { AdminPreferencesDto, AdminTheme } from "../../../../contract/operations";
import type { SecuritySettings, TwoFactorStatus } from "../../../../contract/two-factor";
import type { UserDto } from "../../../../contract/users";
import { rememberTheme } from "../../../lib/admin-theme";
import { client } from "../../../lib/browser-api";
import { type ActionResult, attempt } from "../../../lib/route-action";
import { getStoredToken, storeSession } from "../../../lib/session";
import { call } from "../../../lib/typed-api";

/** What the admin's own part of /admin/settings shows: who they are, their choices, two-factor, the store switch. */
export type AccountData = { me: UserDto; prefs: AdminPreferencesDto; twoFactor: TwoFactorStatus; security: SecuritySettings };

export async function loadAccount(): Promise<AccountData> {
  const [me, prefs, twoFactor, security] = await Promise.all([
    call(client.user.me.$get()),
    call(client.admin.preferences.$get()),
    call(client.user["two-factor"].$get()),
    call(client.admin.security.$get()),
  ]);
  return { me, prefs, twoFactor, security };
}

export type AccountIntent =
  | { intent: "profile"; full_name: string; email: string; currentPassword: string }
  | { intent: "theme"; theme: AdminTheme }
  | { intent: "weekly-report"; weeklyReport: boolean }
  | { intent: "disable-2fa"; code: string }
  | { intent: "require-2fa"; requireAdminTwoFactor: boolean };

/**
 * The writes of the account cards, for the settings route's clientAction. The display name and e-mail go
 * through the customers' profile service on the server: one e-mail confirmation flow (a link to the new address).
 */
export async function accountAction(input: AccountIntent): Promise<ActionResult> {
  switch (input.intent) {
    case "profile":
      return saveProfile(input);
    case "theme":
      rememberTheme(input.theme);
      return attempt(() => call(client.admin.preferences.$put({ json: { theme: input.theme } })), "Theme saved.");
    case "weekly-report":
      return attempt(() => call(client.admin.preferences.$put({ json: { weeklyReport: input.weeklyReport } })), "Saved.");
    case "disable-2fa":
      return attempt(() => call(client.user["two-factor"].disable.$post({ json: { code: input.code } })), "Two-factor sign-in is off.");
    case "require-2fa":
      return attempt(
        () => call(client.admin.security.$put({ json: { requireAdminTwoFactor: input.requireAdminTwoFactor } })),
        input.requireAdminTwoFactor ? "Two-factor sign-in is now required for every admin." : "Two-factor sign-in is no longer required.",
      );
  }
}

async function saveProfile(input: Extract<AccountIntent, { intent: "profile" }>): Promise<ActionResult> {
  let pendingEmail = false;
  const result = await attempt(async () => {
    const before = await call(client.user.me.$get());
    pendingEmail = input.email.trim().toLowerCase() !== before.email.toLowerCase();
    const saved = await call(client.admin.account.$put({ json: { full_name: input.full_name, email: input.email, ...(pendingEmail ? { currentPassword: input.currentPassword } : {}) } }));
    // The sidebar shows the stored user: keep it in step with the new name.
    const token = getStoredToken();
    if (token) storeSession(token, saved);
  }, "Your details are saved.");
  if (result.ok && pendingEmail) return { ok: true, text: `We sent a confirmation link to ${input.email.trim()}. Your e-mail changes when you open it.` };
  return result;
}
