CREATE TABLE "bonus_wagering_cursors" (
	"merchant_code" text NOT NULL,
	"member_id" bigint NOT NULL,
	"balance" bigint NOT NULL,
	"xid" bigint NOT NULL,
	"last_id" bigint NOT NULL,
	CONSTRAINT "bonus_wagering_cursors_merchant_code_member_id_pk" PRIMARY KEY("merchant_code","member_id")
);
--> statement-breakpoint
CREATE TABLE "member_bonuses" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "member_bonuses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"member_id" bigint NOT NULL,
	"promotion_id" bigint NOT NULL,
	"source" text NOT NULL,
	"source_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"required" bigint NOT NULL,
	"done" bigint DEFAULT 0 NOT NULL,
	"contributions" jsonb NOT NULL,
	"status" text NOT NULL,
	"granted_at" timestamp with time zone NOT NULL,
	"grant_xid" bigint NOT NULL,
	"grant_transaction_id" bigint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"forfeited_amount" bigint,
	"forfeit_reason" text,
	CONSTRAINT "member_bonuses_source" UNIQUE("promotion_id","member_id","source","source_id")
);
--> statement-breakpoint
CREATE TABLE "promotion_awards" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promotion_awards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"promotion_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"basis" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"claim_by" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone,
	"bonus_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "promotion_awards_period" UNIQUE("promotion_id","member_id","period_start")
);
--> statement-breakpoint
CREATE TABLE "promotion_participants" (
	"promotion_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"merchant_code" text NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"granted" integer DEFAULT 0 NOT NULL,
	"granted_amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "promotion_participants_promotion_id_member_id_pk" PRIMARY KEY("promotion_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "promotion_periods" (
	"promotion_id" bigint NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone NOT NULL,
	"awards" integer NOT NULL,
	CONSTRAINT "promotion_periods_promotion_id_period_start_pk" PRIMARY KEY("promotion_id","period_start")
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promotions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"type" text NOT NULL,
	"state" text NOT NULL,
	"title" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"terms" jsonb NOT NULL,
	"image_url" text,
	"linked_promotion_id" bigint,
	"image_required" boolean NOT NULL,
	"remark_required" boolean NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"eligibility" jsonb NOT NULL,
	"rate_bp" integer,
	"max_bonus" bigint,
	"min_deposit" bigint,
	"deposit_kind" text,
	"channels" jsonb NOT NULL,
	"period" text,
	"game_types" jsonb NOT NULL,
	"fixed_amount" bigint,
	"wagering_multiplier_percent" integer NOT NULL,
	"contributions" jsonb NOT NULL,
	"bonus_expiry_days" integer NOT NULL,
	"budget" bigint,
	"spent" bigint DEFAULT 0 NOT NULL,
	"per_member_cap" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "promotions_spent_within_budget" CHECK ("promotions"."budget" is null or "promotions"."spent" <= "promotions"."budget"),
	CONSTRAINT "promotions_spent_not_negative" CHECK ("promotions"."spent" >= 0)
);
--> statement-breakpoint
CREATE TABLE "reward_applications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reward_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"member_id" bigint NOT NULL,
	"promotion_id" bigint NOT NULL,
	"remarks" text NOT NULL,
	"picture_keys" jsonb NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"bonus_id" bigint,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "member_bonuses_member_status" ON "member_bonuses" USING btree ("member_id","status");--> statement-breakpoint
CREATE INDEX "member_bonuses_active_expiry" ON "member_bonuses" USING btree ("expires_at") WHERE "member_bonuses"."status" = 'active';--> statement-breakpoint
CREATE INDEX "promotion_awards_member" ON "promotion_awards" USING btree ("member_id","status");--> statement-breakpoint
CREATE INDEX "promotion_participants_member" ON "promotion_participants" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "promotions_merchant_state" ON "promotions" USING btree ("merchant_code","state");--> statement-breakpoint
CREATE INDEX "reward_applications_member" ON "reward_applications" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "reward_applications_open" ON "reward_applications" USING btree ("merchant_code","created_at") WHERE "reward_applications"."status" = 'pending';