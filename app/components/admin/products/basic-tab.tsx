import { Field, TextAreaField } from "../../ui/field";
import type { ProductDraft } from "./draft";
import { ImagePicker } from "./image-picker";

export function BasicTab({ draft, errors, set }: { draft: ProductDraft; errors: Record<string, string>; set: (patch: Partial<ProductDraft>) => void }) {
  return (
    <div className="space-y-4">
      <Field label="Name" required value={draft.name} onChange={(e) => set({ name: e.target.value })} error={errors.name} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="SKU" value={draft.sku} onChange={(e) => set({ sku: e.target.value })} error={errors.sku} hint="Optional, unique" />
        <Field label="Base price (USD)" required type="number" min={0} step={0.01} inputMode="decimal" value={draft.price} onChange={(e) => set({ price: e.target.value })} error={errors.price} />
      </div>
      <TextAreaField label="Description" rows={5} value={draft.description} onChange={(e) => set({ description: e.target.value })} error={errors.description} />
      <ImagePicker label="Product pictures" images={draft.images} onChange={(images) => set({ images })} />
    </div>
  );
}
