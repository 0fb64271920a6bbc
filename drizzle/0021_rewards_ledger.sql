CREATE TABLE "reward_accounts" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"last_activity_at" timestamp with time zone,
	"birth_month" smallint,
	"birth_day" smallint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reward_accounts_balance" CHECK ("reward_accounts"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "reward_applications" (
	"code" text PRIMARY KEY NOT NULL,
	"member_id" uuid NOT NULL,
	"cart_id" uuid NOT NULL,
	"source" text NOT NULL,
	"source_id" text NOT NULL,
	"points" integer NOT NULL,
	"label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reward_applications_source" CHECK ("reward_applications"."source" in ('reward', 'offer'))
);
--> statement-breakpoint
CREATE TABLE "reward_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"points" integer NOT NULL,
	"order_id" uuid,
	"order_number" text,
	"source_id" text,
	"label" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reward_ledger_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "reward_ledger_kind" CHECK ("reward_ledger"."kind" in ('accrual', 'redemption', 'reversal', 'return', 'expiry', 'adjustment', 'welcome', 'birthday', 'offer'))
);
--> statement-breakpoint
ALTER TABLE "reward_accounts" ADD CONSTRAINT "reward_accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_applications" ADD CONSTRAINT "reward_applications_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_ledger" ADD CONSTRAINT "reward_ledger_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reward_applications_cart_idx" ON "reward_applications" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "reward_ledger_member_idx" ON "reward_ledger" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "reward_ledger_order_idx" ON "reward_ledger" USING btree ("order_id");