CREATE TABLE "member_gift_cards" (
	"member_id" uuid NOT NULL,
	"gift_card_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_gift_cards_member_id_gift_card_id_pk" PRIMARY KEY("member_id","gift_card_id")
);
--> statement-breakpoint
ALTER TABLE "member_gift_cards" ADD CONSTRAINT "member_gift_cards_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_gift_cards" ADD CONSTRAINT "member_gift_cards_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_gift_cards_card_idx" ON "member_gift_cards" USING btree ("gift_card_id");