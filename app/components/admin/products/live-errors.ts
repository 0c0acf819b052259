import { validateDraft } from "./payload";
import type { ProductDraft } from "./draft";

/** The value at a field-error key ("dimensions.0.conditions.1.price") in the draft; undefined where there is none. */
function valueAt(draft: unknown, key: string): unknown {
  return key.split(".").reduce<unknown>((v, part) => (v !== null && typeof v === "object" ? (v as Record<string, unknown>)[part] : undefined), draft);
}

/**
 * The field errors to show now (issue 18: messages stayed after the field was fixed). A problem the form can
 * check is re-checked on every change; one only the server can judge (a SKU in use) stays until its field is edited.
 */
export function liveErrors(errors: Record<string, string>, sentWith: ProductDraft | null, draft: ProductDraft): Record<string, string> {
  if (!Object.keys(errors).length) return errors;
  const now = validateDraft(draft);
  const out: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors)) {
    if (key in now) out[key] = now[key];
    else if (!sentWith || valueAt(sentWith, key) === valueAt(draft, key)) out[key] = message;
  }
  return out;
}

/** "dimensions.0.conditions.1.price" → "Size 1, condition 2, price": where the problem is, in words. */
export function fieldName(key: string): string {
  const words: Record<string, string> = { name: "Name", sku: "SKU", price: "Price", description: "Description", dimension: "Label", condition: "Name", method: "Method", categories: "Categories", specifications: "Specifications" };
  const parts = key.split(".");
  const lists: Record<string, string> = { dimensions: "Size", conditions: "condition", delivery: "Delivery option" };
  const out: string[] = [];
  for (let i = 0; i < parts.length; i++) {
    const p = parts[i];
    const n = Number(parts[i + 1]);
    if (lists[p] && Number.isInteger(n)) {
      out.push(`${lists[p]} ${n + 1}`);
      i++;
    } else if (/^conditionImages_\d+_\d+$/.test(p)) {
      const [, d, c] = p.split("_");
      out.push(`Size ${Number(d) + 1}, condition ${Number(c) + 1}, pictures`);
    } else out.push(out.length ? (words[p] ?? p).toLowerCase() : (words[p] ?? p));
  }
  return out.join(", ");
}
