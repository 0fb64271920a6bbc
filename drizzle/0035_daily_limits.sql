CREATE TABLE "daily_limit_counts" (
	"location_id" text NOT NULL,
	"product_id" text NOT NULL,
	"day" date NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "daily_limit_counts_location_id_product_id_day_pk" PRIMARY KEY("location_id","product_id","day"),
	CONSTRAINT "daily_limit_counts_count" CHECK ("daily_limit_counts"."count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "daily_limit_takes" (
	"order_id" uuid NOT NULL,
	"location_id" text NOT NULL,
	"product_id" text NOT NULL,
	"day" date NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "daily_limit_takes_order_id_product_id_pk" PRIMARY KEY("order_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "daily_limits" (
	"location_id" text NOT NULL,
	"product_id" text NOT NULL,
	"per_day" integer NOT NULL,
	"cutoff_days_before" smallint,
	"cutoff_time" text,
	"staff_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "daily_limits_location_id_product_id_pk" PRIMARY KEY("location_id","product_id"),
	CONSTRAINT "daily_limits_per_day" CHECK ("daily_limits"."per_day" >= 0)
);
--> statement-breakpoint
ALTER TABLE "daily_limit_takes" ADD CONSTRAINT "daily_limit_takes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_limits" ADD CONSTRAINT "daily_limits_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_limits" ADD CONSTRAINT "daily_limits_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;