import { useState } from "react";
import type { AddressDto } from "../../../../contract/addresses";
import { browserApi } from "../../../lib/browser-api";
import { Button } from "../../ui/button";
import { Spinner } from "../../ui/spinner";
import { AdminIcon } from "../layout/admin-icons";
import { useUserPart } from "./use-user-part";
import { type AddressBody, AddressForm } from "../../address/address-form";
import { TabBanner } from "./tab-banner";
import { useTabAction } from "./use-tab-action";

/** A user's addresses: add, edit, set default, delete; the server decides which one is the default. */
export function UserAddressesTab({ userId }: { userId: string }) {
  const { state, reload } = useUserPart<AddressDto[]>(userId, "addresses");
  const [editing, setEditing] = useState<{ address?: AddressDto } | null>(null);
  const { banner, busy, fieldErrors, setFieldErrors, run } = useTabAction(reload);
  const base = `/admin/users/${userId}/addresses`;


  async function save(body: AddressBody) {
    const id = editing?.address?.id;
    const ok = await run(() => (id ? browserApi.put(`${base}/${id}`, body) : browserApi.post(base, body)), id ? "Address updated successfully." : "Address added successfully.");
    if (ok) setEditing(null);
  }

  const loading = state.status === "loading";
  return (
    <div className="space-y-4">
      <TabBanner banner={banner} />
      <Button size="sm" onClick={() => { setFieldErrors({}); setEditing({}); }} disabled={editing !== null || loading}>
        <AdminIcon name="plus" className="size-4" /> Add Address
      </Button>
      {editing && (
        <AddressForm key={editing.address?.id ?? "new"} address={editing.address ?? null} requireFields serverErrors={fieldErrors} saving={busy} onSave={save} onCancel={() => setEditing(null)} />
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
                {!a.isDefault && <Button size="sm" variant="secondary" disabled={busy} onClick={() => run(() => browserApi.patch(`${base}/${a.id}/default`), "Default address updated.")}>Set Default</Button>}
                <Button size="sm" variant="secondary" disabled={busy || editing !== null} onClick={() => { setFieldErrors({}); setEditing({ address: a }); }}>Edit</Button>
                <Button size="sm" variant="secondary" className="text-red-700" disabled={busy} onClick={() => run(() => browserApi.delete(`${base}/${a.id}`), "Address removed.")}>Delete</Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
