import { and, eq, isNull, ne, sql } from "drizzle-orm";
import type { ProductDetail } from "../../../../contract/catalog.ts";
import { dollarsToCents } from "../../../../contract/money.ts";
import { cartItems, orderItems, products } from "../../../../db/schema/index.ts";
import type { AppDeps } from "../../../lib/deps.ts";
import { conflict, notFound } from "../../../lib/http-errors.ts";
import { checkImage, removeStored, storeImage } from "../../../lib/images.ts";
import { getProductDetail } from "../products/service.ts";
import { recordAudit } from "../../../lib/audit.ts";
import { readProductForm } from "./form.ts";
import { type NewPicture, currentPictures, writePictures } from "./pictures.ts";
import { syncCategories, syncDelivery, syncDimensions } from "./sync.ts";

type Deps = Pick<AppDeps, "db" | "media" | "now">;

/** Checks every upload, then stores the WebP renditions; on any failure nothing stays stored. */
async function storeUploads(media: AppDeps["media"], uploads: ReturnType<typeof readProductForm>["uploads"]): Promise<NewPicture[]> {
  const checked = [];
  for (const u of uploads) checked.push({ slot: u.slot, image: await checkImage(u.file, u.field) });
  const stored: NewPicture[] = [];
  try {
    for (const c of checked) stored.push({ slot: c.slot, image: await storeImage(media, c.image) });
  } catch (err) {
    await removeStored(media, stored.flatMap((s) => s.image.keys));
    throw err;
  }
  return stored;
}

/**
 * Creates (id null) or edits a product from the admin form, in one transaction with its audit entry.
 * Pictures are processed before the transaction so it holds no locks while sharp works.
 */
export async function saveProduct(deps: Deps, actorId: string, id: string | null, form: Record<string, unknown>): Promise<ProductDetail> {
  const { input, uploads } = readProductForm(form);
  if (id) await findVisibleProduct(deps, id);
  const added = await storeUploads(deps.media, uploads);
  let productId: string;
  try {
    productId = await deps.db.transaction(async (tx) => {
      if (input.sku) {
        const [taken] = await tx
          .select({ id: products.id })
          .from(products)
          .where(and(sql`lower(${products.sku}) = ${input.sku.toLowerCase()}`, id ? ne(products.id, id) : undefined))
          .limit(1);
        if (taken) throw conflict("This SKU is already used by another product", { sku: "This SKU is already used by another product" }, "sku_taken");
      }
      const values = { name: input.name, sku: input.sku, description: input.description, basePriceCents: dollarsToCents(input.price) ?? 0, specifications: input.specifications };
      const pid = id
        ? (await tx.update(products).set({ ...values, updatedAt: deps.now() }).where(eq(products.id, id)).returning({ id: products.id }))[0].id
        : (await tx.insert(products).values(values).returning({ id: products.id }))[0].id;
      const previous = await currentPictures(tx, pid);
      await syncCategories(tx, pid, input.categories);
      await syncDelivery(tx, pid, input.delivery);
      const { dimensionIds, conditionIds } = await syncDimensions(tx, pid, input.dimensions);
      await writePictures(tx, { productId: pid, input, dimensionIds, conditionIds, previous, added });
      await recordAudit(tx, {
        actorId,
        action: id ? "product.updated" : "product.created",
        entity: "product",
        entityId: pid,
        details: { name: input.name, sku: input.sku, price: input.price, newPictures: added.length },
      });
      return pid;
    });
  } catch (err) {
    await removeStored(deps.media, added.flatMap((a) => a.image.keys));
    throw err;
  }
  const detail = await getProductDetail(deps.db, productId);
  if (!detail) throw notFound("Product not found");
  return detail;
}

async function findVisibleProduct(deps: Deps, id: string) {
  const [row] = await deps.db.select({ id: products.id, name: products.name }).from(products).where(and(eq(products.id, id), isNull(products.hiddenAt))).limit(1);
  if (!row) throw notFound("Product not found");
  return row;
}

/**
 * Deletes a product. One that was ordered, or sits in a cart, is archived instead (hidden_at): old orders still
 * show it, and the carts holding it say "no longer available" instead of losing the line silently. Only a
 * product nobody ordered or saved is erased with its rows. Archived products can be restored.
 */
export async function deleteProduct(deps: Deps, actorId: string, id: string): Promise<{ hidden: boolean }> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx.select({ id: products.id, name: products.name }).from(products).where(and(eq(products.id, id), isNull(products.hiddenAt))).for("update");
    if (!row) throw notFound("Product not found");
    const [ordered] = await tx.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.productId, id)).limit(1);
    const [inCart] = await tx.select({ id: cartItems.id }).from(cartItems).where(eq(cartItems.productId, id)).limit(1);
    const keep = Boolean(ordered || inCart);
    if (keep) await tx.update(products).set({ hiddenAt: deps.now(), updatedAt: deps.now() }).where(eq(products.id, id));
    else await tx.delete(products).where(eq(products.id, id));
    await recordAudit(tx, { actorId, action: keep ? "product.hidden" : "product.deleted", entity: "product", entityId: id, details: { name: row.name } });
    return { hidden: keep };
  });
}
