CREATE TABLE "integration_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"key_prefix" text NOT NULL,
	"key_hash" text NOT NULL,
	"scopes" text[] NOT NULL,
	"location_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"all_locations" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "integration_keys_key_prefix_unique" UNIQUE("key_prefix"),
	CONSTRAINT "integration_keys_scoped" CHECK ("integration_keys"."all_locations" or cardinality("integration_keys"."location_ids") > 0)
);
--> statement-breakpoint
ALTER TABLE "staff_audit_log" ADD COLUMN "integration_id" uuid;--> statement-breakpoint
ALTER TABLE "staff_audit_log" ADD CONSTRAINT "staff_audit_log_integration_id_integration_keys_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."integration_keys"("id") ON DELETE set null ON UPDATE no action;