import { useState } from "react";
import { Button } from "../../ui/button";
import { AdminIcon } from "../layout/admin-icons";
import { Field } from "../../ui/field";
import { DimensionEditor } from "./dimension-editor";
import { type DimensionDraft, emptyDimension } from "./draft";

/** The dimensions of a product. Removing one collapses the others (SPEC section 2) so the list does not jump. */
export function DimensionsTab({ dimensions, errors, onChange }: { dimensions: DimensionDraft[]; errors: Record<string, string>; onChange: (d: DimensionDraft[]) => void }) {
  const [open, setOpen] = useState<Set<string>>(new Set());
  const [label, setLabel] = useState("");
  const [labelError, setLabelError] = useState<string | null>(null);

  function add() {
    if (!label.trim()) return setLabelError("Type the dimension's label first (e.g. 20ft)");
    const d = emptyDimension(label.trim());
    onChange([...dimensions, d]);
    setOpen((s) => new Set(s).add(d.key));
    setLabel("");
    setLabelError(null);
  }
  const toggle = (key: string) => setOpen((s) => {
    const next = new Set(s);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    return next;
  });

  return (
    <div className="space-y-4">
      {dimensions.length === 0 && <p className="text-sm text-slate-500">No dimensions: the product sells at its base price.</p>}
      {dimensions.map((d, i) => (
        <DimensionEditor
          key={d.key}
          dimension={d}
          index={i}
          errors={errors}
          open={open.has(d.key)}
          onToggle={() => toggle(d.key)}
          onChange={(next) => onChange(dimensions.map((x) => (x.key === d.key ? next : x)))}
          onRemove={() => {
            onChange(dimensions.filter((x) => x.key !== d.key));
            setOpen(new Set());
          }}
        />
      ))}
      <div className="flex flex-col gap-2 rounded-xl border border-dashed border-slate-300 p-3 sm:flex-row sm:items-end">
        <Field label="New dimension" className="flex-1" placeholder="e.g. 40ft High Cube" value={label} onChange={(e) => setLabel(e.target.value)} error={labelError ?? undefined}
          onKeyDown={(e) => { if (e.key === "Enter") { e.preventDefault(); add(); } }} />
        <Button variant="secondary" size="sm" onClick={add}>
          <AdminIcon name="plus" className="size-4" /> Add dimension
        </Button>
      </div>
    </div>
  );
}
