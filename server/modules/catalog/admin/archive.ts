import { and, desc, eq, isNotNull, sql } from "drizzle-orm";
import type { ArchivedProduct } from "../../../../contract/admin-products.ts";
import { centsToDollars } from "../../../../contract/money.ts";
import type { DbOrTx } from "../../../../db/connect.ts";
import { cartItems, orderItems, products } from "../../../../db/schema/index.ts";
import { notFound } from "../../../lib/http-errors.ts";
import { recordAudit } from "../../../lib/audit.ts";

/** Archived (hidden) products, most recently archived first, with how many carts and order lines still hold them. */
export async function listArchivedProducts(db: DbOrTx): Promise<ArchivedProduct[]> {
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      sku: products.sku,
      priceCents: products.basePriceCents,
      archivedAt: products.hiddenAt,
      // Spelled out: drizzle leaves column names unqualified in a one-table select, which a subquery would misread.
      cartLines: sql<number>`(select count(*)::int from ${cartItems} c where c.product_id = "products"."id")`,
      orderLines: sql<number>`(select count(*)::int from ${orderItems} oi where oi.product_id = "products"."id")`,
    })
    .from(products)
    .where(isNotNull(products.hiddenAt))
    .orderBy(desc(products.hiddenAt), desc(products.id));
  return rows.map((r) => ({ id: r.id, name: r.name, sku: r.sku, price: centsToDollars(r.priceCents), archivedAt: r.archivedAt?.toISOString() ?? "", cartLines: Number(r.cartLines), orderLines: Number(r.orderLines) }));
}

/** Puts an archived product back in the shop; the cart lines that held it become buyable again. */
export async function restoreProduct(db: DbOrTx, actorId: string, id: string, now: Date): Promise<{ id: string; name: string }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.update(products).set({ hiddenAt: null, updatedAt: now }).where(and(eq(products.id, id), isNotNull(products.hiddenAt))).returning({ id: products.id, name: products.name });
    if (!row) throw notFound("No archived product with this id");
    await recordAudit(tx, { actorId, action: "product.restored", entity: "product", entityId: id, details: { name: row.name } });
    return row;
  });
}
