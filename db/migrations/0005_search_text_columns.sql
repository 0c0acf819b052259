DROP INDEX "products_name_trgm_idx";--> statement-breakpoint
DROP INDEX "products_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(name || ' ' || coalesce(sku, '') || ' ' || description)) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_text" text GENERATED ALWAYS AS (lower(name || ' ' || coalesce(sku, ''))) STORED;--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin ("name_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops);