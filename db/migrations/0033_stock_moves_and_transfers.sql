CREATE TABLE "stock_moves" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"stock_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"quantity" integer NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"order_id" uuid,
	"transfer_id" uuid,
	"actor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_moves_kind_check" CHECK ("stock_moves"."kind" in ('opening', 'received', 'counted', 'sold', 'returned', 'rental_returned', 'transfer_out', 'transfer_in', 'written_off'))
);
--> statement-breakpoint
CREATE TABLE "stock_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"dimension_id" uuid,
	"condition_id" uuid,
	"from_depot_id" uuid NOT NULL,
	"to_depot_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"status" text DEFAULT 'in_transit' NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"sent_by" uuid,
	"received_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"received_at" timestamp with time zone,
	CONSTRAINT "stock_transfers_quantity_check" CHECK ("stock_transfers"."quantity" > 0),
	CONSTRAINT "stock_transfers_depots_check" CHECK ("stock_transfers"."from_depot_id" <> "stock_transfers"."to_depot_id"),
	CONSTRAINT "stock_transfers_status_check" CHECK ("stock_transfers"."status" in ('in_transit', 'received'))
);
--> statement-breakpoint
ALTER TABLE "stock_moves" ADD CONSTRAINT "stock_moves_stock_id_stock_id_fk" FOREIGN KEY ("stock_id") REFERENCES "public"."stock"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_moves" ADD CONSTRAINT "stock_moves_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_transfers" ADD CONSTRAINT "stock_transfers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_transfers" ADD CONSTRAINT "stock_transfers_dimension_id_product_dimensions_id_fk" FOREIGN KEY ("dimension_id") REFERENCES "public"."product_dimensions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_transfers" ADD CONSTRAINT "stock_transfers_condition_id_product_conditions_id_fk" FOREIGN KEY ("condition_id") REFERENCES "public"."product_conditions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_transfers" ADD CONSTRAINT "stock_transfers_from_depot_id_depots_id_fk" FOREIGN KEY ("from_depot_id") REFERENCES "public"."depots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_transfers" ADD CONSTRAINT "stock_transfers_to_depot_id_depots_id_fk" FOREIGN KEY ("to_depot_id") REFERENCES "public"."depots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_transfers" ADD CONSTRAINT "stock_transfers_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_transfers" ADD CONSTRAINT "stock_transfers_received_by_users_id_fk" FOREIGN KEY ("received_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_moves_stock_idx" ON "stock_moves" USING btree ("stock_id","created_at");--> statement-breakpoint
CREATE INDEX "stock_moves_created_idx" ON "stock_moves" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "stock_transfers_open_idx" ON "stock_transfers" USING btree ("status","to_depot_id");--> statement-breakpoint
-- The ledger starts from what each row holds today: one opening move per row with units on hand.
INSERT INTO "stock_moves" ("stock_id", "kind", "quantity", "reference") SELECT "id", 'opening', "on_hand", 'Opening balance' FROM "stock" WHERE "on_hand" <> 0;
