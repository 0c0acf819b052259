import type { AddressDto } from "../../../../contract/addresses";
import { Button } from "../../ui/button";
import { DashIcon } from "../layout/dashboard-icons";

type Props = { address: AddressDto; busy: boolean; onEdit: () => void; onDefault: () => void; onDelete: () => void };

export function AddressCard({ address: a, busy, onEdit, onDefault, onDelete }: Props) {
  return (
    <article className={`flex flex-col rounded-xl border p-4 ${a.isDefault ? "border-orange-300 bg-orange-50/40" : "border-slate-200"}`} data-testid="address-card">
      <div className="flex flex-wrap items-center gap-2">
        <DashIcon name="pin" className="size-5 text-orange-600" />
        <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700 capitalize">{a.type}</span>
        {a.isDefault && <span className="rounded-full bg-orange-600 px-2.5 py-0.5 text-xs font-semibold text-white">Default</span>}
      </div>
      <address className="mt-3 flex-1 text-slate-800 not-italic">
        <p className="font-semibold">{a.street}</p>
        <p>{a.city}, {a.state} {a.postalCode}</p>
        <p>{a.country}</p>
        {a.phone && <p className="mt-1 text-sm text-slate-600">Phone: {a.phone}</p>}
        {a.additionalInfo && <p className="text-sm text-slate-600">Notes: {a.additionalInfo}</p>}
      </address>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={onEdit} disabled={busy}>Edit</Button>
        {!a.isDefault && <Button variant="secondary" size="sm" onClick={onDefault} disabled={busy}>Set as default</Button>}
        <Button variant="ghost" size="sm" className="text-red-700 hover:bg-red-50" onClick={onDelete} disabled={busy}>Delete</Button>
      </div>
    </article>
  );
}
