import { useState } from "react";
import type { PaymentMethodDto } from "../../../../contract/payment-methods";
import { Button } from "../../ui/button";
import { CheckboxField, Field, SelectField } from "../../ui/field";

export type PaymentEdit = { cardholderName: string; expiryMonth: number; expiryYear: number; isDefault: boolean; billingAddress: { street: string; city: string; state: string; postalCode: string; country: string } | null };

const cardLabel = (t: string) => ({ visa: "Visa", mastercard: "Mastercard", amex: "American Express", discover: "Discover", jcb: "JCB", diners_club: "Diners Club", other: "Other" })[t] ?? t;
export { cardLabel };

/** Holder, expiry (current year plus 14), billing address and default flag. The brand and last four digits identify the card and stay. */
export function PaymentMethodForm({ method, errors, saving, onSave, onCancel }: { method: PaymentMethodDto; errors: Record<string, string>; saving: boolean; onSave: (v: PaymentEdit) => void; onCancel: () => void }) {
  // The current year plus 14 more (SPEC section 5), and the card's own year if it is outside them.
  const [years] = useState(() => {
    const first = new Date().getFullYear();
    const list = Array.from({ length: 15 }, (_, i) => first + i);
    return list.includes(method.expiryYear) ? list : [method.expiryYear, ...list];
  });
  const [f, setF] = useState({
    cardholderName: method.cardholderName,
    expiryMonth: method.expiryMonth,
    expiryYear: method.expiryYear,
    isDefault: method.isDefault,
    street: method.billingAddress?.street ?? "",
    city: method.billingAddress?.city ?? "",
    state: method.billingAddress?.state ?? "",
    postalCode: method.billingAddress?.postalCode ?? "",
    country: method.billingAddress?.country ?? "",
  });
  function submit(e: React.FormEvent) {
    e.preventDefault();
    const { street, city, state, postalCode, country, ...rest } = f;
    const hasAddress = [street, city, state, postalCode, country].some((v) => v.trim());
    onSave({ ...rest, billingAddress: hasAddress ? { street, city, state, postalCode, country } : null });
  }
  const text = (k: "street" | "city" | "state" | "postalCode" | "country", label: string) => (
    <Field label={label} value={f[k]} onChange={(e) => setF({ ...f, [k]: e.target.value })} error={errors[`billingAddress.${k}`]} />
  );
  return (
    <form onSubmit={submit} className="mt-3 space-y-4 rounded-xl border border-slate-200 bg-slate-50 p-4">
      <Field label="Cardholder Name" required value={f.cardholderName} onChange={(e) => setF({ ...f, cardholderName: e.target.value })} error={errors.cardholderName} />
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField label="Expiration month" value={f.expiryMonth} onChange={(e) => setF({ ...f, expiryMonth: Number(e.target.value) })} error={errors.expiryMonth}>
          {Array.from({ length: 12 }, (_, i) => i + 1).map((m) => <option key={m} value={m}>{String(m).padStart(2, "0")}</option>)}
        </SelectField>
        <SelectField label="Expiration year" value={f.expiryYear} onChange={(e) => setF({ ...f, expiryYear: Number(e.target.value) })} error={errors.expiryYear}>
          {years.map((y) => <option key={y} value={y}>{y}</option>)}
        </SelectField>
        <div>
          <p className="mb-1 text-sm font-medium text-slate-700">Card Type</p>
          <p className="rounded-lg bg-white px-3 py-2 text-sm text-slate-800 ring-1 ring-slate-200">{cardLabel(method.cardType)} •••• {method.lastFourDigits}</p>
        </div>
      </div>
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-slate-800">Billing Address</legend>
        {text("street", "Street")}
        <div className="grid gap-4 sm:grid-cols-2">
          {text("city", "City")}
          {text("state", "State/Province")}
          {text("postalCode", "Postal code")}
          {text("country", "Country")}
        </div>
      </fieldset>
      <CheckboxField label="Set as default payment method" checked={f.isDefault} onChange={(e) => setF({ ...f, isDefault: e.target.checked })} />
      <div className="flex gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={saving}>Cancel</Button>
        <Button type="submit" disabled={saving}>{saving ? "Saving..." : "Save Changes"}</Button>
      </div>
    </form>
  );
}
