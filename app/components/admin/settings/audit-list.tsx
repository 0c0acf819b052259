import type { AuditEntryDto } from "../../../../contract/admin";

const when = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", hour: "numeric", minute: "2-digit" });

/** One readable line of what changed: the keys a save touched, or the before/after of a status. */
function summary(e: AuditEntryDto): string {
  const d = e.details as Record<string, unknown>;
  if (Array.isArray(d.changed) && d.changed.length) return `changed ${(d.changed as string[]).join(", ")}`;
  const to = d.to as unknown;
  if (typeof to === "string" && typeof d.from === "string") return `${d.from} → ${to}`;
  for (const k of ["name", "email", "invoiceNumber"]) if (typeof d[k] === "string") return String(d[k]);
  return "";
}

/** The latest admin changes: who, what, which record, when. */
export function AuditList({ entries, empty = "No admin changes recorded yet." }: { entries: AuditEntryDto[]; empty?: string }) {
  if (entries.length === 0) return <p className="text-sm text-slate-600">{empty}</p>;
  return (
    <ol className="divide-y divide-slate-100">
      {entries.map((e) => (
        <li key={e.id} className="flex flex-col gap-0.5 py-3 text-sm sm:flex-row sm:items-baseline sm:gap-4">
          <time dateTime={e.createdAt} className="shrink-0 text-xs text-slate-500 sm:w-40">{when.format(new Date(e.createdAt))}</time>
          <p className="min-w-0 text-slate-800">
            <span className="font-semibold">{e.actor?.name ?? "Deleted user"}</span>{" "}
            <code className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700">{e.action}</code>{" "}
            <span className="text-slate-600">{e.entity}{e.entityId && e.entity !== "settings" ? ` ${e.entityId.slice(0, 8).toUpperCase()}` : ""}</span>
            {summary(e) && <span className="block truncate text-xs text-slate-500">{summary(e)}</span>}
          </p>
        </li>
      ))}
    </ol>
  );
}
