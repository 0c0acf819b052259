import { type FormEvent, useState } from "react";
import type { DriverList } from "../../../../contract/dispatch";
import { TRUCK_LABELS, TRUCK_TYPES, type TruckType } from "../../../../contract/delivery";
import { Button } from "../../ui/button";
import { Field, SelectField } from "../../ui/field";

export type AddDriverIntent = { intent: "driver"; userId: string; phone: string; dropsPerDay: number };
export type AddTruckIntent = { intent: "truck"; type: TruckType; plate: string; dropsPerDay: number };

/** Link a driver account (made by the owner on the Staff page with the Driver role) to this depot. */
export function AddDriverForm({ accounts, busy, errors, onAdd }: { accounts: DriverList["accounts"]; busy: boolean; errors: Record<string, string>; onAdd: (i: AddDriverIntent) => void }) {
  const [form, setForm] = useState({ userId: "", phone: "", dropsPerDay: "4" });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onAdd({ intent: "driver", userId: form.userId, phone: form.phone, dropsPerDay: Number(form.dropsPerDay) });
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-3 p-4 sm:grid-cols-2 sm:items-start">
      <SelectField label="Driver account" value={form.userId} error={errors.userId} hint={accounts.length ? undefined : "Give someone the Driver role on the Staff page first"} onChange={(e) => setForm({ ...form, userId: e.target.value })}>
        <option value="">Choose an account</option>
        {accounts.map((a) => <option key={a.id} value={a.id}>{a.name} ({a.email})</option>)}
      </SelectField>
      <Field label="Driver's phone" type="tel" value={form.phone} error={errors.phone} onChange={(e) => setForm({ ...form, phone: e.target.value })} />
      <Field label="Drops a day" type="number" min={1} max={12} value={form.dropsPerDay} error={errors.dropsPerDay} onChange={(e) => setForm({ ...form, dropsPerDay: e.target.value })} />
      <Button type="submit" disabled={busy} className="sm:col-span-2 sm:justify-self-start">Add driver</Button>
    </form>
  );
}

/** Add a truck to this depot: its type decides which drops it can take. */
export function AddTruckForm({ busy, errors, onAdd }: { busy: boolean; errors: Record<string, string>; onAdd: (i: AddTruckIntent) => void }) {
  const [form, setForm] = useState({ type: "tilt-bed" as TruckType, plate: "", dropsPerDay: "3" });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onAdd({ intent: "truck", type: form.type, plate: form.plate, dropsPerDay: Number(form.dropsPerDay) });
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-3 p-4 sm:grid-cols-2 sm:items-start">
      <SelectField label="Truck type" value={form.type} error={errors.type} onChange={(e) => setForm({ ...form, type: e.target.value as TruckType })}>
        {TRUCK_TYPES.map((t) => <option key={t} value={t}>{TRUCK_LABELS[t]}</option>)}
      </SelectField>
      <Field label="Plate number" value={form.plate} error={errors.plate} onChange={(e) => setForm({ ...form, plate: e.target.value })} />
      <Field label="Truck drops a day" type="number" min={1} max={12} value={form.dropsPerDay} error={errors.dropsPerDay} onChange={(e) => setForm({ ...form, dropsPerDay: e.target.value })} />
      <Button type="submit" disabled={busy} className="sm:col-span-2 sm:justify-self-start">Add truck</Button>
    </form>
  );
}
