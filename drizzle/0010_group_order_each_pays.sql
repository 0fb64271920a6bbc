ALTER TABLE "group_order_participants" ADD COLUMN "paid_order_id" uuid;--> statement-breakpoint
ALTER TABLE "group_order_participants" ADD COLUMN "tip_percent" smallint DEFAULT 15;--> statement-breakpoint
ALTER TABLE "group_order_participants" ADD COLUMN "tip_custom_cents" integer;--> statement-breakpoint
ALTER TABLE "group_orders" ADD COLUMN "paid_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "group_order_participants" ADD CONSTRAINT "group_order_participants_paid_order_id_orders_id_fk" FOREIGN KEY ("paid_order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "group_participants_paid_order_uq" ON "group_order_participants" USING btree ("paid_order_id");