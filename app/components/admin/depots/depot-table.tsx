import { type AdminDepot, DEPOT_TRUCK_TYPES, DEPOT_WEEKDAYS } from "../../../../contract/depots";
import { Button } from "../../ui/button";

type Props = { depots: AdminDepot[]; onEdit: (d: AdminDepot) => void; onToggle: (d: AdminDepot) => void };

/** "Mon–Fri, Sun": runs of three or more days in a row read as a range. */
function days(d: AdminDepot) {
  if (d.openDays.length === 7) return "Every day";
  const at = DEPOT_WEEKDAYS.map((day) => d.openDays.includes(day));
  const parts: string[] = [];
  for (let i = 0; i < 7; i++) {
    if (!at[i]) continue;
    let end = i;
    while (end + 1 < 7 && at[end + 1]) end++;
    parts.push(end - i >= 2 ? `${DEPOT_WEEKDAYS[i]}–${DEPOT_WEEKDAYS[end]}` : DEPOT_WEEKDAYS.slice(i, end + 1).join(", "));
    i = end;
  }
  return parts.join(", ");
}
const trucks = (d: AdminDepot) => DEPOT_TRUCK_TYPES.map((t) => `${t} ${d.truckCapacity[t]}`).join(" · ");

function OpenPill({ open }: { open: boolean }) {
  return <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ${open ? "bg-green-100 text-green-800" : "bg-slate-200 text-slate-700"}`}>{open ? "Open" : "Closed"}</span>;
}

function Actions({ d, onEdit, onToggle }: { d: AdminDepot } & Omit<Props, "depots">) {
  return (
    <div className="flex justify-end gap-2">
      <Button size="sm" variant="secondary" onClick={() => onEdit(d)} aria-label={`Edit ${d.name}`}>Edit</Button>
      <Button size="sm" variant={d.open ? "ghost" : "secondary"} onClick={() => onToggle(d)} aria-label={`${d.open ? "Close" : "Reopen"} ${d.name}`}>{d.open ? "Close" : "Reopen"}</Button>
    </div>
  );
}

/** Every depot: cards below 768 px (nothing to scroll sideways), a table above. */
export function DepotTable({ depots, onEdit, onToggle }: Props) {
  return (
    <>
      <ul className="divide-y divide-slate-100 md:hidden">
        {depots.map((d) => (
          <li key={d.id} className="space-y-1 px-4 py-3">
            <div className="flex items-start justify-between gap-2">
              <p className="font-semibold text-slate-900">{d.name}</p>
              <OpenPill open={d.open} />
            </div>
            <p className="text-sm text-slate-700">{d.city}, {d.state} {d.zip} · {d.region}</p>
            <p className="text-sm text-slate-600">{days(d)}</p>
            <p className="text-sm text-slate-600">Trucks/day: {trucks(d)}</p>
            <Actions d={d} onEdit={onEdit} onToggle={onToggle} />
          </li>
        ))}
      </ul>
      <table className="hidden w-full text-left text-sm md:table">
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            <th scope="col" className="px-4 py-3">Depot</th>
            <th scope="col" className="px-4 py-3">ZIP</th>
            <th scope="col" className="px-4 py-3">Region</th>
            <th scope="col" className="px-4 py-3">Open days</th>
            <th scope="col" className="px-4 py-3">Trucks per day</th>
            <th scope="col" className="px-4 py-3">Status</th>
            <th scope="col" className="px-4 py-3 text-right">Actions</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {depots.map((d) => (
            <tr key={d.id} className={d.open ? "hover:bg-slate-50" : "bg-slate-50 text-slate-500"}>
              <td className="px-4 py-2"><span className="font-medium text-slate-900">{d.name}</span><span className="block text-xs text-slate-600">{d.city}, {d.state}</span></td>
              <td className="px-4 py-2 font-mono text-xs">{d.zip}</td>
              <td className="px-4 py-2 whitespace-nowrap">{d.region}</td>
              <td className="px-4 py-2 whitespace-nowrap">{days(d)}</td>
              <td className="px-4 py-2 text-xs">{DEPOT_TRUCK_TYPES.map((t) => <span key={t} className="block whitespace-nowrap">{t}: {d.truckCapacity[t]}</span>)}</td>
              <td className="px-4 py-2"><OpenPill open={d.open} /></td>
              <td className="px-4 py-2"><Actions d={d} onEdit={onEdit} onToggle={onToggle} /></td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
