import { useState } from "react";
import type { UserDto } from "../../../../contract/users";
import { client } from "../../../lib/browser-api";
import { call } from "../../../lib/typed-api";
import { Button } from "../../ui/button";
import { type ConfirmRequest, ConfirmDialog } from "../../ui/confirm-dialog";
import { errorText, fieldErrorsOf, withoutEdited } from "../ui/errors";
import { Field, SelectField } from "../../ui/field";
import { type Banner, TabBanner } from "./tab-banner";
import { TermsPanel } from "./terms-panel";

const ERROR_FALLBACK = "An unexpected error occurred";

/** Edit profile, reset password, change role, block/unblock, archive/restore (SPEC section 2 "Admin Users"). */
export function ProfileTab({ user, isSelf, onUpdated }: { user: UserDto; isSelf: boolean; onUpdated: (u: UserDto) => void }) {
  const [form, setForm] = useState({ full_name: user.full_name, user_name: user.user_name, email: user.email, phone: user.phone, password: "" });
  const [role, setRole] = useState(user.role);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [banner, setBanner] = useState<Banner>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<ConfirmRequest | null>(null);
  const edit = (patch: Partial<typeof form>) => {
    setForm((f) => ({ ...f, ...patch }));
    setErrors((e) => withoutEdited(e, Object.keys(patch)));
  };

  async function act(name: string, send: () => Promise<UserDto>, done: string) {
    setBusy(name);
    setBanner(null);
    setErrors({});
    try {
      onUpdated(await send());
      setBanner({ tone: "success", text: done });
      return true;
    } catch (err) {
      setErrors(fieldErrorsOf(err));
      setBanner({ tone: "error", text: errorText(err, ERROR_FALLBACK) });
      return false;
    } finally {
      setBusy(null);
    }
  }

  async function saveProfile(e: React.FormEvent) {
    e.preventDefault();
    // The password is sent only when one was typed (SPEC section 5).
    const { password, ...rest } = form;
    const body = password.trim() ? { ...rest, password } : rest;
    const ok = await act("profile", () => call(client.admin.users[":id"].$put({ param: { id: user.id }, json: body })), password.trim() ? "Profile updated successfully. The new password is set and the user's sessions have ended." : "Profile updated successfully.");
    if (ok) setForm((f) => ({ ...f, password: "" }));
  }

  const blocked = Boolean(user.blocked_at);
  const deleted = Boolean(user.deleted_at);
  const param = { id: user.id };
  const who = <strong>{user.full_name} ({user.email})</strong>;
  const changeRole = () => setConfirming({
    title: role === "admin" ? "Make this user an admin?" : "Remove admin rights?",
    body: <p>{who} {role === "admin" ? "will be able to see every customer, order and setting, and change them." : "will lose access to the admin panel."}</p>,
    confirmLabel: role === "admin" ? "Make admin" : "Make user",
    danger: role === "admin",
    run: () => void act("role", () => call(client.admin.users[":id"].role.$patch({ param, json: { role } })), "Role updated successfully."),
  });
  const toggleBlock = () => {
    const run = () => void act("block", () => call(client.admin.users[":id"].block.$patch({ param, json: { blocked: !blocked } })), blocked ? "User unblocked successfully." : "User blocked successfully.");
    if (blocked) return run();
    setConfirming({ title: "Block this user?", body: <p>{who} will be logged out everywhere and cannot log in until unblocked.</p>, confirmLabel: "Block", danger: true, run });
  };
  const toggleArchive = () => {
    const run = () => void act("archive", () => call(client.admin.users[":id"].delete.$patch({ param, json: { deleted: !deleted } })), deleted ? "User restored successfully." : "User archived successfully.");
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
        <Field label="Reset password" type="password" autoComplete="new-password" value={form.password} onChange={(e) => edit({ password: e.target.value })} error={errors.password}
          hint="Leave blank to keep the current password. A new one ends all of the user's sessions." />
        <Button type="submit" disabled={busy !== null}>{busy === "profile" ? "Saving..." : "Save profile"}</Button>
      </form>

      <div className="grid gap-4 border-t border-slate-200 pt-5 lg:grid-cols-3">
        <div className="space-y-2">
          <SelectField label="Role" value={role} onChange={(e) => setRole(e.target.value as UserDto["role"])} disabled={isSelf}
            hint={isSelf ? "You cannot change your own role." : undefined}>
            <option value="user">User</option>
            <option value="admin">Admin</option>
          </SelectField>
          <Button variant="secondary" size="sm" disabled={isSelf || busy !== null || role === user.role}
            onClick={changeRole}>
            {busy === "role" ? "Updating..." : "Change role"}
          </Button>
        </div>
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
      <TermsPanel user={user} onUpdated={onUpdated} />
      {isSelf && <p className="text-xs text-slate-500">This is your own account: you cannot block, archive or demote yourself.</p>}
      <ConfirmDialog request={confirming} onClose={() => setConfirming(null)} />
    </div>
  );
}
