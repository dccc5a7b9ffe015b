CREATE TABLE "agent_profiles" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"upline_id" bigint,
	"depth" integer NOT NULL,
	"rebate_bp" integer NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_profiles_depth" CHECK ("agent_profiles"."depth" >= 1),
	CONSTRAINT "agent_profiles_rebate" CHECK ("agent_profiles"."rebate_bp" >= 0)
);
--> statement-breakpoint
CREATE TABLE "agent_settings" (
	"merchant_code" text PRIMARY KEY NOT NULL,
	"transfer_daily_cap" bigint NOT NULL,
	"payout_approval_threshold" bigint NOT NULL,
	"top_rebate_bp" integer NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_figures" (
	"member_id" bigint NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"merchant_code" text NOT NULL,
	"stakes" bigint DEFAULT 0 NOT NULL,
	"payouts" bigint DEFAULT 0 NOT NULL,
	"refunds" bigint DEFAULT 0 NOT NULL,
	"bonuses" bigint DEFAULT 0 NOT NULL,
	"deposits" bigint DEFAULT 0 NOT NULL,
	"deposit_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "agent_figures_member_id_hour_pk" PRIMARY KEY("member_id","hour")
);
--> statement-breakpoint
CREATE TABLE "agent_contracts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agent_contracts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"agent_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"cycle" text NOT NULL,
	"tiers" jsonb NOT NULL,
	"state" text NOT NULL,
	"offered_by_id" bigint,
	"offered_by_name" text NOT NULL,
	"offered_at" timestamp with time zone NOT NULL,
	"signed_at" timestamp with time zone,
	"effective_from" timestamp with time zone,
	"ends_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "agent_statements" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agent_statements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"agent_id" bigint NOT NULL,
	"contract_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"cycle" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"figures" jsonb NOT NULL,
	"tier" integer NOT NULL,
	"gross" bigint NOT NULL,
	"sub_agents" bigint NOT NULL,
	"carry_in" bigint NOT NULL,
	"net" bigint NOT NULL,
	"paid" bigint NOT NULL,
	"carry_out" bigint NOT NULL,
	"state" text NOT NULL,
	"lines" jsonb NOT NULL,
	"reason" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"settled_at" timestamp with time zone NOT NULL,
	CONSTRAINT "agent_statements_once" UNIQUE("agent_id","kind","period_start")
);
--> statement-breakpoint
CREATE TABLE "agent_transfers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agent_transfers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"agent_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"request_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "agent_transfers_request" UNIQUE("agent_id","request_id")
);
--> statement-breakpoint
CREATE TABLE "agent_member_rebates" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"agent_id" bigint NOT NULL,
	"rebate_bp" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind";--> statement-breakpoint
ALTER TABLE "ledger_transactions" DROP CONSTRAINT "ledger_transactions_kind";--> statement-breakpoint
ALTER TABLE "affiliate_codes" ADD COLUMN "label" text;--> statement-breakpoint
ALTER TABLE "agent_profiles" ADD CONSTRAINT "agent_profiles_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_profiles_upline" ON "agent_profiles" USING btree ("merchant_code","upline_id");--> statement-breakpoint
CREATE INDEX "agent_figures_merchant_hour" ON "agent_figures" USING btree ("merchant_code","hour");--> statement-breakpoint
CREATE INDEX "agent_contracts_agent_kind" ON "agent_contracts" USING btree ("agent_id","kind","state");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_one_offer" ON "agent_contracts" USING btree ("agent_id","kind") WHERE "agent_contracts"."state" = 'offered';--> statement-breakpoint
CREATE INDEX "agent_statements_merchant_state" ON "agent_statements" USING btree ("merchant_code","state","period_start");--> statement-breakpoint
CREATE INDEX "agent_transfers_agent_time" ON "agent_transfers" USING btree ("agent_id","created_at");--> statement-breakpoint
CREATE INDEX "members_referrer_idx" ON "members" USING btree ("referrer_code") WHERE "members"."referrer_code" is not null;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind" CHECK ("ledger_accounts"."kind" in ('real', 'demo', 'bonus', 'points', 'withdrawal', 'commission'));--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_kind" CHECK ("ledger_transactions"."kind" in ('bet', 'win', 'rollback', 'adjustment', 'demo_credit', 'deposit', 'withdraw_hold', 'withdraw_release', 'withdraw_pay', 'bonus_grant', 'bonus_forfeit', 'points_earn', 'points_redeem', 'points_expire', 'agent_transfer', 'agent_commission'));--> statement-breakpoint
-- Agents made before issue 18 (members.agent) become top-level agents with the default rebate rate.
INSERT INTO "agent_profiles" ("member_id", "merchant_code", "upline_id", "depth", "rebate_bp", "created_by", "created_at")
SELECT "id", "merchant_code", NULL, 1, 100, 'migration', "created_at" FROM "members" WHERE "agent" ON CONFLICT DO NOTHING;
