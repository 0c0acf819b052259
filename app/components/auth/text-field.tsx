import type { InputHTMLAttributes } from "react";

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, "onChange" | "value"> & {
  id: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  error?: string;
};

/** A labelled input with its server-side error under it, tied together for screen readers. */
export function TextField({ id, label, value, onValue, error, className = "", "aria-describedby": hint, ...rest }: Props) {
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : "", hint ?? ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        name={id}
        value={value}
        onChange={(e) => onValue(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`mt-1.5 block w-full rounded-lg border bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-orange-600 focus:ring-2 focus:ring-orange-600/30 focus:outline-none sm:text-sm ${error ? "border-red-500" : "border-slate-300"}`}
        {...rest}
      />
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
