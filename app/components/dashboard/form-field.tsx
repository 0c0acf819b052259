import { type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, useId } from "react";

const control =
  "mt-1 block w-full rounded-lg border bg-white px-3 py-2.5 text-slate-900 shadow-sm focus:border-orange-600 focus:ring-2 focus:ring-orange-600/30 focus:outline-none disabled:bg-slate-100";

type Common = { label: string; error?: string; hint?: string; className?: string };

function Wrapper({ id, label, error, hint, className = "", children }: Common & { id: string; children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">{label}</label>
      {children}
      {hint && !error && <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">{hint}</p>}
      {error && <p id={`${id}-error`} className="mt-1 text-sm text-red-700">{error}</p>}
    </div>
  );
}

const describedBy = (id: string, error?: string, hint?: string) => (error ? `${id}-error` : hint ? `${id}-hint` : undefined);

/** A labelled input whose error sits right under it and is tied to it for screen readers. */
export function TextField({ label, error, hint, className, ...input }: Common & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <Wrapper id={id} label={label} error={error} hint={hint} className={className}>
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, error, hint)} className={`${control} ${error ? "border-red-500" : "border-slate-300"}`} {...input} />
    </Wrapper>
  );
}

export function SelectField({ label, error, hint, className, children, ...select }: Common & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId();
  return (
    <Wrapper id={id} label={label} error={error} hint={hint} className={className}>
      <select id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, error, hint)} className={`${control} ${error ? "border-red-500" : "border-slate-300"}`} {...select}>
        {children}
      </select>
    </Wrapper>
  );
}

export function CheckboxField({ label, ...input }: { label: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label className="flex cursor-pointer items-center gap-2 text-sm font-medium text-slate-800">
      <input type="checkbox" className="size-4 rounded border-slate-300 accent-orange-600 focus-visible:outline-2 focus-visible:outline-orange-600" {...input} />
      {label}
    </label>
  );
}
