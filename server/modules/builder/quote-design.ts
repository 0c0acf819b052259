import { formatUsd } from "../../../contract/money.ts";
import type { DbOrTx } from "../../../db/connect.ts";
import { findDesign } from "./designs.ts";
import { priceDesignNow } from "./service.ts";

/** A design as a quote request carries it to sales: label/value rows for the mail (link, picture, options, price). */
export type QuoteDesign = { id: string; rows: [string, string][] };

export async function designForQuote(db: DbOrTx, id: string, publicUrl: string): Promise<QuoteDesign | null> {
  const row = await findDesign(db, id);
  if (!row) return null;
  const priced = await priceDesignNow(db, row.design);
  const rows: [string, string][] = [
    ["Custom build", `${row.name} — ${publicUrl}/builder/d/${row.id}`],
    ...(row.imageUrl ? [["Rendered view", `${publicUrl}${row.imageUrl}`] as [string, string]] : []),
    ...priced.lines.map((l): [string, string] => ["Build item", `${l.label}: ${formatUsd(l.priceCents / 100)}`]),
    ["Build price", `${formatUsd(priced.priceCents / 100)}, ready in ${priced.leadTimeDays} business days`],
    ...priced.problems.map((p): [string, string] => ["Needs attention", p.message]),
  ];
  return { id: row.id, rows };
}
