import { formatUsd } from "../../../../contract/money";
import { AdminIcon } from "../layout/admin-icons";
import { Field, TextAreaField } from "../../ui/field";
import { Collapsible } from "./collapsible";
import type { ConditionDraft } from "./draft";
import { ImagePicker } from "./image-picker";
import { priceOrZero } from "./payload";
import { SpecEditor } from "./spec-editor";

type Props = {
  condition: ConditionDraft;
  path: string;
  errors: Record<string, string>;
  open: boolean;
  onToggle: () => void;
  onChange: (c: ConditionDraft) => void;
  onRemove: () => void;
};

/** One condition of a dimension (New, Used…), with its own price, text, pictures and specifications. */
export function ConditionEditor({ condition: c, path, errors, open, onToggle, onChange, onRemove }: Props) {
  const set = (patch: Partial<ConditionDraft>) => onChange({ ...c, ...patch });
  return (
    <Collapsible
      tone="muted"
      title={c.condition || "Unnamed condition"}
      subtitle={c.price.trim() ? formatUsd(priceOrZero(c.price)) : undefined}
      open={open}
      onToggle={onToggle}
      actions={
        <button type="button" onClick={onRemove} className="rounded-lg p-1.5 text-slate-500 hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-orange-600">
          <AdminIcon name="trash" className="size-4" label={`Remove condition ${c.condition || ""}`.trim()} />
        </button>
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Condition" value={c.condition} onChange={(e) => set({ condition: e.target.value })} error={errors[`${path}.condition`]} />
        <Field label="Price (USD)" type="number" min={0} step={0.01} inputMode="decimal" value={c.price} onChange={(e) => set({ price: e.target.value })}
          hint="Blank uses the dimension's price" error={errors[`${path}.price`]} />
      </div>
      <TextAreaField label="Description" rows={2} value={c.description} onChange={(e) => set({ description: e.target.value })} />
      <ImagePicker label={`Pictures of ${c.condition || "this condition"}`} images={c.images} onChange={(images) => set({ images })} />
      <SpecEditor label="Condition specifications" specs={c.specifications} onChange={(specifications) => set({ specifications })} />
    </Collapsible>
  );
}
