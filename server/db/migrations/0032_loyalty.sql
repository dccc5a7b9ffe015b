CREATE TABLE "loyalty_members" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"carry" bigint DEFAULT 0 NOT NULL,
	"turnover" bigint DEFAULT 0 NOT NULL,
	"level_rank" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "loyalty_members_carry" CHECK ("loyalty_members"."carry" >= 0)
);
--> statement-breakpoint
CREATE TABLE "loyalty_settings" (
	"merchant_code" text PRIMARY KEY NOT NULL,
	"points_expiry_days" integer NOT NULL,
	"default_rate_bp" integer NOT NULL,
	"rates" jsonb NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "points_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "points_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"member_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"points" bigint NOT NULL,
	"source" text NOT NULL,
	"source_id" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "points_events_source" UNIQUE("member_id","kind","source","source_id")
);
--> statement-breakpoint
CREATE TABLE "points_lots" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "points_lots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"member_id" bigint NOT NULL,
	"source" text NOT NULL,
	"source_id" text NOT NULL,
	"points" bigint NOT NULL,
	"remaining" bigint NOT NULL,
	"earned_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "points_lots_source" UNIQUE("member_id","source","source_id"),
	CONSTRAINT "points_lots_remaining" CHECK ("points_lots"."remaining" >= 0 and "points_lots"."remaining" <= "points_lots"."points")
);
--> statement-breakpoint
CREATE TABLE "loyalty_levels" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "loyalty_levels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"rank" integer NOT NULL,
	"name" jsonb NOT NULL,
	"threshold" bigint NOT NULL,
	"reward" jsonb,
	"rebate_bp" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "loyalty_levels_rank" UNIQUE("merchant_code","rank")
);
--> statement-breakpoint
CREATE TABLE "member_levels" (
	"member_id" bigint NOT NULL,
	"rank" integer NOT NULL,
	"merchant_code" text NOT NULL,
	"reached_at" timestamp with time zone NOT NULL,
	"reward" jsonb,
	"reward_state" text NOT NULL,
	"claim_by" timestamp with time zone,
	"claimed_at" timestamp with time zone,
	CONSTRAINT "member_levels_member_id_rank_pk" PRIMARY KEY("member_id","rank")
);
--> statement-breakpoint
CREATE TABLE "mall_items" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mall_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"kind" text NOT NULL,
	"state" text NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"image_url" text,
	"price_points" bigint NOT NULL,
	"stock" integer,
	"sold" integer DEFAULT 0 NOT NULL,
	"per_member_limit" integer,
	"min_level_rank" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"bonus_amount" bigint,
	"wagering_multiplier_percent" integer,
	"lottery_game_code" text,
	"ticket_stake" bigint,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mall_items_stock" CHECK ("mall_items"."stock" is null or "mall_items"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "mall_member_counts" (
	"member_id" bigint NOT NULL,
	"item_id" bigint NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "mall_member_counts_member_id_item_id_pk" PRIMARY KEY("member_id","item_id"),
	CONSTRAINT "mall_member_counts_count" CHECK ("mall_member_counts"."count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "mall_orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mall_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"member_id" bigint NOT NULL,
	"item_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"title" jsonb NOT NULL,
	"price_points" bigint NOT NULL,
	"request_id" text NOT NULL,
	"status" text NOT NULL,
	"delivery" jsonb,
	"note" text,
	"bonus_id" bigint,
	"lottery_order_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text NOT NULL,
	CONSTRAINT "mall_orders_request" UNIQUE("member_id","request_id")
);
--> statement-breakpoint
CREATE TABLE "race_periods" (
	"race_id" bigint NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone NOT NULL,
	"winners" integer NOT NULL,
	CONSTRAINT "race_periods_race_id_period_start_pk" PRIMARY KEY("race_id","period_start")
);
--> statement-breakpoint
CREATE TABLE "race_prizes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "race_prizes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"race_id" bigint NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"rank" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"merchant_code" text NOT NULL,
	"score" bigint NOT NULL,
	"reward" jsonb NOT NULL,
	"bonus_id" bigint,
	"paid_at" timestamp with time zone NOT NULL,
	CONSTRAINT "race_prizes_rank" UNIQUE("race_id","period_start","rank")
);
--> statement-breakpoint
CREATE TABLE "race_scores" (
	"race_id" bigint NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"member_id" bigint NOT NULL,
	"merchant_code" text NOT NULL,
	"score" bigint NOT NULL,
	"reached_at" timestamp with time zone NOT NULL,
	CONSTRAINT "race_scores_race_id_period_start_member_id_pk" PRIMARY KEY("race_id","period_start","member_id")
);
--> statement-breakpoint
CREATE TABLE "races" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "races_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"state" text NOT NULL,
	"title" jsonb NOT NULL,
	"metric" text NOT NULL,
	"recurrence" text NOT NULL,
	"game_types" jsonb NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"prizes" jsonb NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_transactions" DROP CONSTRAINT "ledger_transactions_kind";--> statement-breakpoint
CREATE INDEX "points_events_member_at" ON "points_events" USING btree ("member_id","at");--> statement-breakpoint
CREATE INDEX "points_events_merchant_at" ON "points_events" USING btree ("merchant_code","at");--> statement-breakpoint
CREATE INDEX "points_lots_member_open" ON "points_lots" USING btree ("member_id","expires_at","id") WHERE "points_lots"."remaining" > 0;--> statement-breakpoint
CREATE INDEX "points_lots_due" ON "points_lots" USING btree ("expires_at") WHERE "points_lots"."remaining" > 0;--> statement-breakpoint
CREATE INDEX "mall_items_merchant_state" ON "mall_items" USING btree ("merchant_code","state");--> statement-breakpoint
CREATE INDEX "mall_orders_member" ON "mall_orders" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "mall_orders_merchant_status" ON "mall_orders" USING btree ("merchant_code","status","created_at");--> statement-breakpoint
CREATE INDEX "race_prizes_member" ON "race_prizes" USING btree ("member_id","paid_at");--> statement-breakpoint
CREATE INDEX "race_scores_rank" ON "race_scores" USING btree ("race_id","period_start","score" DESC NULLS LAST,"reached_at","member_id");--> statement-breakpoint
CREATE INDEX "races_merchant_state" ON "races" USING btree ("merchant_code","state");--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_one_loyalty" ON "promotions" USING btree ("merchant_code") WHERE "promotions"."type" = 'loyalty';--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_kind" CHECK ("ledger_transactions"."kind" in ('bet', 'win', 'rollback', 'adjustment', 'demo_credit', 'deposit', 'withdraw_hold', 'withdraw_release', 'withdraw_pay', 'bonus_grant', 'bonus_forfeit', 'points_earn', 'points_redeem', 'points_expire', 'agent_transfer'));