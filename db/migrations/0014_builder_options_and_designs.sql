CREATE TABLE "builder_options" (
	"code" text PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"placement" text NOT NULL,
	"pricing" text DEFAULT 'each' NOT NULL,
	"price_cents" bigint NOT NULL,
	"lead_time_days" integer NOT NULL,
	"width_in" integer,
	"height_in" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "builder_options_placement_check" CHECK ("builder_options"."placement" in ('wall','end','box')),
	CONSTRAINT "builder_options_pricing_check" CHECK ("builder_options"."pricing" in ('each','per_foot')),
	CONSTRAINT "builder_options_money_check" CHECK ("builder_options"."price_cents" >= 0 and "builder_options"."lead_time_days" >= 0),
	CONSTRAINT "builder_options_opening_check" CHECK ("builder_options"."placement" <> 'wall' or ("builder_options"."width_in" > 0 and "builder_options"."height_in" > 0))
);
--> statement-breakpoint
CREATE TABLE "designs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"design" jsonb NOT NULL,
	"image_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "cart_items_line_key";--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "design_id" uuid;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "design_id" uuid;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "design_snapshot" jsonb;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "design_id" uuid;--> statement-breakpoint
ALTER TABLE "designs" ADD CONSTRAINT "designs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "designs_user_idx" ON "designs" USING btree ("user_id","updated_at");--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_design_id_designs_id_fk" FOREIGN KEY ("design_id") REFERENCES "public"."designs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_design_id_designs_id_fk" FOREIGN KEY ("design_id") REFERENCES "public"."designs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_design_id_designs_id_fk" FOREIGN KEY ("design_id") REFERENCES "public"."designs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_line_key" ON "cart_items" USING btree ("cart_id","product_id",coalesce("dimension_id", '00000000-0000-0000-0000-000000000000'),coalesce("condition_id", '00000000-0000-0000-0000-000000000000'),coalesce("delivery_option_id", '00000000-0000-0000-0000-000000000000'),coalesce("design_id", '00000000-0000-0000-0000-000000000000'));