CREATE TABLE "tax_exemptions" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"certificate_number" text NOT NULL,
	"states" text[] NOT NULL,
	"expires_on" date NOT NULL,
	"file_key" text,
	"file_name" text,
	"file_type" text,
	"file_bytes" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_exemptions_states_check" CHECK (cardinality("tax_exemptions"."states") between 1 and 51)
);
--> statement-breakpoint
ALTER TABLE "offers" ALTER COLUMN "tax_bps" SET DATA TYPE double precision;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_exempt_certificate" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "tax_exempt_certificate" text;--> statement-breakpoint
ALTER TABLE "tax_exemptions" ADD CONSTRAINT "tax_exemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;