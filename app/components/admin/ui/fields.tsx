import { type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes, useId } from "react";

export const controlClass =
  "block w-full rounded-lg border bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-orange-600 focus:ring-2 focus:ring-orange-600/30 focus:outline-none disabled:bg-slate-100";

type Common = { label: string; error?: string; hint?: string; className?: string; srOnlyLabel?: boolean };

function Wrap({ id, label, error, hint, className = "", srOnlyLabel, children }: Common & { id: string; children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className={srOnlyLabel ? "sr-only" : "mb-1 block text-sm font-medium text-slate-700"}>{label}</label>
      {children}
      {hint && !error && <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">{hint}</p>}
      {error && <p id={`${id}-error`} className="mt-1 text-xs font-medium text-red-700">{error}</p>}
    </div>
  );
}

const aria = (id: string, error?: string, hint?: string) => ({
  "aria-invalid": error ? true : undefined,
  "aria-describedby": error ? `${id}-error` : hint ? `${id}-hint` : undefined,
});
const border = (error?: string) => (error ? "border-red-500" : "border-slate-300");

/** A labelled input with its error under it, tied together for screen readers. */
export function Field({ label, error, hint, className, srOnlyLabel, ...input }: Common & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <Wrap id={id} label={label} error={error} hint={hint} className={className} srOnlyLabel={srOnlyLabel}>
      <input id={id} {...aria(id, error, hint)} className={`${controlClass} ${border(error)}`} {...input} />
    </Wrap>
  );
}

export function SelectField({ label, error, hint, className, srOnlyLabel, children, ...select }: Common & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId();
  return (
    <Wrap id={id} label={label} error={error} hint={hint} className={className} srOnlyLabel={srOnlyLabel}>
      <select id={id} {...aria(id, error, hint)} className={`${controlClass} ${border(error)}`} {...select}>
        {children}
      </select>
    </Wrap>
  );
}

export function TextAreaField({ label, error, hint, className, srOnlyLabel, ...area }: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = useId();
  return (
    <Wrap id={id} label={label} error={error} hint={hint} className={className} srOnlyLabel={srOnlyLabel}>
      <textarea id={id} {...aria(id, error, hint)} className={`${controlClass} ${border(error)}`} {...area} />
    </Wrap>
  );
}

export function CheckboxField({ label, className = "", ...input }: { label: string; className?: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label className={`flex cursor-pointer items-center gap-2 text-sm font-medium text-slate-800 ${className}`}>
      <input type="checkbox" className="size-4 rounded border-slate-300 accent-orange-600 focus-visible:outline-2 focus-visible:outline-orange-600" {...input} />
      {label}
    </label>
  );
}

/** A red button for destructive confirmations (the shared Button has no danger variant). */
export const dangerButtonClass =
  "inline-flex items-center justify-center gap-2 rounded-lg bg-red-600 px-4 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600 disabled:cursor-not-allowed disabled:opacity-50";
