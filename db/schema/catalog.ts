import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { at, cents, createdAt, id, updatedAt } from "./columns.ts";

/** A specification is a plain line or a titled value, as the spec's product data allows. */
export type Specification = string | { title: string; value: string };

export const categories = pgTable("categories", {
  /** The value exactly as the spec spells it in filters and links ("office containers", "chasis"). */
  slug: text("slug").primaryKey(),
  name: text("name").notNull(),
  position: integer("position").notNull().default(0),
});

export const products = pgTable(
  "products",
  {
    id: id(),
    name: text("name").notNull(),
    sku: text("sku"),
    description: text("description").notNull().default(""),
    basePriceCents: cents("base_price_cents").notNull(),
    specifications: jsonb("specifications").$type<Specification[]>().notNull().default([]),
    /**
     * What search reads, kept by PostgreSQL on every write: lowercasing and joining the texts of every
     * row at query time cost four times the scan itself.
     */
    searchText: text("search_text").generatedAlwaysAs(sql`lower(name || ' ' || coalesce(sku, '') || ' ' || description)`),
    /** Name and SKU only, for typo-forgiving word matches: similarity over long descriptions is slow and vague. */
    nameText: text("name_text").generatedAlwaysAs(sql`lower(name || ' ' || coalesce(sku, ''))`),
    /** Set when an admin deletes a product that orders still point at: hidden, not erased. */
    hiddenAt: at("hidden_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("products_sku_key").on(t.sku),
    check("products_price_check", sql`${t.basePriceCents} >= 0`),
    index("products_created_idx").on(t.createdAt),
    index("products_price_idx").on(t.basePriceCents),
    index("products_name_trgm_idx").using("gin", sql`${t.nameText} gin_trgm_ops`),
    index("products_search_trgm_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
  ],
);

export const productCategories = pgTable(
  "product_categories",
  {
    productId: uuid("product_id").notNull().references(() => products.id, { onDelete: "cascade" }),
    categorySlug: text("category_slug").notNull().references(() => categories.slug, { onUpdate: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.categorySlug] }), index("product_categories_slug_idx").on(t.categorySlug)],
);

export const productDimensions = pgTable(
  "product_dimensions",
  {
    id: id(),
    productId: uuid("product_id").notNull().references(() => products.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
    /** The label shown on the button, e.g. "20ft", "40ft High Cube". */
    dimension: text("dimension").notNull(),
    /** Normalised size for the size filter ("20ft"), null for parts without a container size. */
    sizeFt: text("size_ft"),
    priceCents: cents("price_cents"),
    description: text("description"),
    specifications: jsonb("specifications").$type<Specification[]>().notNull().default([]),
  },
  (t) => [
    index("product_dimensions_product_idx").on(t.productId),
    index("product_dimensions_size_idx").on(t.sizeFt, t.productId),
    check("product_dimensions_price_check", sql`${t.priceCents} is null or ${t.priceCents} >= 0`),
  ],
);

export const productConditions = pgTable(
  "product_conditions",
  {
    id: id(),
    dimensionId: uuid("dimension_id").notNull().references(() => productDimensions.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
    condition: text("condition").notNull(),
    priceCents: cents("price_cents"),
    description: text("description"),
    specifications: jsonb("specifications").$type<Specification[]>().notNull().default([]),
  },
  (t) => [
    index("product_conditions_dimension_idx").on(t.dimensionId),
    index("product_conditions_condition_idx").on(sql`lower(${t.condition})`),
    check("product_conditions_price_check", sql`${t.priceCents} is null or ${t.priceCents} >= 0`),
  ],
);

export const deliveryOptions = pgTable(
  "delivery_options",
  {
    id: id(),
    productId: uuid("product_id").notNull().references(() => products.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
    method: text("method").notNull(),
    priceCents: cents("price_cents").notNull().default(0),
  },
  (t) => [
    uniqueIndex("delivery_options_product_method_key").on(t.productId, t.method),
    check("delivery_options_price_check", sql`${t.priceCents} >= 0`),
  ],
);

/** Responsive WebP renditions of one picture; `variants` lists every width made. */
export type ImageVariant = { width: number; url: string };

export const productImages = pgTable(
  "product_images",
  {
    id: id(),
    productId: uuid("product_id").notNull().references(() => products.id, { onDelete: "cascade" }),
    dimensionId: uuid("dimension_id").references(() => productDimensions.id, { onDelete: "cascade" }),
    conditionId: uuid("condition_id").references(() => productConditions.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
    url: text("url").notNull(),
    width: integer("width"),
    height: integer("height"),
    variants: jsonb("variants").$type<ImageVariant[]>().notNull().default([]),
    alt: text("alt").notNull().default(""),
  },
  (t) => [index("product_images_product_idx").on(t.productId, t.position)],
);
