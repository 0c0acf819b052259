import { Field } from "../../ui/field";

export type Billing = { street: string; city: string; state: string; postalCode: string; country: string };
export const EMPTY_BILLING: Billing = { street: "", city: "", state: "", postalCode: "", country: "USA" };

const FIELDS: [keyof Billing, string, string][] = [
  ["street", "Billing street", "billing street-address"],
  ["city", "Billing city", "billing address-level2"],
  ["state", "Billing state", "billing address-level1"],
  ["postalCode", "Billing postal code", "billing postal-code"],
  ["country", "Billing country", "billing country-name"],
];

export function BillingFields({ value, onChange, errors }: { value: Billing; onChange: (b: Billing) => void; errors: Record<string, string> }) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="sr-only">Billing address</legend>
      {FIELDS.map(([key, label, autoComplete]) => (
        <Field
          key={key}
          label={label}
          value={value[key]}
          autoComplete={autoComplete}
          error={errors[`billingAddress.${key}`]}
          onChange={(e) => onChange({ ...value, [key]: e.target.value })}
        />
      ))}
    </fieldset>
  );
}
