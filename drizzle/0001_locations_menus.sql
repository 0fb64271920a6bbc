CREATE TABLE "location_closures" (
	"location_id" text NOT NULL,
	"date" date NOT NULL,
	"closed" boolean DEFAULT true NOT NULL,
	"opens" text,
	"closes" text,
	"reason" text DEFAULT '' NOT NULL,
	CONSTRAINT "location_closures_location_id_date_pk" PRIMARY KEY("location_id","date"),
	CONSTRAINT "location_closures_special_hours" CHECK ("location_closures"."closed" or ("location_closures"."opens" is not null and "location_closures"."closes" is not null))
);
--> statement-breakpoint
CREATE TABLE "location_hours" (
	"location_id" text NOT NULL,
	"handoff" text NOT NULL,
	"weekday" smallint NOT NULL,
	"opens" text NOT NULL,
	"closes" text NOT NULL,
	CONSTRAINT "location_hours_location_id_handoff_weekday_opens_pk" PRIMARY KEY("location_id","handoff","weekday","opens"),
	CONSTRAINT "location_hours_weekday_range" CHECK ("location_hours"."weekday" between 0 and 6),
	CONSTRAINT "location_hours_handoff" CHECK ("location_hours"."handoff" in ('pickup', 'curbside', 'drivethru', 'delivery', 'catering'))
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" text PRIMARY KEY NOT NULL,
	"menu_id" text NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip" text NOT NULL,
	"country" text DEFAULT 'US' NOT NULL,
	"city_slug" text NOT NULL,
	"address_slug" text NOT NULL,
	"phone" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"time_zone" text NOT NULL,
	"coming_soon" boolean DEFAULT false NOT NULL,
	"opening_date" date,
	"available" boolean DEFAULT true NOT NULL,
	"pickup" boolean DEFAULT true NOT NULL,
	"curbside" boolean DEFAULT false NOT NULL,
	"drivethru" boolean DEFAULT false NOT NULL,
	"delivery" boolean DEFAULT false NOT NULL,
	"catering" boolean DEFAULT false NOT NULL,
	"advance_days" smallint DEFAULT 14 NOT NULL,
	"transfer_cart" boolean DEFAULT true NOT NULL,
	"tax_rate_bps" integer NOT NULL,
	"delivery_zone" jsonb,
	"delivery_fee_cents" integer DEFAULT 0 NOT NULL,
	"delivery_minimum_cents" integer DEFAULT 0 NOT NULL,
	"slot_minutes" smallint DEFAULT 15 NOT NULL,
	"lead_minutes" smallint DEFAULT 15 NOT NULL,
	"delivery_lead_minutes" smallint DEFAULT 45 NOT NULL,
	"slot_capacity" smallint DEFAULT 8 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "locations_menu_id_unique" UNIQUE("menu_id"),
	CONSTRAINT "locations_path_unique" UNIQUE("state","city_slug","address_slug"),
	CONSTRAINT "locations_state_format" CHECK ("locations"."state" ~ '^[A-Z]{2}$'),
	CONSTRAINT "locations_tax_rate_range" CHECK ("locations"."tax_rate_bps" between 0 and 3000)
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" text PRIMARY KEY NOT NULL,
	"master_category_id" text NOT NULL,
	"parent_id" text,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image" text,
	"daypart_id" text,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "category_products" (
	"category_id" text NOT NULL,
	"product_id" text NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "category_products_category_id_product_id_pk" PRIMARY KEY("category_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "dayparts" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"starts" text NOT NULL,
	"ends" text NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "master_categories" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_products" (
	"menu_id" text NOT NULL,
	"product_id" text NOT NULL,
	"price_cents" integer,
	"available" boolean DEFAULT true NOT NULL,
	CONSTRAINT "menu_products_menu_id_product_id_pk" PRIMARY KEY("menu_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "menus" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text DEFAULT 'mealtime' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "option_choices" (
	"id" text PRIMARY KEY NOT NULL,
	"group_id" text NOT NULL,
	"name" text NOT NULL,
	"price_delta_cents" integer DEFAULT 0 NOT NULL,
	"calories_delta" integer DEFAULT 0 NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "option_groups" (
	"id" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"parent_choice_id" text,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"min_select" smallint DEFAULT 0 NOT NULL,
	"max_select" smallint DEFAULT 1 NOT NULL,
	"allow_quantity" boolean DEFAULT false NOT NULL,
	"max_choice_quantity" smallint,
	"min_total_quantity" smallint,
	"max_total_quantity" smallint,
	"allow_custom_text" boolean DEFAULT false NOT NULL,
	"custom_text_label" text,
	"custom_text_max_length" smallint,
	"sort" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "option_groups_select_range" CHECK ("option_groups"."min_select" >= 0 and "option_groups"."min_select" <= "option_groups"."max_select")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" text PRIMARY KEY NOT NULL,
	"pdp_slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_cents" integer NOT NULL,
	"calories_base" integer,
	"calories_max" integer,
	"nutrition_lifestyle" text DEFAULT '' NOT NULL,
	"quantity_min" smallint DEFAULT 1 NOT NULL,
	"quantity_max" smallint DEFAULT 99 NOT NULL,
	"quantity_increment" smallint DEFAULT 1 NOT NULL,
	"quick_add" boolean DEFAULT false NOT NULL,
	"hide_customize" boolean DEFAULT false NOT NULL,
	"upsell" boolean DEFAULT false NOT NULL,
	"image" text,
	"handoffs" jsonb,
	"sort" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_pdp_slug_unique" UNIQUE("pdp_slug"),
	CONSTRAINT "products_price_nonnegative" CHECK ("products"."price_cents" >= 0),
	CONSTRAINT "products_quantity_range" CHECK ("products"."quantity_min" >= 1 and "products"."quantity_min" <= "products"."quantity_max" and "products"."quantity_increment" >= 1)
);
--> statement-breakpoint
CREATE TABLE "seed_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"checksum" text NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "location_closures" ADD CONSTRAINT "location_closures_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_hours" ADD CONSTRAINT "location_hours_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_master_category_id_master_categories_id_fk" FOREIGN KEY ("master_category_id") REFERENCES "public"."master_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_daypart_id_dayparts_id_fk" FOREIGN KEY ("daypart_id") REFERENCES "public"."dayparts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_products" ADD CONSTRAINT "category_products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_products" ADD CONSTRAINT "category_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_products" ADD CONSTRAINT "menu_products_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_products" ADD CONSTRAINT "menu_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "option_choices" ADD CONSTRAINT "option_choices_group_id_option_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."option_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "option_groups" ADD CONSTRAINT "option_groups_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "option_groups" ADD CONSTRAINT "option_groups_parent_choice_id_option_choices_id_fk" FOREIGN KEY ("parent_choice_id") REFERENCES "public"."option_choices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "categories_master_idx" ON "categories" USING btree ("master_category_id");--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "category_products_product_idx" ON "category_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "menu_products_product_idx" ON "menu_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "option_choices_group_idx" ON "option_choices" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "option_groups_product_idx" ON "option_groups" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "option_groups_parent_choice_idx" ON "option_groups" USING btree ("parent_choice_id");