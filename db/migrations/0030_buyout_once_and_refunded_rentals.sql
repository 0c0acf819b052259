ALTER TABLE "rental_agreements" ADD COLUMN "deposit_in_order_refund" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "rental_payment_links" ADD COLUMN "refund_id" text;