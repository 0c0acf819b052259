import { useState } from "react";
import type { AddressDto } from "../../../../contract/addresses";
import { Button } from "../../ui/button";
import { CheckboxField, Field, SelectField } from "../ui/fields";

export type AddressForm = { type: "shipping" | "billing"; street: string; city: string; state: string; postalCode: string; country: string; phone: string; additionalInfo: string; isDefault: boolean };

export const addressFormOf = (a?: AddressDto): AddressForm => ({
  type: a?.type ?? "shipping",
  street: a?.street ?? "",
  city: a?.city ?? "",
  state: a?.state ?? "",
  postalCode: a?.postalCode ?? "",
  country: a?.country ?? "USA",
  phone: a?.phone ?? "",
  additionalInfo: a?.additionalInfo ?? "",
  isDefault: a?.isDefault ?? false,
});

const REQUIRED = { street: "Street is required", city: "City is required", state: "State is required", postalCode: "Postal code is required", country: "Country is required" } as const;

/** Street, city, state, postal code and country are required; phone and info optional (SPEC section 5). */
export function AddressFormView({ initial, serverErrors, saving, onSave, onCancel }: {
  initial: AddressForm;
  serverErrors: Record<string, string>;
  saving: boolean;
  onSave: (f: AddressForm) => void;
  onCancel: () => void;
}) {
  const [f, setF] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const shown = { ...serverErrors, ...errors };
  function submit(e: React.FormEvent) {
    e.preventDefault();
    const missing = Object.fromEntries(Object.entries(REQUIRED).filter(([k]) => !f[k as keyof typeof REQUIRED].trim()));
    setErrors(missing);
    if (!Object.keys(missing).length) onSave(f);
  }
  const text = (k: keyof typeof REQUIRED | "phone" | "additionalInfo", label: string, required = false) => (
    <Field label={label} required={required} value={f[k]} onChange={(e) => setF({ ...f, [k]: e.target.value })} error={shown[k]} />
  );
  return (
    <form onSubmit={submit} className="space-y-4 rounded-xl border border-slate-200 bg-slate-50 p-4" noValidate>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Address Type" value={f.type} onChange={(e) => setF({ ...f, type: e.target.value as AddressForm["type"] })}>
          <option value="shipping">Shipping</option>
          <option value="billing">Billing</option>
        </SelectField>
        {text("street", "Street Address", true)}
        {text("city", "City", true)}
        {text("state", "State/Province", true)}
        {text("postalCode", "Postal Code", true)}
        {text("country", "Country", true)}
        {text("phone", "Phone (optional)")}
        {text("additionalInfo", "Additional Info (optional)")}
      </div>
      <CheckboxField label="Set as default address" checked={f.isDefault} onChange={(e) => setF({ ...f, isDefault: e.target.checked })} />
      <div className="flex gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={saving}>Cancel</Button>
        <Button type="submit" disabled={saving}>{saving ? "Saving..." : "Save Address"}</Button>
      </div>
    </form>
  );
}
