import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import type { OrderLineInput } from "../../../../contract/order-edit.ts";
import type { DbOrTx } from "../../../../db/connect.ts";
import { deliveryOptions, productConditions, productDimensions, products } from "../../../../db/schema/index.ts";
import { badRequest } from "../../../lib/http-errors.ts";
import { type PricedLine, pictures, pricedLineOf } from "../cart/lines.ts";
import type { AddressRow } from "../cart/shipping-address.ts";
import { type PricedLines, priceLines } from "../cart-delivery/price-cart.ts";

/** The catalog rows of one asked line, or the field error that names what does not exist. */
async function catalogRowOf(db: DbOrTx, l: OrderLineInput, at: number) {
  const field = (f: string) => `lines.${at}.${f}`;
  const [product] = await db.select().from(products).where(eq(products.id, l.productId));
  if (!product || product.hiddenAt) throw badRequest("A line names a product that is not for sale", { [field("productId")]: "No such product for sale" });
  const dims = await db.select().from(productDimensions).where(eq(productDimensions.productId, product.id));
  const dimension = l.dimension ? dims.find((d) => d.dimension === l.dimension) : null;
  if (l.dimension ? !dimension : dims.length) throw badRequest("Choose one of the product's sizes", { [field("dimension")]: `Sizes: ${dims.map((d) => d.dimension).join(", ")}` });
  const conds = dimension ? await db.select().from(productConditions).where(eq(productConditions.dimensionId, dimension.id)) : [];
  const condition = l.condition ? conds.find((c) => c.condition === l.condition) : null;
  if (l.condition ? !condition : conds.length) throw badRequest("Choose one of the size's conditions", { [field("condition")]: `Conditions: ${conds.map((c) => c.condition).join(", ")}` });
  const options = await db.select().from(deliveryOptions).where(eq(deliveryOptions.productId, product.id)).orderBy(asc(deliveryOptions.position));
  // The method asked, else the one the order's line had, else the product's first: as the cart picks it.
  const delivery = options.find((o) => o.method === l.deliveryMethod) ?? options[0] ?? null;
  return { item: { id: randomUUID(), quantity: l.quantity, dimensionId: dimension?.id ?? null, conditionId: condition?.id ?? null, deliveryOptionId: delivery?.id ?? null, designId: null }, product, dimension: dimension ?? null, condition: condition ?? null, delivery };
}

/**
 * Prices an admin's new lines for an order (docs/decisions/089) from the catalog as it is now, to the order's
 * ship-to, with the cart's pricing (`priceLines`: delivery routes, the one sales-tax function): the order costs
 * what the same cart would at checkout.
 */
export async function priceOrderEdit(db: DbOrTx, userId: string, asked: OrderLineInput[], shipTo: AddressRow, now: Date): Promise<PricedLines> {
  const rows = [];
  for (const [i, l] of asked.entries()) rows.push(await catalogRowOf(db, l, i));
  const imageOf = await pictures(db, [...new Set(rows.map((r) => r.product.id))]);
  const lines: PricedLine[] = rows.map((r) => pricedLineOf(r, imageOf));
  return priceLines(db, userId, lines, shipTo, now);
}

