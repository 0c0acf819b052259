import { ASSIGNABLE_ROLES, ROLE_LABELS, mayUseArea } from "../../../../contract/staff-roles";
import { useSessionUser } from "../../../lib/use-session";
import { useState } from "react";
import type { UserDto } from "../../../../contract/users";
import { client } from "../../../lib/browser-api";
import { call, callWithMessage } from "../../../lib/typed-api";
import { Button } from "../../ui/button";
import { type ConfirmRequest, ConfirmDialog } from "../../ui/confirm-dialog";
import { errorText, fieldErrorsOf, withoutEdited } from "../ui/errors";
import { Field, SelectField } from "../../ui/field";
import { type Banner, TabBanner } from "./tab-banner";
import { TaxExemptionPanel } from "./tax-exemption-panel";
import { TermsPanel } from "./terms-panel";

const ERROR_FALLBACK = "An unexpected error occurred";

/**
 * Edit profile, send a password reset link, change role, block/unblock, archive/restore (SPEC section 2 "Admin
 * Users"). Admins never type another user's password, and editing another admin asks for the acting admin's
 * two-factor code (ADR 070).
 */
export function ProfileTab({ user, isSelf, onUpdated }: { user: UserDto; isSelf: boolean; onUpdated: (u: UserDto) => void }) {
  const [form, setForm] = useState({ full_name: user.full_name, user_name: user.user_name, email: user.email, phone: user.phone, twoFactorCode: "" });
  const otherAdmin = user.role === "admin" && !isSelf;
  const viewer = useSessionUser();
  const [role, setRole] = useState(user.role);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [banner, setBanner] = useState<Banner>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<ConfirmRequest | null>(null);
  const edit = (patch: Partial<typeof form>) => {
    setForm((f) => ({ ...f, ...patch }));
    setErrors((e) => withoutEdited(e, Object.keys(patch)));
  };

  async function act(name: string, send: () => Promise<UserDto | { data: UserDto; message: string }>, done: string) {
    setBusy(name);
    setBanner(null);
    setErrors({});
    try {
      const answer = await send();
      const saved = "data" in answer ? answer.data : answer;
      onUpdated(saved);
      setBanner({ tone: "success", text: "message" in answer ? answer.message : done });
      return saved;
    } catch (err) {
      setErrors(fieldErrorsOf(err));
      setBanner({ tone: "error", text: errorText(err, ERROR_FALLBACK) });
      return null;
    } finally {
      setBusy(null);
    }
  }

  async function saveProfile(e: React.FormEvent) {
    e.preventDefault();
    const { twoFactorCode, ...rest } = form;
    const body = otherAdmin ? { ...rest, twoFactorCode } : rest;
    const saved = await act("profile", () => callWithMessage(client.admin.users[":id"].$put({ param: { id: user.id }, json: body })), "Profile updated successfully.");
    // A code works once: the next save needs the one the app shows then. A pending e-mail shows the current one
    // again (the banner names the new one), so the next save does not send the link twice.
    setForm((f) => ({ ...f, twoFactorCode: "", email: saved ? saved.email : f.email }));
  }

  async function sendReset() {
    setBusy("reset");
    setBanner(null);
    try {
      const { message } = await callWithMessage(client.admin.users[":id"]["password-reset"].$post({ param: { id: user.id } }));
      setBanner({ tone: "success", text: message });
    } catch (err) {
      setBanner({ tone: "error", text: errorText(err, ERROR_FALLBACK) });
    } finally {
      setBusy(null);
    }
  }

  // Any change to another admin (profile, block, delete) carries the acting admin's code; a code works once.
  const code = () => {
    if (!otherAdmin) return {};
    const twoFactorCode = form.twoFactorCode;
    setForm((f) => ({ ...f, twoFactorCode: "" }));
    return { twoFactorCode };
  };
  const blocked = Boolean(user.blocked_at);
  const deleted = Boolean(user.deleted_at);
  const param = { id: user.id };
  const who = <strong>{user.full_name} ({user.email})</strong>;
  const changeRole = () => setConfirming({
    title: role === "user" ? "Remove staff rights?" : role === "admin" ? "Make this user an admin?" : `Make this user staff (${ROLE_LABELS[role]})?`,
    body: <p>{who} {role === "admin" ? "will be able to see every customer, order and setting, and change them." : role === "user" ? "will lose access to the admin panel." : `will reach the ${ROLE_LABELS[role]} pages of the admin panel.`}</p>,
    confirmLabel: role === "user" ? "Make user" : role === "admin" ? "Make admin" : `Make ${ROLE_LABELS[role].toLowerCase()}`,
    danger: role === "admin",
    run: () => void act("role", () => call(client.admin.users[":id"].role.$patch({ param, json: { role } })), "Role updated successfully."),
  });
  const toggleBlock = () => {
    const run = () => void act("block", () => call(client.admin.users[":id"].block.$patch({ param, json: { blocked: !blocked, ...code() } })), blocked ? "User unblocked successfully." : "User blocked successfully.");
    if (blocked) return run();
    setConfirming({ title: "Block this user?", body: <p>{who} will be logged out everywhere and cannot log in until unblocked.</p>, confirmLabel: "Block", danger: true, run });
  };
  const toggleArchive = () => {
    const run = () => void act("archive", () => call(client.admin.users[":id"].delete.$patch({ param, json: { deleted: !deleted, ...code() } })), deleted ? "User restored successfully." : "User archived successfully.");
    if (deleted) return run();
    setConfirming({ title: "Delete this user?", body: <p>{who}'s account is closed and hidden from log-in. Orders and invoices are kept, and the account can be restored.</p>, confirmLabel: "Delete", danger: true, run });
  };
  return (
    <div className="space-y-6">
      <TabBanner banner={banner} />
      <form onSubmit={saveProfile} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Full name" required value={form.full_name} onChange={(e) => edit({ full_name: e.target.value })} error={errors.full_name} />
          <Field label="Username" required value={form.user_name} onChange={(e) => edit({ user_name: e.target.value })} error={errors.user_name} />
          <Field label="Email" type="email" required value={form.email} onChange={(e) => edit({ email: e.target.value })} error={errors.email} />
          <Field label="Phone" type="tel" value={form.phone} onChange={(e) => edit({ phone: e.target.value })} error={errors.phone} />
        </div>
        <p className="text-xs text-slate-500">
          {isSelf ? "Change your own e-mail and password in Settings → Account." : "A new e-mail takes effect when its owner opens the confirmation link we send to it; the old address is told."}
        </p>
        {otherAdmin && (
          <Field label="Your two-factor code" inputMode="numeric" autoComplete="one-time-code" maxLength={32} required value={form.twoFactorCode}
            onChange={(e) => edit({ twoFactorCode: e.target.value })} error={errors.twoFactorCode}
            hint="Changing another admin (profile, block, delete) needs the 6-digit code your authenticator app shows now." />
        )}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={busy !== null}>{busy === "profile" ? "Saving..." : "Save profile"}</Button>
          {!isSelf && (
            <Button type="button" variant="secondary" disabled={busy !== null || Boolean(user.deleted_at) || Boolean(user.blocked_at)} onClick={() => void sendReset()}>
              {busy === "reset" ? "Sending..." : "Send password reset"}
            </Button>
          )}
        </div>
      </form>

      <div className="grid gap-4 border-t border-slate-200 pt-5 lg:grid-cols-3">
        {viewer?.role === "admin" && <div className="space-y-2">
          <SelectField label="Role" value={role} onChange={(e) => setRole(e.target.value as UserDto["role"])} disabled={isSelf || otherAdmin}
            hint={isSelf ? "You cannot change your own role." : otherAdmin ? "An owner's role is changed only by that owner." : undefined}>
            {ASSIGNABLE_ROLES.map((r) => <option key={r} value={r}>{r === "user" ? "User" : r === "admin" ? "Admin (owner)" : ROLE_LABELS[r]}</option>)}
          </SelectField>
          <Button variant="secondary" size="sm" disabled={isSelf || otherAdmin || busy !== null || role === user.role}
            onClick={changeRole}>
            {busy === "role" ? "Updating..." : "Change role"}
          </Button>
        </div>}
        <div className="space-y-2">
          <p className="text-sm font-medium text-slate-700">Access</p>
          <p className="text-xs text-slate-500">{blocked ? "Blocked: the user cannot log in." : "Blocking logs the user out everywhere."}</p>
          <Button variant={blocked ? "secondary" : "dark"} size="sm" disabled={isSelf || busy !== null}
            onClick={toggleBlock}>
            {busy === "block" ? "Working..." : blocked ? "Unblock" : "Block"}
          </Button>
        </div>
        <div className="space-y-2">
          <p className="text-sm font-medium text-slate-700">Account</p>
          <p className="text-xs text-slate-500">{deleted ? "Archived: hidden from log-in, data kept." : "Archiving closes the account but keeps its orders."}</p>
          <Button variant={deleted ? "secondary" : "dark"} size="sm" disabled={isSelf || busy !== null}
            onClick={toggleArchive}>
            {busy === "archive" ? "Working..." : deleted ? "Restore" : "Delete"}
          </Button>
        </div>
      </div>
      {/* Credit terms and tax certificates are the accounts role's (ADR 084); sales see the profile only. */}
      {mayUseArea(viewer?.role ?? "user", "accounts") && <TermsPanel user={user} onUpdated={onUpdated} />}
      {mayUseArea(viewer?.role ?? "user", "accounts") && <TaxExemptionPanel userId={user.id} />}
      {isSelf && <p className="text-xs text-slate-500">This is your own account: you cannot block, archive or demote yourself.</p>}
      <ConfirmDialog request={confirming} onClose={() => setConfirming(null)} />
    </div>
  );
}
