import { useState } from "react";
import { StrokeIcon } from "../ui/stroke-icon";

const MAX = 999;

/** Whole numbers 1–999; anything else typed becomes 1 (spec). */
export function parseQuantity(text: string): number {
  const n = Number.parseInt(text, 10);
  if (!Number.isFinite(n) || n < 1) return 1;
  return Math.min(n, MAX);
}

/** Drawn minus and plus (a "−" character next to the label "Decrease quantity" left axe unsure). Minus is disabled at 1 and plus at 999 (the server's cap); typing commits on blur or Enter. */
export function QuantityStepper({ value, onChange, disabled, label }: { value: number; onChange: (q: number) => void; disabled?: boolean; label: string }) {
  const [text, setText] = useState(String(value));
  // The server's answer changed the quantity: show it (adjusting state during render, not in an effect).
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(String(value));
  }
  const commit = () => {
    const q = parseQuantity(text);
    setText(String(q));
    if (q !== value) onChange(q);
  };
  const step = "flex size-9 items-center justify-center text-lg font-semibold text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-orange-600 disabled:cursor-not-allowed disabled:text-slate-300 disabled:hover:bg-transparent";
  return (
    <div role="group" aria-label={`Quantity of ${label}`} className="inline-flex items-center overflow-hidden rounded-lg border border-slate-300 bg-white">
      <button type="button" className={step} aria-label="Decrease quantity" disabled={disabled || value <= 1} onClick={() => value > 1 && onChange(value - 1)}>
        <StrokeIcon d="M6 12h12" strokeWidth={2.5} className="size-4" />
      </button>
      <input
        type="text"
        inputMode="numeric"
        aria-label="Quantity"
        value={text}
        disabled={disabled}
        onChange={(e) => setText(e.target.value.replace(/[^\d]/g, "").slice(0, 3))}
        onBlur={commit}
        onKeyDown={(e) => e.key === "Enter" && commit()}
        className="h-9 w-12 border-x border-slate-300 text-center text-sm font-semibold text-slate-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-orange-600 focus-visible:ring-inset"
      />
      <button type="button" className={step} aria-label="Increase quantity" disabled={disabled || value >= MAX} onClick={() => onChange(value + 1)}>
        <StrokeIcon d="M12 6v12M6 12h12" strokeWidth={2.5} className="size-4" />
      </button>
    </div>
  );
}
