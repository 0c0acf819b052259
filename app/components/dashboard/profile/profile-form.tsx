import { type FormEvent, useState } from "react";
import type { UserDto } from "../../../../contract/users";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { Field } from "../../ui/field";

export type ProfileValues = { full_name: string; user_name: string; email: string; phone: string; newPassword: string; currentPassword: string };

/** Edit mode: details and an optional new password (which needs the current one). */
export function ProfileForm({ user, errors, message, saving, onSave, onCancel }: {
  user: UserDto;
  errors: Record<string, string>;
  message: string | null;
  saving: boolean;
  onSave: (values: ProfileValues) => void;
  onCancel: () => void;
}) {
  const [values, setValues] = useState<ProfileValues>({ full_name: user.full_name, user_name: user.user_name, email: user.email, phone: user.phone, newPassword: "", currentPassword: "" });
  const field = (key: keyof ProfileValues, label: string, extra: Record<string, string> = {}) => (
    <Field label={label} name={key} value={values[key]} error={errors[key]} onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))} {...extra} />
  );

  function submit(e: FormEvent) {
    e.preventDefault();
    onSave(values);
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Edit profile">
      {message && <Alert tone="error" className="mb-4">{message}</Alert>}
      <div className="grid gap-4 sm:grid-cols-2">
        {field("full_name", "Full name", { autoComplete: "name" })}
        {field("user_name", "Username", { autoComplete: "username" })}
        {field("email", "Email", { type: "email", autoComplete: "email" })}
        {field("phone", "Phone", { type: "tel", autoComplete: "tel" })}
      </div>
      <fieldset className="mt-6 rounded-xl border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold text-slate-900">Change password (optional)</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {field("newPassword", "New password", { type: "password", autoComplete: "new-password" })}
          {field("currentPassword", "Current password", { type: "password", autoComplete: "current-password" })}
        </div>
        <p className="mt-2 text-xs text-slate-500">Leave both empty to keep your password. Changing it signs you out on your other devices. A new e-mail also needs your current password.</p>
      </fieldset>
      <div className="mt-6 flex flex-wrap gap-3">
        <Button type="submit" disabled={saving}>{saving ? "Saving..." : "Save changes"}</Button>
        <Button variant="ghost" onClick={onCancel} disabled={saving}>Cancel</Button>
      </div>
    </form>
  );
}
