import type { ReactNode } from "react";
import { Card } from "../../ui/page-header";

/** One titled card of the order page. */
export function Section({ title, actions, children, className = "" }: { title: string; actions?: ReactNode; children: ReactNode; className?: string }) {
  return (
    <Card className={className}>
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 px-4 py-3">
        <h2 className="text-base font-bold text-slate-900">{title}</h2>
        {actions}
      </div>
      <div className="px-4 py-3">{children}</div>
    </Card>
  );
}

/** Label/value rows; rows whose value is null or empty are left out, so nothing reads "—" for data never given. */
export function Facts({ rows }: { rows: [string, ReactNode | null | undefined][] }) {
  const shown = rows.filter(([, v]) => v !== null && v !== undefined && v !== "");
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
      {shown.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-slate-500">{label}</dt>
          <dd className="min-w-0 wrap-anywhere text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
