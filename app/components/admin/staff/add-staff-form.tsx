import { type FormEvent, useState } from "react";
import { ASSIGNABLE_ROLES, ROLE_LABELS } from "../../../../contract/staff-roles";
import { Button } from "../../ui/button";
import { Field, SelectField } from "../../ui/field";

export type StaffInviteInput = { email: string; fullName: string; role: Exclude<(typeof ASSIGNABLE_ROLES)[number], "user"> };
const ROLES = ASSIGNABLE_ROLES.filter((r) => r !== "user") as StaffInviteInput["role"][];
const EMPTY: StaffInviteInput = { email: "", fullName: "", role: "sales" };

/** Add a member: a customer's e-mail gives that account the role; a new address is invited to choose a password. */
export function AddStaffForm({ busy, errors, onAdd }: { busy: boolean; errors: Record<string, string>; onAdd: (input: StaffInviteInput) => void }) {
  const [form, setForm] = useState(EMPTY);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onAdd(form);
  };
  return (
    <form onSubmit={submit} className="grid gap-3 p-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_12rem_auto] lg:items-end" noValidate>
      <Field label="Full name" required value={form.fullName} error={errors.fullName} onChange={(e) => setForm({ ...form, fullName: e.target.value })} />
      <Field label="E-mail" type="email" required value={form.email} error={errors.email} onChange={(e) => setForm({ ...form, email: e.target.value })} />
      <SelectField label="Role" value={form.role} error={errors.role} onChange={(e) => setForm({ ...form, role: e.target.value as StaffInviteInput["role"] })}>
        {ROLES.map((r) => <option key={r} value={r}>{r === "admin" ? "Owner" : ROLE_LABELS[r]}</option>)}
      </SelectField>
      <Button type="submit" disabled={busy}>{busy ? "Adding..." : "Add to staff"}</Button>
    </form>
  );
}
