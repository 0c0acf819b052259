import { type ReactNode, useId } from "react";
import { AdminIcon } from "../layout/admin-icons";

/** A section with a header button that expands or collapses its body (aria-expanded tells assistive tech). */
export function Collapsible({ title, subtitle, open, onToggle, actions, children, tone = "white" }: {
  title: string;
  subtitle?: string;
  open: boolean;
  onToggle: () => void;
  actions?: ReactNode;
  children: ReactNode;
  tone?: "white" | "muted";
}) {
  const bodyId = useId();
  return (
    <div className={`rounded-xl border border-slate-200 ${tone === "muted" ? "bg-slate-50" : "bg-white"}`}>
      <div className="flex items-center gap-2 px-3 py-2">
        <button
          type="button"
          onClick={onToggle}
          aria-expanded={open}
          aria-controls={bodyId}
          className="flex min-w-0 flex-1 items-center gap-2 rounded-lg px-1 py-1 text-left focus-visible:outline-2 focus-visible:outline-orange-600"
        >
          <AdminIcon name={open ? "chevronDown" : "chevronRight"} className="size-4 shrink-0 text-slate-500" />
          <span className="truncate font-semibold text-slate-900">{title}</span>
          {subtitle && <span className="truncate text-sm text-slate-500">{subtitle}</span>}
        </button>
        {actions}
      </div>
      {open && <div id={bodyId} className="space-y-4 border-t border-slate-200 px-4 py-4">{children}</div>}
    </div>
  );
}
