import { type FormEvent, useState } from "react";
import type { AddressDto } from "../../../../contract/addresses";
import { ApiError } from "../../../lib/api";
import { browserApi } from "../../../lib/browser-api";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { CheckboxField, SelectField, TextField } from "../form-field";

type Values = { type: "shipping" | "billing"; street: string; city: string; state: string; postalCode: string; country: string; phone: string; additionalInfo: string; isDefault: boolean };

const EMPTY: Values = { type: "shipping", street: "", city: "", state: "", postalCode: "", country: "USA", phone: "", additionalInfo: "", isDefault: false };

const fromAddress = (a: AddressDto): Values => ({ ...a, phone: a.phone ?? "", additionalInfo: a.additionalInfo ?? "" });

/**
 * Add or edit an address. The browser checks nothing (SPEC: all optional on the client); the server checks
 * what a delivery needs and its field errors appear under the inputs.
 */
export function AddressForm({ address, onSaved, onCancel }: { address: AddressDto | null; onSaved: () => void; onCancel: () => void }) {
  const [values, setValues] = useState<Values>(address ? fromAddress(address) : EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((v) => ({ ...v, [key]: value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    setSaving(true);
    setErrors({});
    setMessage(null);
    const body = { ...values, phone: values.phone || null, additionalInfo: values.additionalInfo || null };
    try {
      if (address) await browserApi.put(`/user/addresses/${address.id}`, body);
      else await browserApi.post("/user/addresses", body);
      onSaved();
    } catch (err) {
      const apiErr = err instanceof ApiError ? err : null;
      setErrors(apiErr?.errors ?? {});
      setMessage(apiErr && Object.keys(apiErr.errors).length ? "Please check the highlighted fields." : (apiErr?.message ?? "The address could not be saved."));
    } finally {
      setSaving(false);
    }
  }

  const text = (key: "street" | "city" | "state" | "postalCode" | "country" | "phone" | "additionalInfo", label: string, extra: Record<string, string> = {}) => (
    <TextField label={label} name={key} value={values[key]} error={errors[key]} onChange={(e) => set(key, e.target.value)} {...extra} />
  );

  return (
    <form onSubmit={submit} noValidate className="rounded-xl border border-orange-200 bg-orange-50/40 p-4 sm:p-5" aria-label={address ? "Edit address" : "Add address"}>
      <h2 className="mb-4 text-lg font-bold text-slate-900">{address ? "Edit address" : "Add a new address"}</h2>
      {message && <Alert tone="error" className="mb-4">{message}</Alert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Type" name="type" value={values.type} error={errors.type} onChange={(e) => set("type", e.target.value as Values["type"])}>
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
        <CheckboxField label="Use as my default address for this type" name="isDefault" checked={values.isDefault} onChange={(e) => set("isDefault", e.target.checked)} />
      </div>
      <div className="mt-5 flex flex-wrap gap-3">
        <Button type="submit" disabled={saving}>{saving ? "Saving..." : address ? "Save changes" : "Save address"}</Button>
        <Button variant="ghost" onClick={onCancel} disabled={saving}>Cancel</Button>
      </div>
    </form>
  );
}
