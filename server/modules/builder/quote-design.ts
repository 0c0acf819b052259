import { baseLabel } from "../../../contract/builder-labels.ts";
import { countOf, formatUsd } from "../../../contract/money.ts";
import type { DbOrTx } from "../../../db/connect.ts";
import { findDesign } from "./designs.ts";
import { priceDesignNow } from "./service.ts";

/**
 * A design as a quote request carries it: label/value rows for the sales mail (link, picture, options, price), and
 * for the customer's acknowledgement its name (the owner's words), link and a description made of catalog words.
 */
export type QuoteDesign = { id: string; rows: [string, string][]; name: string; url: string; summary: string };

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
  const url = `${publicUrl}/builder/d/${row.id}`;
  const summary = `Custom build: ${baseLabel(row.design.base)} with ${countOf(row.design.modifications.length, "modification")}`;
  return { id: row.id, rows, name: row.name, url, summary };
}
