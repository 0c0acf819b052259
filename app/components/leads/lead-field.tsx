import type { InputHTMLAttributes, TextareaHTMLAttributes } from "react";

const control =
  "mt-1.5 block w-full rounded-lg border bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-orange-600 focus:ring-2 focus:ring-orange-600/30 focus:outline-none sm:text-sm";

type Common = { id: string; label: string; error?: string; className?: string };

/** Label, control and the server's error for it, tied together for screen readers. */
function Frame({ id, label, error, className = "", children }: Common & { children: React.ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">{label}</label>
      {children}
      {error && <p id={`${id}-error`} className="mt-1 text-sm text-red-700">{error}</p>}
    </div>
  );
}

const aria = (id: string, error?: string) => ({ "aria-invalid": error ? true : undefined, "aria-describedby": error ? `${id}-error` : undefined });

export function LeadInput({ id, label, error, className, ...rest }: Common & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Frame id={id} label={label} error={error} className={className}>
      <input id={id} className={`${control} ${error ? "border-red-500" : "border-slate-300"}`} {...aria(id, error)} {...rest} />
    </Frame>
  );
}

export function LeadTextarea({ id, label, error, className, ...rest }: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <Frame id={id} label={label} error={error} className={className}>
      <textarea id={id} className={`${control} resize-y ${error ? "border-red-500" : "border-slate-300"}`} {...aria(id, error)} {...rest} />
    </Frame>
  );
}
