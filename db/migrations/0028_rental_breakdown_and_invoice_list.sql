ALTER TABLE "order_rental_terms" ADD COLUMN "tax_cents" bigint;--> statement-breakpoint
ALTER TABLE "order_rental_terms" ADD COLUMN "min_term_months" integer;--> statement-breakpoint
CREATE INDEX "rental_invoices_created_idx" ON "rental_invoices" USING btree ("created_at","invoice_number");