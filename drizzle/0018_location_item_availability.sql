CREATE TABLE "location_item_availability" (
	"location_id" text NOT NULL,
	"kind" text NOT NULL,
	"item_id" text NOT NULL,
	"until" timestamp with time zone,
	"staff_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "location_item_availability_location_id_kind_item_id_pk" PRIMARY KEY("location_id","kind","item_id"),
	CONSTRAINT "location_item_availability_kind_ck" CHECK ("location_item_availability"."kind" in ('product', 'choice'))
);
--> statement-breakpoint
ALTER TABLE "location_item_availability" ADD CONSTRAINT "location_item_availability_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_item_availability" ADD CONSTRAINT "location_item_availability_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "location_item_availability_updated_idx" ON "location_item_availability" USING btree ("location_id","updated_at");