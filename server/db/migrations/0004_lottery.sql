CREATE TABLE "lottery_issues" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lottery_issues_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"game_code" text NOT NULL,
	"issue_number" text NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"draw_at" timestamp with time zone NOT NULL,
	"seed" text NOT NULL,
	"seed_hash" text NOT NULL,
	"numbers" jsonb,
	"prizes" jsonb,
	"status" text NOT NULL,
	"drawn_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	CONSTRAINT "lottery_issues_game_number_unique" UNIQUE("game_code","issue_number"),
	CONSTRAINT "lottery_issues_status" CHECK ("lottery_issues"."status" in ('open', 'closed', 'drawn', 'settled'))
);
--> statement-breakpoint
CREATE TABLE "lottery_orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lottery_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"member_id" bigint NOT NULL,
	"account_kind" text NOT NULL,
	"game_code" text NOT NULL,
	"bet_type" text NOT NULL,
	"selection" jsonb NOT NULL,
	"prize_mode" text NOT NULL,
	"unit_stake" bigint NOT NULL,
	"multiple" integer NOT NULL,
	"units" integer NOT NULL,
	"amount_per_issue" bigint NOT NULL,
	"total" bigint NOT NULL,
	"stop_on_win" boolean NOT NULL,
	"request_id" text NOT NULL,
	"ledger_transaction_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lottery_orders_request_unique" UNIQUE("merchant_code","member_id","request_id")
);
--> statement-breakpoint
CREATE TABLE "lottery_suborders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lottery_suborders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"issue_id" bigint NOT NULL,
	"issue_number" text NOT NULL,
	"game_code" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"win_amount" bigint DEFAULT 0 NOT NULL,
	"rebate_amount" bigint DEFAULT 0 NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "lottery_suborders_status" CHECK ("lottery_suborders"."status" in ('pending', 'won', 'lost', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "lottery_suborders" ADD CONSTRAINT "lottery_suborders_order_id_lottery_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."lottery_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_suborders" ADD CONSTRAINT "lottery_suborders_issue_id_lottery_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."lottery_issues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lottery_issues_status_draw_idx" ON "lottery_issues" USING btree ("status","draw_at");--> statement-breakpoint
CREATE INDEX "lottery_orders_member_idx" ON "lottery_orders" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "lottery_orders_game_created_idx" ON "lottery_orders" USING btree ("game_code","created_at");--> statement-breakpoint
CREATE INDEX "lottery_suborders_issue_status_idx" ON "lottery_suborders" USING btree ("issue_id","status");--> statement-breakpoint
CREATE INDEX "lottery_suborders_order_idx" ON "lottery_suborders" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "lottery_suborders_wins_idx" ON "lottery_suborders" USING btree ("settled_at") WHERE "lottery_suborders"."status" = 'won';