ALTER TABLE "rental_agreements" ADD COLUMN "collected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rental_agreements" ADD COLUMN "deposit_settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rental_agreements" ADD COLUMN "deposit_refund_cents" bigint;--> statement-breakpoint
ALTER TABLE "rental_agreements" ADD COLUMN "deposit_deduction_cents" bigint;--> statement-breakpoint
ALTER TABLE "rental_agreements" ADD COLUMN "deposit_deduction_reason" text;--> statement-breakpoint
ALTER TABLE "rental_agreements" ADD COLUMN "deposit_refund_id" text;--> statement-breakpoint
ALTER TABLE "rental_agreements" ADD CONSTRAINT "rental_agreements_deposit_check" CHECK ("rental_agreements"."deposit_settled_at" is null or ("rental_agreements"."deposit_refund_cents" between 0 and "rental_agreements"."deposit_cents" and "rental_agreements"."deposit_refund_cents" + "rental_agreements"."deposit_deduction_cents" = "rental_agreements"."deposit_cents"));