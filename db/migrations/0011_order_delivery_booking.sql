ALTER TABLE "orders" ADD COLUMN "delivery_date" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_depot_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_truck" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_miles" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "door_facing" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ground_surface" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "clearance_confirmed" boolean;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "site_notes" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_depot_id_depots_id_fk" FOREIGN KEY ("delivery_depot_id") REFERENCES "public"."depots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_delivery_date_idx" ON "orders" USING btree ("delivery_date","delivery_depot_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_door_facing_check" CHECK ("orders"."door_facing" is null or "orders"."door_facing" in ('cab','away'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_ground_surface_check" CHECK ("orders"."ground_surface" is null or "orders"."ground_surface" in ('concrete','gravel','dirt'));