import { type FormEvent, useState } from "react";
import type { AddressDto } from "../../../contract/addresses";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { CheckboxField, Field, SelectField } from "../ui/field";

export type AddressValues = Omit<AddressDto, "id" | "userId" | "phone" | "additionalInfo" | "createdAt" | "updatedAt"> & { phone: string; additionalInfo: string };
/** What POST/PUT .../addresses take: empty optional fields are sent as null. */
export type AddressBody = Omit<AddressValues, "phone" | "additionalInfo"> & { phone: string | null; additionalInfo: string | null };

const REQUIRED = { street: "Street is required", city: "City is required", state: "State is required", postalCode: "Postal code is required", country: "Country is required" } as const;

const valuesOf = (a: AddressDto | null): AddressValues => ({
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

type Props = {
  address: AddressDto | null;
  /** The admin form marks and checks street to country before sending; the customer's leaves every check to the server (SPEC). */
  requireFields?: boolean;
  serverErrors: Record<string, string>;
  message?: string | null;
  saving: boolean;
  onSave: (body: AddressBody) => void;
  onCancel: () => void;
};

/** Add or edit one address, for the customer's dashboard and for an admin editing a user. */
export function AddressForm({ address, requireFields = false, serverErrors, message, saving, onSave, onCancel }: Props) {
  const [values, setValues] = useState(() => valuesOf(address));
  const [missing, setMissing] = useState<Record<string, string>>({});
  const errors = { ...serverErrors, ...missing };
  const set = <K extends keyof AddressValues>(key: K, value: AddressValues[K]) => setValues((v) => ({ ...v, [key]: value }));

  function submit(e: FormEvent) {
    e.preventDefault();
    const found = requireFields ? Object.fromEntries(Object.entries(REQUIRED).filter(([k]) => !values[k as keyof typeof REQUIRED].trim())) : {};
    setMissing(found);
    if (Object.keys(found).length) return;
    onSave({ ...values, phone: values.phone.trim() || null, additionalInfo: values.additionalInfo.trim() || null });
  }

  const text = (key: "street" | "city" | "state" | "postalCode" | "country" | "phone" | "additionalInfo", label: string, extra: Record<string, string> = {}) => (
    <Field label={label} name={key} value={values[key]} error={errors[key]} required={requireFields && key in REQUIRED} onChange={(e) => set(key, e.target.value)} {...extra} />
  );

  return (
    <form onSubmit={submit} noValidate className="rounded-xl border border-orange-200 bg-orange-50/40 p-4 sm:p-5" aria-label={address ? "Edit address" : "Add address"}>
      <h2 className="mb-4 text-lg font-bold text-slate-900">{address ? "Edit address" : "Add a new address"}</h2>
      {message && <Alert tone="error" className="mb-4">{message}</Alert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Type" name="type" value={values.type} error={errors.type} onChange={(e) => set("type", e.target.value as AddressValues["type"])}>
          <option value="shipping">Shipping</option>
          <option value="billing">Billing</option>
        </SelectField>
        {text("street", "Street", { autoComplete: "street-address" })}
        {text("city", "City", { autoComplete: "address-level2" })}
        {text("state", "State", { autoComplete: "address-level1" })}
        {text("postalCode", "Postal code", { autoComplete: "postal-code", inputMode: "numeric" })}
        {text("country", "Country", { autoComplete: "country-name" })}
        {text("phone", "Phone (optional)", { autoComplete: "tel", type: "tel" })}
        {text("additionalInfo", "Delivery notes (optional)")}
      </div>
      <div className="mt-4">
        <CheckboxField label="Use as the default address for this type" name="isDefault" checked={values.isDefault} onChange={(e) => set("isDefault", e.target.checked)} />
      </div>
      <div className="mt-5 flex flex-wrap gap-3">
        <Button type="submit" disabled={saving}>{saving ? "Saving..." : address ? "Save changes" : "Save address"}</Button>
        <Button variant="ghost" onClick={onCancel} disabled={saving}>Cancel</Button>
      </div>
    </form>
  );
}
