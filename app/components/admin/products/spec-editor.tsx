import { useState } from "react";
import type { Specification } from "../../../../contract/catalog";
import { Button } from "../../ui/button";
import { AdminIcon } from "../layout/admin-icons";
import { Field } from "../../ui/field";

/**
 * A list of specifications: plain lines or title/value pairs. A plain line is added only when it is not
 * blank; a detailed one needs both title and value (SPEC section 5).
 */
export function SpecEditor({ specs, onChange, label = "Specifications" }: { specs: Specification[]; onChange: (s: Specification[]) => void; label?: string }) {
  const [line, setLine] = useState("");
  const [title, setTitle] = useState("");
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | null>(null);

  function addLine() {
    if (!line.trim()) return setError("Type the specification first");
    onChange([...specs, line.trim()]);
    setLine("");
    setError(null);
  }
  function addDetailed() {
    if (!title.trim() || !value.trim()) return setError("A detailed specification needs both a title and a value");
    onChange([...specs, { title: title.trim(), value: value.trim() }]);
    setTitle("");
    setValue("");
    setError(null);
  }

  return (
    <div className="space-y-3">
      <p className="text-sm font-medium text-slate-700">{label}</p>
      {specs.length === 0 ? (
        <p className="text-sm text-slate-500">No specifications yet.</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
          {specs.map((s, i) => (
            <li key={`${i}-${typeof s === "string" ? s : s.title}`} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
              <span className="min-w-0 break-words">
                {typeof s === "string" ? s : (<><span className="font-semibold">{s.title}:</span> {s.value}</>)}
              </span>
              <button type="button" onClick={() => onChange(specs.filter((_, j) => j !== i))} className="shrink-0 rounded p-1 text-slate-500 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-orange-600">
                <AdminIcon name="trash" className="size-4" label={`Remove specification ${i + 1}`} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <Field label="Simple specification" className="flex-1" value={line} onChange={(e) => setLine(e.target.value)} placeholder="e.g. Wind and water tight"
          onKeyDown={(e) => { if (e.key === "Enter") { e.preventDefault(); addLine(); } }} />
        <Button variant="secondary" size="sm" onClick={addLine} className="sm:mb-0.5">Add</Button>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <Field label="Title" className="sm:w-40" value={title} onChange={(e) => setTitle(e.target.value)} placeholder="e.g. Doors" />
        <Field label="Value" className="flex-1" value={value} onChange={(e) => setValue(e.target.value)} placeholder="e.g. Double cargo doors" />
        <Button variant="secondary" size="sm" onClick={addDetailed} className="sm:mb-0.5">Add detailed</Button>
      </div>
      {error && <p role="alert" className="text-xs font-medium text-red-700">{error}</p>}
    </div>
  );
}
