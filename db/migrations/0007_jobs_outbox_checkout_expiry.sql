CREATE TABLE "weekly_report_runs" (
	"week_start" date PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outgoing_emails" DROP CONSTRAINT "outgoing_emails_status_check";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "weekly_report" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "checkout_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_attempted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outgoing_emails" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "outgoing_emails" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outgoing_emails" ADD COLUMN "last_attempt_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_pending_checkout_idx" ON "orders" USING btree ("checkout_expires_at") WHERE "orders"."payment_status" = 'pending';--> statement-breakpoint
CREATE INDEX "outgoing_emails_status_idx" ON "outgoing_emails" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "outgoing_emails" ADD CONSTRAINT "outgoing_emails_status_check" CHECK ("outgoing_emails"."status" in ('queued','sending','sent','failed','dead','logged'));