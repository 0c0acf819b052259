import type { ProductDetail, ProductSummary } from "../../../../contract/catalog";
import { formatUsd } from "../../../../contract/money";
import { Field, SelectField } from "../../ui/field";
import type { LineDraft } from "./offer-draft";

type Props = { line: LineDraft; index: number; products: ProductSummary[]; detail: ProductDetail | undefined; errors: Record<string, string>; onChange: (patch: Partial<LineDraft>) => void; onRemove: () => void };

/** The catalog's unit price for the chosen size and condition, as the product page shows it. */
export function catalogPrice(p: ProductDetail | undefined, dimension: string, condition: string): number | null {
  if (!p) return null;
  const dim = p.dimensions.find((d) => d.dimension === dimension);
  const cond = dim?.conditions.find((c) => c.condition === condition);
  return cond?.price ?? dim?.price ?? p.price;
}

/** One offer line: a catalog product (size, condition, quantity, an optional unit price with its reason) or custom work. */
export function OfferLineEditor({ line, index, products, detail, errors, onChange, onRemove }: Props) {
  const err = (k: string) => errors[`lines.${index}.${k}`];
  const remove = (
    <button type="button" onClick={onRemove} className="text-sm font-medium text-red-700 hover:underline">Remove line {index + 1}</button>
  );
  if (line.kind === "custom") {
    return (
      <fieldset className="grid gap-3 rounded-xl border border-slate-200 p-3 sm:grid-cols-[1fr_6rem_9rem]">
        <legend className="px-1 text-sm font-semibold">Custom line {index + 1}</legend>
        <Field label="Description" value={line.description} onChange={(e) => onChange({ description: e.target.value })} error={err("description")} placeholder="Roll-up door, vents, paint..." />
        <Field label="Qty" type="number" min="1" value={line.quantity} onChange={(e) => onChange({ quantity: e.target.value })} error={err("quantity")} />
        <Field label="Unit price ($)" type="number" min="0" step="0.01" value={line.unitPrice} onChange={(e) => onChange({ unitPrice: e.target.value })} error={err("unitPrice")} />
        <div className="sm:col-span-3">{remove}</div>
      </fieldset>
    );
  }
  const product = detail?.id === line.productId ? detail : undefined;
  const dim = product?.dimensions.find((d) => d.dimension === line.dimension);
  const catalog = catalogPrice(product, line.dimension, line.condition);
  const changed = line.unitPrice.trim() !== "" && catalog !== null && Number(line.unitPrice) !== catalog;
  return (
    <fieldset className="grid gap-3 rounded-xl border border-slate-200 p-3 sm:grid-cols-2 lg:grid-cols-4">
      <legend className="px-1 text-sm font-semibold">Catalog line {index + 1}</legend>
      <SelectField label="Product" className="sm:col-span-2" value={line.productId} onChange={(e) => onChange({ productId: e.target.value, dimension: "", condition: "" })} error={err("productId")}>
        <option value="">Choose a product</option>
        {products.map((p) => <option key={p.id} value={p.id}>{p.name}</option>)}
      </SelectField>
      <SelectField label="Size" value={line.dimension} onChange={(e) => onChange({ dimension: e.target.value, condition: "" })} error={err("dimension")} disabled={!product?.dimensions.length}>
        <option value="">{product?.dimensions.length ? "Choose" : "—"}</option>
        {product?.dimensions.map((d) => <option key={d.id} value={d.dimension}>{d.dimension}</option>)}
      </SelectField>
      <SelectField label="Condition" value={line.condition} onChange={(e) => onChange({ condition: e.target.value })} error={err("condition")} disabled={!dim?.conditions.length}>
        <option value="">{dim?.conditions.length ? "Choose" : "—"}</option>
        {dim?.conditions.map((c) => <option key={c.id} value={c.condition}>{c.condition}</option>)}
      </SelectField>
      <Field label="Qty" type="number" min="1" value={line.quantity} onChange={(e) => onChange({ quantity: e.target.value })} error={err("quantity")} />
      <Field label="Unit price ($)" type="number" min="0" step="0.01" value={line.unitPrice} placeholder={catalog === null ? "" : String(catalog)} onChange={(e) => onChange({ unitPrice: e.target.value })} error={err("unitPrice")} hint={catalog === null ? "Priced by the server" : `Catalog ${formatUsd(catalog)}; blank keeps it`} />
      {(changed || err("priceReason")) && <Field label="Why this price" className="sm:col-span-2" value={line.priceReason} onChange={(e) => onChange({ priceReason: e.target.value })} error={err("priceReason")} placeholder="Repeat buyer, dented door..." />}
      <div className="sm:col-span-2 lg:col-span-4">{remove}</div>
    </fieldset>
  );
}
