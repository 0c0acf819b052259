CREATE TABLE "drivers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"depot_id" uuid NOT NULL,
	"phone" text NOT NULL,
	"drops_per_day" integer DEFAULT 4 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "drivers_drops_per_day_check" CHECK ("drivers"."drops_per_day" between 1 and 12)
);
--> statement-breakpoint
CREATE TABLE "drops" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"driver_id" uuid NOT NULL,
	"truck_id" uuid NOT NULL,
	"day" date NOT NULL,
	"assigned_at" timestamp with time zone NOT NULL,
	"en_route_at" timestamp with time zone,
	"outcome" text,
	"finished_at" timestamp with time zone,
	"received_by" text,
	"signature_url" text,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"fail_reason" text,
	"fail_note" text,
	"dry_run_cents" bigint,
	CONSTRAINT "drops_outcome_check" CHECK ("drops"."outcome" is null or "drops"."outcome" in ('delivered','failed'))
);
--> statement-breakpoint
CREATE TABLE "trucks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"depot_id" uuid NOT NULL,
	"type" text NOT NULL,
	"plate" text NOT NULL,
	"drops_per_day" integer DEFAULT 3 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trucks_type_check" CHECK ("trucks"."type" in ('crane','tilt-bed','flatbed')),
	CONSTRAINT "trucks_drops_per_day_check" CHECK ("trucks"."drops_per_day" between 1 and 12)
);
--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_depot_id_depots_id_fk" FOREIGN KEY ("depot_id") REFERENCES "public"."depots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drops" ADD CONSTRAINT "drops_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drops" ADD CONSTRAINT "drops_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drops" ADD CONSTRAINT "drops_truck_id_trucks_id_fk" FOREIGN KEY ("truck_id") REFERENCES "public"."trucks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trucks" ADD CONSTRAINT "trucks_depot_id_depots_id_fk" FOREIGN KEY ("depot_id") REFERENCES "public"."depots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "drivers_user_key" ON "drivers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "drops_driver_day_idx" ON "drops" USING btree ("driver_id","day");--> statement-breakpoint
CREATE INDEX "drops_truck_day_idx" ON "drops" USING btree ("truck_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "trucks_plate_key" ON "trucks" USING btree (upper("plate"));