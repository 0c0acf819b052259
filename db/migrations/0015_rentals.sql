CREATE TABLE "cart_rental_options" (
	"cart_item_id" uuid PRIMARY KEY NOT NULL,
	"damage_waiver" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_rental_terms" (
	"order_item_id" uuid PRIMARY KEY NOT NULL,
	"deposit_cents" bigint NOT NULL,
	"waiver_cents" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rental_agreements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"order_item_id" uuid NOT NULL,
	"unit_index" integer DEFAULT 1 NOT NULL,
	"product_id" uuid NOT NULL,
	"product_name" text NOT NULL,
	"variant" text,
	"depot_id" uuid,
	"start_date" date NOT NULL,
	"anniversary_day" integer NOT NULL,
	"rent_cents" bigint NOT NULL,
	"waiver_cents" bigint DEFAULT 0 NOT NULL,
	"deposit_cents" bigint DEFAULT 0 NOT NULL,
	"pickup_fee_cents" bigint DEFAULT 0 NOT NULL,
	"truck" text,
	"min_term_months" integer NOT NULL,
	"minimum_end_date" date NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"saved_card_id" uuid,
	"rent_to_own_credit_bps" integer,
	"purchase_price_cents" bigint,
	"pickup_date" date,
	"extended_until" date,
	"ended_at" timestamp with time zone,
	"end_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rental_agreements_status_check" CHECK ("rental_agreements"."status" in ('scheduled','active','overdue','pickup_scheduled','ended')),
	CONSTRAINT "rental_agreements_day_check" CHECK ("rental_agreements"."anniversary_day" between 1 and 31)
);
--> statement-breakpoint
CREATE TABLE "rental_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_number" text NOT NULL,
	"agreement_id" uuid NOT NULL,
	"kind" text DEFAULT 'cycle' NOT NULL,
	"cycle" integer NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"amount_cents" bigint NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"charging_since" timestamp with time zone,
	"provider_payment_id" text,
	"failed_at" timestamp with time zone,
	"last_error" text,
	"dunning_step" integer DEFAULT 0 NOT NULL,
	"admin_alerted_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rental_invoices_invoice_number_unique" UNIQUE("invoice_number"),
	CONSTRAINT "rental_invoices_kind_check" CHECK ("rental_invoices"."kind" in ('cycle','pickup')),
	CONSTRAINT "rental_invoices_status_check" CHECK ("rental_invoices"."status" in ('open','paid','overdue','void')),
	CONSTRAINT "rental_invoices_amount_check" CHECK ("rental_invoices"."amount_cents" >= 0 and "rental_invoices"."cycle" >= 1)
);
--> statement-breakpoint
CREATE TABLE "rental_payment_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"session_id" text NOT NULL,
	"kind" text NOT NULL,
	"agreement_id" uuid NOT NULL,
	"rental_invoice_id" uuid,
	"amount_cents" bigint NOT NULL,
	"url" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rental_plans" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"min_term_months" integer DEFAULT 1 NOT NULL,
	"pickup_fees" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"damage_waiver_cents" bigint,
	"deposit_cents" bigint DEFAULT 0 NOT NULL,
	"rent_to_own_credit_bps" integer,
	"purchase_price_cents" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rental_plans_term_check" CHECK ("rental_plans"."min_term_months" between 1 and 60),
	CONSTRAINT "rental_plans_money_check" CHECK ("rental_plans"."deposit_cents" >= 0 and coalesce("rental_plans"."damage_waiver_cents", 0) >= 0 and coalesce("rental_plans"."purchase_price_cents", 0) >= 0),
	CONSTRAINT "rental_plans_rto_check" CHECK (("rental_plans"."rent_to_own_credit_bps" is null) = ("rental_plans"."purchase_price_cents" is null) and coalesce("rental_plans"."rent_to_own_credit_bps", 0) between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "sandbox_charges" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"payment_method_id" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"status" text NOT NULL,
	"payment_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_payment_methods" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"last4" text NOT NULL,
	"behaviour" text DEFAULT 'succeeds' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"customer_id" text NOT NULL,
	"payment_method_id" text NOT NULL,
	"brand" text,
	"last4" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sandbox_sessions" ADD COLUMN "mode" text DEFAULT 'payment' NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_sessions" ADD COLUMN "save_card" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_sessions" ADD COLUMN "payment_method_id" text;--> statement-breakpoint
ALTER TABLE "cart_rental_options" ADD CONSTRAINT "cart_rental_options_cart_item_id_cart_items_id_fk" FOREIGN KEY ("cart_item_id") REFERENCES "public"."cart_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_rental_terms" ADD CONSTRAINT "order_rental_terms_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_agreements" ADD CONSTRAINT "rental_agreements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_agreements" ADD CONSTRAINT "rental_agreements_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_agreements" ADD CONSTRAINT "rental_agreements_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_agreements" ADD CONSTRAINT "rental_agreements_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_agreements" ADD CONSTRAINT "rental_agreements_depot_id_depots_id_fk" FOREIGN KEY ("depot_id") REFERENCES "public"."depots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_agreements" ADD CONSTRAINT "rental_agreements_saved_card_id_saved_cards_id_fk" FOREIGN KEY ("saved_card_id") REFERENCES "public"."saved_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_invoices" ADD CONSTRAINT "rental_invoices_agreement_id_rental_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."rental_agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_payment_links" ADD CONSTRAINT "rental_payment_links_agreement_id_rental_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."rental_agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_payment_links" ADD CONSTRAINT "rental_payment_links_rental_invoice_id_rental_invoices_id_fk" FOREIGN KEY ("rental_invoice_id") REFERENCES "public"."rental_invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_plans" ADD CONSTRAINT "rental_plans_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_cards" ADD CONSTRAINT "saved_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rental_agreements_unit_key" ON "rental_agreements" USING btree ("order_item_id","unit_index");--> statement-breakpoint
CREATE INDEX "rental_agreements_user_idx" ON "rental_agreements" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "rental_agreements_status_idx" ON "rental_agreements" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "rental_invoices_cycle_key" ON "rental_invoices" USING btree ("agreement_id","kind","cycle");--> statement-breakpoint
CREATE UNIQUE INDEX "rental_payment_links_session_key" ON "rental_payment_links" USING btree ("provider","session_id");--> statement-breakpoint
CREATE INDEX "rental_payment_links_agreement_idx" ON "rental_payment_links" USING btree ("agreement_id");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_cards_method_key" ON "saved_cards" USING btree ("provider","payment_method_id");--> statement-breakpoint
CREATE INDEX "saved_cards_user_idx" ON "saved_cards" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "sandbox_sessions" ADD CONSTRAINT "sandbox_sessions_mode_check" CHECK ("sandbox_sessions"."mode" in ('payment','setup'));