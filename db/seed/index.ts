import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../connect.ts";
import { DEFAULT_DELIVERY_RATES } from "../../contract/delivery.ts";
import { DEFAULT_SETTINGS } from "../../contract/settings.ts";
import {
  builderOptions,
  categories,
  deliveryOptions,
  productCategories,
  productConditions,
  productDimensions,
  productImages,
  products,
  settings,
} from "../schema/index.ts";
import { type SeedProduct, categoryNames, demoCatalog } from "./catalog-data.ts";
import { type SeedImage, type SeedPictureTarget, renderSeedImage } from "./images.ts";
import { CONTAINER_VIEWS, PART_VIEW, USED_VIEW, hasRenderedPartPicture, hasUsedCondition, installRenderedPicture, isContainerProduct } from "./pictures.ts";
import { seedDemoStock, seedDepotRows } from "./stock-seed.ts";
import { DEFAULT_BUILDER_OPTIONS } from "./builder-options.ts";
import { seedRentalPlans } from "./rental-plans.ts";
import { seedFirstAdmin } from "./first-admin.ts";

export type SeedOptions = {
  db: Db;
  /** Where the demo pictures go: the shared media store (and, in tests, a folder of earlier renders). */
  pictures: SeedPictureTarget;
  demo: boolean;
  admin: { email: string; password: string };
  /** Injected so db/ does not depend on the server's password module. */
  hashPassword: (password: string) => Promise<string>;
  log?: (msg: string) => void;
  /** Where the seed is, for the start-up progress line ("product pictures 23/67"). */
  progress?: (text: string) => void;
};

const toCents = (dollars: number) => Math.round(dollars * 100);
const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");

/** Idempotent start-up seed: settings, categories, (on the first start) the admin account and (once) the demo catalog. */
export async function seedDatabase(opts: SeedOptions): Promise<void> {
  const { db } = opts;
  await db.insert(settings).values({ key: "site", value: DEFAULT_SETTINGS }).onConflictDoNothing();
  // Key as in server/modules/logistics/delivery/rates.ts (db/ does not import server/).
  await db.insert(settings).values({ key: "delivery-rates", value: DEFAULT_DELIVERY_RATES }).onConflictDoNothing();
  await db
    .insert(categories)
    .values(Object.entries(categoryNames).map(([s, name], position) => ({ slug: s, name, position })))
    .onConflictDoNothing();
  await seedDepotRows(db);
  // The builder's option catalog is shop configuration, not demo data: present even with SEED_DEMO=false.
  // Missing codes are added; an admin's edited prices are never overwritten.
  await db.insert(builderOptions).values(DEFAULT_BUILDER_OPTIONS).onConflictDoNothing({ target: builderOptions.code });

  opts.progress?.("checking the admin account");
  await seedFirstAdmin(db, opts);

  if (!opts.demo) return;
  // Seed the catalog once per database: an admin who deletes demo products does not get them back.
  const [marker] = await db.select().from(settings).where(eq(settings.key, "demo_seeded_at"));
  if (!marker) await seedDemoCatalog(opts);
  await seedStockOnce(db, opts);
  await seedRentalPlansOnce(db);
}

/** Rental plans for the demo rentals, once per database (also for a catalog seeded before plans existed). */
async function seedRentalPlansOnce(db: Db) {
  const [done] = await db.select().from(settings).where(eq(settings.key, "demo_rental_plans_seeded_at"));
  if (done) return;
  await seedRentalPlans(db);
  await db.insert(settings).values({ key: "demo_rental_plans_seeded_at", value: new Date().toISOString() }).onConflictDoNothing();
}

/** Demo stock, once per database, also for a catalog seeded before depots existed. */
async function seedStockOnce(db: Db, { log, progress }: Pick<SeedOptions, "log" | "progress">) {
  const [done] = await db.select().from(settings).where(eq(settings.key, "demo_stock_seeded_at"));
  if (done) return;
  progress?.("seeding demo stock at 26 depots");
  const rows = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727276)`);
    const [again] = await tx.select().from(settings).where(eq(settings.key, "demo_stock_seeded_at"));
    if (again) return 0;
    const n = await seedDemoStock(tx);
    await tx.insert(settings).values({ key: "demo_stock_seeded_at", value: new Date().toISOString() });
    return n;
  });
  if (rows) log?.(`[seed] demo stock: ${rows} variant × depot rows`);
}

async function seedDemoCatalog(opts: SeedOptions) {
  const { db } = opts;
  const started = Date.now();
  const pictures = await renderPictures(demoCatalog, opts.pictures, (n) => opts.progress?.(`seeding product pictures ${n}/${demoCatalog.length}`));
  opts.progress?.(`seeding the catalog (${demoCatalog.length} products)`);
  const inserted = await db.transaction(async (tx) => {
    // Replicas starting together take turns here; the second one finds the marker and stops.
    await tx.execute(sql`select pg_advisory_xact_lock(727275)`);
    const [again] = await tx.select().from(settings).where(eq(settings.key, "demo_seeded_at"));
    if (again) return false;
    await insertCatalog(tx, demoCatalog, pictures);
    await tx.insert(settings).values({ key: "demo_seeded_at", value: new Date().toISOString() });
    return true;
  });
  if (inserted) opts.log?.(`[seed] demo catalog of ${demoCatalog.length} products in ${Date.now() - started} ms`);
}

type Pictures = { gallery: SeedImage[]; used: SeedImage | null }[];

/** Products whose pictures are prepared at once: sharp encodes on libuv's threads while the store writes. */
const PICTURE_CONCURRENCY = 4;

/**
 * Every product's pictures, stored before any transaction (sharp must not work while locks are held):
 * container products get their committed 3-D renders, parts and chassis a drawn picture.
 */
async function renderPictures(catalog: SeedProduct[], target: SeedPictureTarget, onProduct: (done: number) => void): Promise<Pictures> {
  const pictures: Pictures = new Array(catalog.length);
  let next = 0;
  let done = 0;
  const lane = async () => {
    while (next < catalog.length) {
      const i = next++;
      pictures[i] = await picturesOf(catalog[i], target);
      onProduct(++done);
    }
  };
  await Promise.all(Array.from({ length: PICTURE_CONCURRENCY }, lane));
  return pictures;
}

async function picturesOf(p: SeedProduct, target: SeedPictureTarget): Promise<Pictures[number]> {
  if (isContainerProduct(p)) {
    const gallery = await Promise.all(CONTAINER_VIEWS.map((view) => installRenderedPicture(target, p.sku, view)));
    return { gallery, used: hasUsedCondition(p) ? await installRenderedPicture(target, p.sku, USED_VIEW) : null };
  }
  if (p.picture.kind === "part" && hasRenderedPartPicture(p.sku)) return { gallery: [await installRenderedPicture(target, p.sku, PART_VIEW)], used: null };
  const main = await renderSeedImage(target, slug(`${p.picture.kind}-${p.picture.color}-${p.picture.label}`), p.picture.kind, p.picture.color, p.picture.label);
  const second = p.picture.kind === "part" ? null : await renderSeedImage(target, slug(`site-${p.picture.color}`), "site", p.picture.color, "");
  return { gallery: second ? [main, second] : [main], used: null };
}

/** Inserts the catalog in one statement per table (ids made here), so seeding costs a handful of round trips. */
async function insertCatalog(tx: DbOrTx, catalog: SeedProduct[], pictures: Pictures) {
  const base = Date.now();
  const productRows: (typeof products.$inferInsert)[] = [];
  const categoryRows: (typeof productCategories.$inferInsert)[] = [];
  const deliveryRows: (typeof deliveryOptions.$inferInsert)[] = [];
  const imageRows: (typeof productImages.$inferInsert)[] = [];
  const dimensionRows: (typeof productDimensions.$inferInsert)[] = [];
  const conditionRows: (typeof productConditions.$inferInsert)[] = [];
  for (const [i, p] of catalog.entries()) {
    const id = randomUUID();
    // The first products of the list are the newest, so the home carousels open on containers.
    const createdAt = new Date(base - i * 3_600_000);
    productRows.push({ id, name: p.name, sku: p.sku, description: p.description, basePriceCents: toCents(p.price), specifications: p.specs, createdAt, updatedAt: createdAt });
    categoryRows.push(...p.categories.map((categorySlug) => ({ productId: id, categorySlug })));
    deliveryRows.push(...(["crane", "tilt-bed", "flatbed"] as const).map((method, position) => ({ productId: id, method, position, priceCents: toCents(p.delivery[method]) })));
    const { gallery, used } = pictures[i];
    imageRows.push(...gallery.map((img, position) => ({ productId: id, position, ...img, alt: p.name })));
    for (const [dPos, d] of p.dimensions.entries()) {
      const dimensionId = randomUUID();
      dimensionRows.push({ id: dimensionId, productId: id, position: dPos, dimension: d.dimension, sizeFt: d.sizeFt, priceCents: d.price === undefined ? null : toCents(d.price), description: d.description ?? null });
      for (const [cPos, c] of d.conditions.entries()) {
        const conditionId = randomUUID();
        conditionRows.push({ id: conditionId, dimensionId, position: cPos, condition: c.condition, priceCents: toCents(c.price), description: c.description ?? null });
        if (used && c.condition.startsWith("Used") && !d.conditions.slice(0, cPos).some((x) => x.condition.startsWith("Used"))) {
          imageRows.push({ productId: id, dimensionId, conditionId, position: 0, ...used, alt: `${p.name}, used condition` });
        }
      }
    }
  }
  await tx.insert(products).values(productRows);
  await tx.insert(productCategories).values(categoryRows);
  await tx.insert(deliveryOptions).values(deliveryRows);
  await tx.insert(productDimensions).values(dimensionRows);
  if (conditionRows.length) await tx.insert(productConditions).values(conditionRows);
  await tx.insert(productImages).values(imageRows);
}
