import type { DepotDay } from "../../../../contract/deliveries";

/** "crane 2 / 4": trucks booked of the depot's daily capacity; a full day in amber, an overbooked one in red. */
export function TruckLoad({ trucks }: { trucks: DepotDay["trucks"] }) {
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Trucks booked of capacity">
      {trucks.map((t) => {
        const tone = t.booked > t.capacity ? "bg-red-100 text-red-800" : t.booked === t.capacity ? "bg-amber-100 text-amber-900" : "bg-slate-100 text-slate-700";
        return (
          <li key={t.type} className={`rounded-full px-2.5 py-0.5 text-xs font-semibold tabular-nums ${tone}`} data-testid={`load-${t.type}`}>
            {t.type} {t.booked} / {t.capacity}
          </li>
        );
      })}
    </ul>
  );
}
