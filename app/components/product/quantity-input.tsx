import { useState } from "react";
import { LINE_QUANTITY_LIMIT_TEXT } from "../../../contract/cart";
import { MAX_QUANTITY, exceedsQuantityLimit, parseQuantity } from "./selection";

/**
 * Quantity with − and + buttons. What is typed is kept as text while editing; the quantity used for
 * prices is parsed at once (non-numeric → 1, never below 1, never above the cart's limit) and the field shows it on
 * blur; a number above the limit says so until the quantity is changed again.
 */
export function QuantityInput({ value, onChange }: { value: number; onChange: (q: number) => void }) {
  const [text, setText] = useState(String(value));
  const [shown, setShown] = useState(value);
  const [capped, setCapped] = useState(false);
  if (shown !== value) {
    // The quantity changed from outside (a button): show it, unless the typed text already means it.
    setShown(value);
    if (parseQuantity(text) !== value) setText(String(value));
  }
  const set = (q: number) => {
    const next = parseQuantity(q);
    setCapped(false);
    setText(String(next));
    onChange(next);
  };
  const btn = "flex size-11 items-center justify-center text-xl font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-orange-600 disabled:cursor-not-allowed disabled:text-slate-300";
  return (
    <div>
      <label htmlFor="quantity" className="block text-sm font-semibold text-slate-900">Quantity</label>
      <div className="mt-2 inline-flex items-center overflow-hidden rounded-lg border border-slate-300">
        <button type="button" className={btn} aria-label="Decrease quantity" disabled={value <= 1} onClick={() => set(value - 1)}>−</button>
        <input
          id="quantity"
          inputMode="numeric"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setCapped(exceedsQuantityLimit(e.target.value));
            onChange(parseQuantity(e.target.value));
          }}
          onBlur={() => setText(String(parseQuantity(text)))}
          aria-describedby="quantity-hint"
          className="h-11 w-16 border-x border-slate-300 text-center font-semibold focus:outline-2 focus:outline-orange-600"
        />
        <button type="button" className={btn} aria-label="Increase quantity" disabled={value >= MAX_QUANTITY} onClick={() => set(value + 1)}>+</button>
      </div>
      <p id="quantity-hint" className="sr-only">At least 1, at most {MAX_QUANTITY}.</p>
      <p role="status" className="mt-1 text-sm text-amber-800">{capped ? `${LINE_QUANTITY_LIMIT_TEXT}.` : ""}</p>
    </div>
  );
}
