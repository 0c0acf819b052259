import { type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes, useId } from "react";

/** The look of every text control; also for the few bare selects and search boxes. */
export const controlClass =
  "block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-orange-600 focus:ring-2 focus:ring-orange-600/30 focus:outline-none disabled:bg-slate-100 sm:text-sm";

type Common = {
  label: string;
  error?: string;
  hint?: string;
  className?: string;
  srOnlyLabel?: boolean;
  /** A fixed id (the page links to it or a test names it); otherwise one is made up. */
  id?: string;
  required?: boolean;
  "aria-describedby"?: string;
};

/**
 * Label, control, hint and error, tied together for screen readers: the error (else the hint) describes the
 * control, plus any description the caller names. A required field gets a red asterisk next to its label,
 * outside the label so the field's name stays its words.
 */
function Frame({ id, label, error, hint, className = "", srOnlyLabel, required, children }: Common & { id: string; children: ReactNode }) {
  return (
    <div className={className}>
      <div className={srOnlyLabel ? "sr-only" : "mb-1 flex gap-1 text-sm font-medium text-slate-800"}>
        <label htmlFor={id}>{label}</label>
        {required && <span aria-hidden="true" className="text-red-600">*</span>}
      </div>
      {children}
      {hint && !error && <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">{hint}</p>}
      {error && <p id={`${id}-error`} className="mt-1 text-sm text-red-700">{error}</p>}
    </div>
  );
}

function useControl({ id: fixed, error, hint, required, "aria-describedby": extra }: Common) {
  const made = useId();
  const id = fixed ?? made;
  const own = error ? `${id}-error` : hint ? `${id}-hint` : "";
  return {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": [own, extra].filter(Boolean).join(" ") || undefined,
    required,
    className: `${controlClass} ${error ? "border-red-500" : "border-slate-300"}`,
  };
}

type Own<T> = Common & Omit<T, keyof Common>;

export function Field({ label, error, hint, className, srOnlyLabel, ...input }: Own<InputHTMLAttributes<HTMLInputElement>>) {
  const control = useControl({ label, error, hint, ...input });
  return (
    <Frame id={control.id} label={label} error={error} hint={hint} className={className} srOnlyLabel={srOnlyLabel} required={input.required}>
      <input {...input} {...control} />
    </Frame>
  );
}

export function SelectField({ label, error, hint, className, srOnlyLabel, children, ...select }: Own<SelectHTMLAttributes<HTMLSelectElement>>) {
  const control = useControl({ label, error, hint, ...select });
  return (
    <Frame id={control.id} label={label} error={error} hint={hint} className={className} srOnlyLabel={srOnlyLabel} required={select.required}>
      <select {...select} {...control}>{children}</select>
    </Frame>
  );
}

export function TextAreaField({ label, error, hint, className, srOnlyLabel, ...area }: Own<TextareaHTMLAttributes<HTMLTextAreaElement>>) {
  const control = useControl({ label, error, hint, ...area });
  return (
    <Frame id={control.id} label={label} error={error} hint={hint} className={className} srOnlyLabel={srOnlyLabel} required={area.required}>
      <textarea {...area} {...control} className={`${control.className} resize-y`} />
    </Frame>
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
