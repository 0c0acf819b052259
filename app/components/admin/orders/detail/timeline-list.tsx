import type { TimelineEntry } from "../../../../../contract/admin-orders";

const when = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

/** Every change of the order, oldest first, with who made it. */
export function TimelineList({ entries }: { entries: TimelineEntry[] }) {
  return (
    <ol className="relative space-y-4 border-l-2 border-slate-200 pl-4">
      {entries.map((e, i) => (
        <li key={`${e.at}-${i}`} className="relative">
          <span aria-hidden="true" className="absolute top-1.5 -left-[1.4rem] size-2.5 rounded-full bg-orange-600 ring-4 ring-white" />
          <p className="text-sm text-slate-900">{e.text}</p>
          <p className="text-xs text-slate-500">
            <time dateTime={e.at}>{when.format(new Date(e.at))}</time>
            {e.actor ? ` · ${e.actor}` : ""}
          </p>
        </li>
      ))}
    </ol>
  );
}
