ALTER TABLE "carts" ADD COLUMN "ship_to_address_id" uuid;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "delivery_date" date;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "door_facing" text;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "ground_surface" text;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "clearance_confirmed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "site_notes" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_trucks" integer;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_ship_to_address_id_addresses_id_fk" FOREIGN KEY ("ship_to_address_id") REFERENCES "public"."addresses"("id") ON DELETE set null ON UPDATE no action;