CREATE TABLE "catalogue_drafts" (
	"id" text PRIMARY KEY NOT NULL,
	"catalogue" jsonb NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL,
	"staff_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_versions" (
	"number" integer PRIMARY KEY NOT NULL,
	"catalogue" jsonb NOT NULL,
	"source" text NOT NULL,
	"restored_from" integer,
	"staff_id" uuid,
	"summary" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "menu_versions_source_ck" CHECK ("menu_versions"."source" in ('seed', 'publish', 'restore'))
);
--> statement-breakpoint
ALTER TABLE "menus" ADD COLUMN "version_number" integer;--> statement-breakpoint
ALTER TABLE "catalogue_drafts" ADD CONSTRAINT "catalogue_drafts_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_versions" ADD CONSTRAINT "menu_versions_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menus" ADD CONSTRAINT "menus_version_number_menu_versions_number_fk" FOREIGN KEY ("version_number") REFERENCES "public"."menu_versions"("number") ON DELETE no action ON UPDATE no action;