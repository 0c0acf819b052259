import { useState } from "react";
import { formatUsd } from "../../../../contract/money";
import { Button } from "../../ui/button";
import { AdminIcon } from "../layout/admin-icons";
import { Field, TextAreaField } from "../../ui/field";
import { Collapsible } from "./collapsible";
import { ConditionEditor } from "./condition-editor";
import { type DimensionDraft, emptyCondition } from "./draft";
import { ImagePicker } from "./image-picker";
import { priceOrZero } from "./payload";
import { SpecEditor } from "./spec-editor";

type Props = {
  dimension: DimensionDraft;
  index: number;
  errors: Record<string, string>;
  open: boolean;
  onToggle: () => void;
  onChange: (d: DimensionDraft) => void;
  onRemove: () => void;
};

/** One dimension (20ft, 40ft High Cube…) with its conditions, each collapsible on its own. */
export function DimensionEditor({ dimension: d, index, errors, open, onToggle, onChange, onRemove }: Props) {
  const [openConditions, setOpenConditions] = useState<Set<string>>(new Set());
  const [newCondition, setNewCondition] = useState("");
  const [conditionError, setConditionError] = useState<string | null>(null);
  const path = `dimensions.${index}`;
  const set = (patch: Partial<DimensionDraft>) => onChange({ ...d, ...patch });
  const toggle = (key: string) => setOpenConditions((s) => {
    const next = new Set(s);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    return next;
  });

  function addCondition() {
    if (!newCondition.trim()) return setConditionError("Type the condition's name first (e.g. New, Used)");
    const c = emptyCondition(newCondition.trim());
    set({ conditions: [...d.conditions, c] });
    setOpenConditions((s) => new Set(s).add(c.key));
    setNewCondition("");
    setConditionError(null);
  }

  return (
    <Collapsible
      title={d.dimension || "Unnamed dimension"}
      subtitle={`${d.price.trim() ? `${formatUsd(priceOrZero(d.price))} · ` : ""}${d.conditions.length} condition${d.conditions.length === 1 ? "" : "s"}`}
      open={open}
      onToggle={onToggle}
      actions={
        <button type="button" onClick={onRemove} className="rounded-lg p-1.5 text-slate-500 hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-orange-600">
          <AdminIcon name="trash" className="size-4" label={`Remove dimension ${d.dimension || index + 1}`} />
        </button>
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Dimension label" value={d.dimension} onChange={(e) => set({ dimension: e.target.value })} error={errors[`${path}.dimension`]} />
        <Field label="Price (USD)" type="number" min={0} step={0.01} inputMode="decimal" value={d.price} onChange={(e) => set({ price: e.target.value })}
          hint="Blank uses the base price" error={errors[`${path}.price`]} />
      </div>
      <TextAreaField label="Description" rows={2} value={d.description} onChange={(e) => set({ description: e.target.value })} />
      <ImagePicker label={`Pictures of ${d.dimension || "this dimension"}`} images={d.images} onChange={(images) => set({ images })} />
      <SpecEditor label="Dimension specifications" specs={d.specifications} onChange={(specifications) => set({ specifications })} />

      <div className="space-y-3">
        <p className="text-sm font-semibold text-slate-800">Conditions</p>
        {d.conditions.map((c, j) => (
          <ConditionEditor
            key={c.key}
            condition={c}
            path={`${path}.conditions.${j}`}
            errors={errors}
            open={openConditions.has(c.key)}
            onToggle={() => toggle(c.key)}
            onChange={(next) => set({ conditions: d.conditions.map((x) => (x.key === c.key ? next : x)) })}
            onRemove={() => set({ conditions: d.conditions.filter((x) => x.key !== c.key) })}
          />
        ))}
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <Field label="New condition" className="flex-1" placeholder="e.g. New (one trip)" value={newCondition} onChange={(e) => setNewCondition(e.target.value)} error={conditionError ?? undefined}
            onKeyDown={(e) => { if (e.key === "Enter") { e.preventDefault(); addCondition(); } }} />
          <Button variant="secondary" size="sm" onClick={addCondition}>
            <AdminIcon name="plus" className="size-4" /> Add condition
          </Button>
        </div>
      </div>
    </Collapsible>
  );
}
