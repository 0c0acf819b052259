import { useState } from "react";
import type { AddressDto } from "../../../../contract/addresses";
import { ApiError } from "../../../lib/api";
import { client } from "../../../lib/browser-api";
import { call } from "../../../lib/typed-api";
import { type AddressBody, AddressForm } from "../../address/address-form";
import { Button } from "../../ui/button";
import { SelectField } from "../../ui/field";

const line = (a: Pick<AddressDto, "street" | "city" | "state" | "postalCode">) => `${a.street}, ${a.city}, ${a.state} ${a.postalCode}`;

/** The saved shipping addresses to pick from (the default first), and "Add an address" with the one AddressForm. */
export function ShipToPicker({ addresses, value, error, disabled, onPick, onAdded }: {
  addresses: AddressDto[];
  value: string | null;
  error?: string;
  disabled: boolean;
  onPick: (id: string) => void;
  onAdded: (address: AddressDto) => void;
}) {
  const [adding, setAdding] = useState(addresses.length === 0);
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);

  async function save(body: AddressBody) {
    setSaving(true);
    setErrors({});
    setMessage(null);
    try {
      const created = await call(client.user.addresses.$post({ json: { ...body, type: "shipping" } }));
      setAdding(false);
      onAdded(created as AddressDto);
    } catch (err) {
      if (err instanceof ApiError) {
        setErrors(err.errors);
        setMessage(err.message);
      } else setMessage("Could not save the address. Please try again.");
    } finally {
      setSaving(false);
    }
  }

  return (
    <div>
      {addresses.length > 0 && (
        <SelectField label="Ship to" value={value ?? ""} error={error} disabled={disabled} onChange={(e) => onPick(e.target.value)} id="ship-to">
          {addresses.map((a) => (
            <option key={a.id} value={a.id}>{line(a)}{a.isDefault ? " (default)" : ""}</option>
          ))}
        </SelectField>
      )}
      {adding ? (
        <div className="mt-3 rounded-xl border border-slate-200 p-3">
          <p className="mb-2 text-sm font-semibold text-slate-800">New shipping address</p>
          <AddressForm address={null} serverErrors={errors} message={message} saving={saving} onSave={save} onCancel={() => setAdding(false)} />
        </div>
      ) : (
        <Button variant="secondary" size="sm" className="mt-2" onClick={() => setAdding(true)}>Add an address</Button>
      )}
    </div>
  );
}
