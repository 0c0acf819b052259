import { useState } from "react";
import { LINE_QUANTITY_LIMIT_TEXT, MAX_LINE_QUANTITY as MAX } from "../../../contract/cart";
import { StrokeIcon } from "../ui/stroke-icon";

/** Whole numbers from 1 to the line limit; anything else typed becomes 1 (spec), more than the limit the limit. */
export function parseQuantity(text: string): number {
  const n = Number.parseInt(text, 10);
  if (!Number.isFinite(n) || n < 1) return 1;
  return Math.min(n, MAX);
}

/** Drawn minus and plus (a "−" character next to the label "Decrease quantity" left axe unsure). Minus is disabled at 1 and plus at the line limit (the server's too); typing commits on blur or Enter. */
export function QuantityStepper({ value, onChange, disabled, label }: { value: number; onChange: (q: number) => void; disabled?: boolean; label: string }) {
  const [text, setText] = useState(String(value));
  // The server's answer changed the quantity: show it (adjusting state during render, not in an effect).
  const [shown, setShown] = useState(value);
  // A typed number above the limit became the limit: said under the stepper until the quantity changes again.
  const [capped, setCapped] = useState(false);
  if (shown !== value) {
    setShown(value);
    setText(String(value));
  }
  const commit = () => {
    const q = parseQuantity(text);
    setCapped(Number.parseInt(text, 10) > MAX);
    setText(String(q));
    if (q !== value) onChange(q);
  };
  const step = "flex size-9 items-center justify-center text-lg font-semibold text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-orange-600 disabled:cursor-not-allowed disabled:text-slate-300 disabled:hover:bg-transparent";
  const stepTo = (q: number) => {
    setCapped(false);
    onChange(q);
  };
  return (
    <div className="inline-flex flex-col">
    <div role="group" aria-label={`Quantity of ${label}`} className="inline-flex items-center self-start overflow-hidden rounded-lg border border-slate-300 bg-white">
      <button type="button" className={step} aria-label="Decrease quantity" disabled={disabled || value <= 1} onClick={() => value > 1 && stepTo(value - 1)}>
        <StrokeIcon d="M6 12h12" strokeWidth={2.5} className="size-4" />
      </button>
      <input
        type="text"
        inputMode="numeric"
        aria-label="Quantity"
        value={text}
        disabled={disabled}
        onChange={(e) => setText(e.target.value.replace(/[^\d]/g, "").slice(0, 9))}
        onBlur={commit}
        onKeyDown={(e) => e.key === "Enter" && commit()}
        className="h-9 w-12 border-x border-slate-300 text-center text-sm font-semibold text-slate-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-orange-600 focus-visible:ring-inset"
      />
      <button type="button" className={step} aria-label="Increase quantity" disabled={disabled || value >= MAX} onClick={() => stepTo(value + 1)}>
        <StrokeIcon d="M12 6v12M6 12h12" strokeWidth={2.5} className="size-4" />
      </button>
    </div>
    <p role="status" className="mt-1 text-sm text-amber-800 empty:hidden">{capped ? `${LINE_QUANTITY_LIMIT_TEXT}.` : ""}</p>
    </div>
  );
}
