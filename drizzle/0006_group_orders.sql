CREATE TABLE "group_order_participants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_order_id" uuid NOT NULL,
	"role" text NOT NULL,
	"name" text NOT NULL,
	"session_id_hash" text NOT NULL,
	"member_id" uuid,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"left_at" timestamp with time zone,
	CONSTRAINT "group_participants_role" CHECK ("group_order_participants"."role" in ('host', 'participant'))
);
--> statement-breakpoint
CREATE TABLE "group_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"host_member_id" uuid NOT NULL,
	"host_full_name" text NOT NULL,
	"menu_id" text NOT NULL,
	"location_id" text NOT NULL,
	"cart_id" uuid NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"payment_type" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_orders_status" CHECK ("group_orders"."status" in ('open', 'locked', 'cancelled', 'confirmed')),
	CONSTRAINT "group_orders_payment" CHECK ("group_orders"."payment_type" in ('host', 'each'))
);
--> statement-breakpoint
ALTER TABLE "group_order_participants" ADD CONSTRAINT "group_order_participants_group_order_id_group_orders_id_fk" FOREIGN KEY ("group_order_id") REFERENCES "public"."group_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_order_participants" ADD CONSTRAINT "group_order_participants_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_orders" ADD CONSTRAINT "group_orders_host_member_id_members_id_fk" FOREIGN KEY ("host_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_orders" ADD CONSTRAINT "group_orders_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "group_participants_name_uq" ON "group_order_participants" USING btree ("group_order_id",lower("name")) WHERE "group_order_participants"."left_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "group_participants_session_uq" ON "group_order_participants" USING btree ("group_order_id","session_id_hash") WHERE "group_order_participants"."left_at" is null;--> statement-breakpoint
CREATE INDEX "group_participants_session_idx" ON "group_order_participants" USING btree ("session_id_hash");--> statement-breakpoint
CREATE INDEX "group_participants_member_idx" ON "group_order_participants" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "group_orders_cart_uq" ON "group_orders" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "group_orders_host_idx" ON "group_orders" USING btree ("host_member_id");