CREATE TABLE "cart_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cart_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"product_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"choices" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"recipient" text,
	"instructions" text,
	"unit_price_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_lines_position_unique" UNIQUE("cart_id","position"),
	CONSTRAINT "cart_lines_quantity_positive" CHECK ("cart_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id_hash" text NOT NULL,
	"member_id" text,
	"menu_id" text NOT NULL,
	"location_id" text NOT NULL,
	"catering" boolean DEFAULT false NOT NULL,
	"handoff" text DEFAULT 'pickup' NOT NULL,
	"time_mode" text DEFAULT 'asap' NOT NULL,
	"wanted" text,
	"reserved_slot_start" timestamp with time zone,
	"reserved_slot_mode" text,
	"address" text,
	"building" text,
	"city" text,
	"state" text,
	"zip" text,
	"lat" double precision,
	"lng" double precision,
	"address_instructions" text,
	"coupon_code" text,
	"tip_percent" smallint DEFAULT 15,
	"tip_custom_cents" integer,
	"status" text DEFAULT 'active' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carts_status" CHECK ("carts"."status" in ('active', 'abandoned', 'submitted')),
	CONSTRAINT "carts_handoff" CHECK ("carts"."handoff" in ('pickup', 'curbside', 'drivethru', 'delivery', 'dispatch')),
	CONSTRAINT "carts_time_mode" CHECK ("carts"."time_mode" in ('asap', 'advance'))
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"code" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"value" integer DEFAULT 0 NOT NULL,
	"product_id" text,
	"min_subtotal_cents" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone,
	"label" text NOT NULL,
	CONSTRAINT "coupons_kind" CHECK ("coupons"."kind" in ('percent', 'fixed', 'free_item'))
);
--> statement-breakpoint
CREATE TABLE "slot_reservations" (
	"location_id" text NOT NULL,
	"handoff" text NOT NULL,
	"slot_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "slot_reservations_slot_unique" UNIQUE("location_id","handoff","slot_start"),
	CONSTRAINT "slot_reservations_count" CHECK ("slot_reservations"."count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "track_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"session_id_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "upsell_rules" (
	"id" text PRIMARY KEY NOT NULL,
	"when_product_id" text,
	"when_category_id" text,
	"suggest_product_id" text NOT NULL,
	"rank" smallint DEFAULT 100 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "carts_session_idx" ON "carts" USING btree ("session_id_hash");--> statement-breakpoint
CREATE INDEX "carts_member_idx" ON "carts" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "upsell_rules_product_idx" ON "upsell_rules" USING btree ("when_product_id");--> statement-breakpoint
CREATE INDEX "upsell_rules_category_idx" ON "upsell_rules" USING btree ("when_category_id");