CREATE TABLE "card_token_uses" (
	"nonce" text PRIMARY KEY NOT NULL,
	"idempotency_key_id" uuid NOT NULL,
	"hold_key" text NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "claim_token" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "hold_key" text;--> statement-breakpoint
CREATE INDEX "card_token_uses_used_idx" ON "card_token_uses" USING btree ("used_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_live_hold_uq" ON "payments" USING btree ("hold_key") WHERE "payments"."kind" = 'card' and "payments"."order_id" is null and "payments"."status" in ('pending', 'requires_confirmation', 'confirmed', 'authorized');