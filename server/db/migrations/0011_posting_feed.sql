CREATE TABLE "feed_cursors" (
	"consumer" text PRIMARY KEY NOT NULL,
	"xid" bigint NOT NULL,
	"last_id" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_turnover" (
	"merchant_code" text NOT NULL,
	"member_id" bigint NOT NULL,
	"account_kind" text NOT NULL,
	"game_type" text NOT NULL,
	"day" date NOT NULL,
	"stakes" bigint NOT NULL,
	"payouts" bigint NOT NULL,
	"refunds" bigint NOT NULL,
	"bets" integer NOT NULL,
	CONSTRAINT "member_turnover_merchant_code_member_id_account_kind_game_type_day_pk" PRIMARY KEY("merchant_code","member_id","account_kind","game_type","day")
);
--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD COLUMN "xid" bigint DEFAULT (pg_current_xact_id()::text)::bigint NOT NULL;--> statement-breakpoint
CREATE INDEX "ledger_transactions_feed_idx" ON "ledger_transactions" USING btree ("xid","id");