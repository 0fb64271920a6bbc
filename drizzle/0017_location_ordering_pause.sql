ALTER TABLE "locations" ADD COLUMN "ordering_paused" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "ordering_paused_until" timestamp with time zone;