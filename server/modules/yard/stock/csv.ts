import { asc, eq, inArray, or } from "drizzle-orm";
import type { DbOrTx } from "../../../../db/connect.ts";
import { depots, productConditions, productDimensions, products, stock } from "../../../../db/schema/index.ts";
import type { AppDeps } from "../../../lib/deps.ts";
import { badRequest } from "../../../lib/http-errors.ts";
import { recordAudit } from "../../../lib/audit.ts";
import { toCsv } from "../../../lib/csv.ts";
import { type StockWrite, applyStockQuantities } from "./apply.ts";
import { variantKey } from "./variants.ts";

export const STOCK_CSV_HEADER = ["sku", "dimension", "condition", "depot", "quantity"];
const MAX_IMPORT_ROWS = 50_000;

/** Every stock row as `sku,dimension,condition,depot,quantity` (on hand; the depot by its code). */
export async function exportStockCsv(db: DbOrTx): Promise<string> {
  const rows = await db
    .select({ id: products.id, sku: products.sku, dimension: productDimensions.dimension, condition: productConditions.condition, depot: depots.code, quantity: stock.onHand })
    .from(stock)
    .innerJoin(products, eq(products.id, stock.productId))
    .innerJoin(depots, eq(depots.id, stock.depotId))
    .leftJoin(productDimensions, eq(productDimensions.id, stock.dimensionId))
    .leftJoin(productConditions, eq(productConditions.id, stock.conditionId))
    .orderBy(asc(products.sku), asc(productDimensions.position), asc(productConditions.position), asc(depots.code));
  // A product without a SKU is written by id, which the import also accepts.
  return toCsv(STOCK_CSV_HEADER, rows.map((r) => [r.sku ?? r.id, r.dimension ?? "", r.condition ?? "", r.depot, String(r.quantity)]));
}

/** RFC 4180 records (quoted fields, doubled quotes, CRLF or LF); a spreadsheet's leading ' is dropped again. */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let field = "";
  let record: string[] = [];
  let quoted = false;
  const s = text.replace(/^\uFEFF/, "");
  for (let i = 0; i < s.length; i++) {
    const ch = s[i];
    if (quoted) {
      if (ch === '"' && s[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"' && field === "") quoted = true;
    else if (ch === ",") {
      record.push(field);
      field = "";
    } else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && s[i + 1] === "\n") i++;
      records.push([...record, field]);
      record = [];
      field = "";
    } else field += ch;
  }
  if (field !== "" || record.length) records.push([...record, field]);
  return records.map((r) => r.map((f) => f.replace(/^'(?=[=+\-@\t\r])/, "").trim()));
}

const same = (a: string | null, b: string) => (a ?? "").toLowerCase() === b.toLowerCase();

/**
 * Applies a stock CSV in one transaction, or nothing: every bad row is reported by its line number
 * (the header is line 1) in `errors`, and a single bad row stops the whole file.
 */
export async function importStockCsv(deps: Pick<AppDeps, "db" | "now">, actorId: string, text: string): Promise<{ applied: number }> {
  const records = parseCsv(text).map((fields, i) => ({ line: i + 1, fields })).filter((r) => r.fields.some((f) => f !== ""));
  const header = records.shift();
  if (!header || header.fields.map((f) => f.toLowerCase()).join(",") !== STOCK_CSV_HEADER.join(",")) {
    throw badRequest("The first line must be the header sku,dimension,condition,depot,quantity", { "line 1": `Expected "${STOCK_CSV_HEADER.join(",")}"` });
  }
  if (!records.length) throw badRequest("The file has no rows", { file: "Add at least one row under the header" });
  if (records.length > MAX_IMPORT_ROWS) throw badRequest("Too many rows", { file: `At most ${MAX_IMPORT_ROWS} rows per file` });

  const refs = [...new Set(records.map((r) => r.fields[0] ?? ""))].filter(Boolean);
  const uuids = refs.filter((r) => /^[0-9a-f-]{36}$/i.test(r));
  const [productRows, depotRows] = await Promise.all([
    deps.db.select({ id: products.id, sku: products.sku }).from(products).where(uuids.length ? or(inArray(products.sku, refs), inArray(products.id, uuids)) : inArray(products.sku, refs)),
    deps.db.select().from(depots),
  ]);
  const variantRows = productRows.length
    ? await deps.db
        .select({ productId: productDimensions.productId, dimensionId: productDimensions.id, dimension: productDimensions.dimension, conditionId: productConditions.id, condition: productConditions.condition })
        .from(productDimensions)
        .leftJoin(productConditions, eq(productConditions.dimensionId, productDimensions.id))
        .where(inArray(productDimensions.productId, productRows.map((p) => p.id)))
    : [];

  const errors: Record<string, string> = {};
  const writes: StockWrite[] = [];
  const lines: number[] = [];
  const seen = new Map<string, number>();
  for (const { line, fields } of records) {
    const [ref = "", dimension = "", condition = "", depotRef = "", quantityText = ""] = fields;
    const fail = (message: string) => void (errors[`line ${line}`] = message);
    if (fields.length !== 5) { fail(`Expected 5 fields, found ${fields.length}`); continue; }
    const product = productRows.find((p) => p.sku === ref || p.id === ref);
    if (!product) { fail(`Unknown SKU "${ref}"`); continue; }
    const own = variantRows.filter((v) => v.productId === product.id);
    const variant = own.length
      ? own.find((v) => same(v.dimension, dimension) && same(v.condition, condition))
      : !dimension && !condition ? { dimensionId: null, conditionId: null } : undefined;
    if (!variant) { fail(`${ref} has no variant "${[dimension, condition].filter(Boolean).join(", ") || "without options"}"`); continue; }
    const depot = depotRows.find((d) => same(d.code, depotRef) || same(`${d.city}, ${d.state}`, depotRef));
    if (!depot) { fail(`Unknown depot "${depotRef}"`); continue; }
    if (!/^\d{1,6}$/.test(quantityText)) { fail(`Quantity "${quantityText}" must be a whole number of 0 or more`); continue; }
    const write = { productId: product.id, dimensionId: variant.dimensionId, conditionId: variant.conditionId, depotId: depot.id, quantity: Number(quantityText) };
    const key = `${variantKey(write)}|${depot.id}`;
    if (seen.has(key)) { fail(`Same variant and depot as line ${seen.get(key)}`); continue; }
    seen.set(key, line);
    writes.push(write);
    lines.push(line);
  }
  const refuse = () => badRequest(`${Object.keys(errors).length} of ${records.length} rows have errors; nothing was imported`, errors);
  if (Object.keys(errors).length) throw refuse();
  await deps.db.transaction(async (tx) => {
    const conflicts = await applyStockQuantities(tx, writes, deps.now(), actorId);
    for (const [i, reserved] of conflicts) errors[`line ${lines[i]}`] = `${reserved} units are held by open checkouts; the quantity cannot be lower`;
    if (conflicts.size) throw refuse();
    await recordAudit(tx, { actorId, action: "stock.imported", entity: "stock", entityId: null, details: { rows: writes.length } });
  });
  return { applied: writes.length };
}
