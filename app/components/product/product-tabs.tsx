import { type KeyboardEvent, useId, useRef, useState } from "react";
import type { Specification } from "../../../contract/catalog";

const TABS = ["Description", "Specifications"] as const;

/** Description and Specifications as an ARIA tab set (arrow keys move between tabs). */
export function ProductTabs({ description, specifications }: { description: string; specifications: Specification[] }) {
  const [active, setActive] = useState(0);
  const base = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKey = (e: KeyboardEvent) => {
    if (e.key !== "ArrowRight" && e.key !== "ArrowLeft") return;
    const next = (active + (e.key === "ArrowRight" ? 1 : TABS.length - 1)) % TABS.length;
    setActive(next);
    refs.current[next]?.focus();
  };
  return (
    <div>
      <div role="tablist" aria-label="Product information" className="flex gap-1 border-b border-slate-200">
        {TABS.map((t, i) => (
          <button
            key={t}
            ref={(el) => {
              refs.current[i] = el;
            }}
            id={`${base}-tab-${i}`}
            role="tab"
            type="button"
            aria-selected={active === i}
            aria-controls={`${base}-panel-${i}`}
            tabIndex={active === i ? 0 : -1}
            onClick={() => setActive(i)}
            onKeyDown={onKey}
            className={`-mb-px border-b-2 px-4 py-3 font-semibold focus-visible:outline-2 focus-visible:outline-orange-600 ${active === i ? "border-orange-600 text-orange-700" : "border-transparent text-slate-600 hover:text-slate-900"}`}
          >
            {t}
          </button>
        ))}
      </div>
      <div id={`${base}-panel-0`} role="tabpanel" aria-labelledby={`${base}-tab-0`} hidden={active !== 0} tabIndex={0} className="py-6 leading-relaxed whitespace-pre-line text-slate-700">
        {description}
      </div>
      <div id={`${base}-panel-1`} role="tabpanel" aria-labelledby={`${base}-tab-1`} hidden={active !== 1} tabIndex={0} className="py-6">
        {specifications.length ? <SpecList items={specifications} /> : <p className="text-slate-600">No specifications listed.</p>}
      </div>
    </div>
  );
}

function SpecList({ items }: { items: Specification[] }) {
  const titled = items.filter((s): s is { title: string; value: string } => typeof s !== "string");
  const plain = items.filter((s): s is string => typeof s === "string");
  return (
    <div className="space-y-4">
      {titled.length > 0 && (
        <dl className="divide-y divide-slate-200 rounded-xl border border-slate-200">
          {titled.map((s) => (
            <div key={s.title} className="grid grid-cols-2 gap-4 px-4 py-2.5 text-sm">
              <dt className="font-medium text-slate-600">{s.title}</dt>
              <dd className="text-slate-900">{s.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {plain.length > 0 && (
        <ul className="list-disc space-y-1 pl-5 text-slate-700">
          {plain.map((s) => <li key={s}>{s}</li>)}
        </ul>
      )}
    </div>
  );
}
