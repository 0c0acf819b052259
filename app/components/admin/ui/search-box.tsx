import { useId } from "react";
import { AdminIcon } from "../layout/admin-icons";
import { controlClass } from "../../ui/field";

/** A search input with its icon; the label is for screen readers, the placeholder says what it matches. */
export function SearchBox({ value, onChange, placeholder, label, className = "" }: { value: string; onChange: (v: string) => void; placeholder: string; label: string; className?: string }) {
  const id = useId();
  return (
    <div className={`relative ${className}`}>
      <label className="sr-only" htmlFor={id}>{label}</label>
      <AdminIcon name="search" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" />
      <input
        id={id}
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder}
        className={`${controlClass} border-slate-300 py-2.5 pl-9`}
      />
    </div>
  );
}
