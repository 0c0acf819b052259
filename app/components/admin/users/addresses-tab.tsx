import { useState } from "react";
import type { AddressDto } from "../../../../contract/addresses";
import { useOnSuccess } from "../../../lib/route-action";
import { Button } from "../../ui/button";
import { Spinner } from "../../ui/spinner";
import { AdminIcon } from "../layout/admin-icons";
import { useUserPart } from "./use-user-part";
import { AddressForm } from "../../address/address-form";
import { TabBanner } from "./tab-banner";

/** A user's addresses: add, edit, set default, delete; the server decides which one is the default. */
export function UserAddressesTab({ userId }: { userId: string }) {
  const { state, busy, banner, result, sent, fieldErrors, clearErrors, send } = useUserPart(userId, "addresses");
  const [editing, setEditing] = useState<{ address?: AddressDto } | null>(null);
  useOnSuccess(result, () => sent?.intent === "address.save" && setEditing(null));
  const edit = (address?: AddressDto) => {
    clearErrors();
    setEditing({ address });
  };

  const loading = state.status === "loading";
  return (
    <div className="space-y-4">
      <TabBanner banner={banner} />
      <Button size="sm" onClick={() => edit()} disabled={editing !== null || loading}>
        <AdminIcon name="plus" className="size-4" /> Add Address
      </Button>
      {editing && (
        <AddressForm key={editing.address?.id ?? "new"} address={editing.address ?? null} requireFields serverErrors={fieldErrors} saving={busy} onSave={(address) => send({ intent: "address.save", id: editing.address?.id ?? null, address })} onCancel={() => setEditing(null)} />
      )}
      {loading && <Spinner label="Loading addresses..." />}
      {state.status === "error" && <TabBanner banner={{ tone: "error", text: state.message }} />}
      {state.status === "ready" && state.data.length === 0 && <p className="text-sm text-slate-600">No addresses found for this user.</p>}
      {state.status === "ready" && state.data.length > 0 && (
        <ul className="grid gap-3 md:grid-cols-2">
          {state.data.map((a) => (
            <li key={a.id} className="rounded-xl border border-slate-200 p-4 text-sm">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-semibold text-slate-900 capitalize">{a.type}</span>
                {a.isDefault && <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">Default address</span>}
              </div>
              <p className="mt-1 text-slate-700">{a.street}</p>
              <p className="text-slate-700">{a.city}, {a.state} {a.postalCode}, {a.country}</p>
              {a.phone && <p className="text-slate-500">Phone: {a.phone}</p>}
              {a.additionalInfo && <p className="text-slate-500">Info: {a.additionalInfo}</p>}
              <div className="mt-3 flex flex-wrap gap-2">
                {!a.isDefault && <Button size="sm" variant="secondary" disabled={busy} onClick={() => send({ intent: "address.default", id: a.id })}>Set Default</Button>}
                <Button size="sm" variant="secondary" disabled={busy || editing !== null} onClick={() => edit(a)}>Edit</Button>
                <Button size="sm" variant="secondary" className="text-red-700" disabled={busy} onClick={() => send({ intent: "address.delete", id: a.id })}>Delete</Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
