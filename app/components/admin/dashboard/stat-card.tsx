import { AdminIcon, type AdminIconName } from "../layout/admin-icons";

/** "+12.5%" / "−3%" / "no data last month": the change is real, so a missing base is said, not invented. */
export function ChangeLine({ change }: { change: number | null }) {
  if (change === null) return <p className="mt-3 text-xs text-slate-500">No data for the same days last month</p>;
  const up = change > 0;
  const flat = change === 0;
  const tone = flat ? "text-slate-600" : up ? "text-green-700" : "text-red-700";
  const sign = flat ? "" : up ? "+" : "−";
  return (
    <p className="mt-3 flex items-center gap-1 text-xs">
      {!flat && <AdminIcon name={up ? "up" : "down"} className={`size-3.5 ${tone}`} />}
      <span className={`font-semibold ${tone}`}>{sign}{Math.abs(change).toLocaleString("en-US", { maximumFractionDigits: 1 })}%</span>
      <span className="text-slate-500">vs same days last month</span>
    </p>
  );
}

export function StatCard({ label, value, change, icon, accent }: { label: string; value: string; change: number | null; icon: AdminIconName; accent: string }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm font-medium text-slate-600">{label}</p>
          <p className="mt-2 truncate text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{value}</p>
        </div>
        <span className={`flex size-11 shrink-0 items-center justify-center rounded-xl ${accent}`}>
          <AdminIcon name={icon} className="size-5" />
        </span>
      </div>
      <ChangeLine change={change} />
    </div>
  );
}
