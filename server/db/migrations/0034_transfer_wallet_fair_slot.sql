CREATE TABLE "vendor_players" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vendor_players_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"member_id" bigint NOT NULL,
	"vendor_code" text NOT NULL,
	"vendor_player_ref" text NOT NULL,
	"last_launch_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "vendor_players_member_vendor" UNIQUE("member_id","vendor_code")
);
--> statement-breakpoint
CREATE TABLE "vendor_transfers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"vendor_player_id" bigint NOT NULL,
	"merchant_code" text NOT NULL,
	"member_id" bigint NOT NULL,
	"vendor_code" text NOT NULL,
	"direction" text NOT NULL,
	"amount" bigint NOT NULL,
	"state" text NOT NULL,
	"cause" text NOT NULL,
	"queries" integer DEFAULT 0 NOT NULL,
	"next_query_at" timestamp with time zone,
	"detail" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "vendor_transfers_direction" CHECK ("vendor_transfers"."direction" in ('in', 'out')),
	CONSTRAINT "vendor_transfers_state" CHECK ("vendor_transfers"."state" in ('pending', 'unknown', 'completed', 'refused', 'reversed')),
	CONSTRAINT "vendor_transfers_cause" CHECK ("vendor_transfers"."cause" in ('launch', 'return', 'recall', 'sweep', 'operator')),
	CONSTRAINT "vendor_transfers_amount" CHECK ("vendor_transfers"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "transfer_sim_players" (
	"ref" text PRIMARY KEY NOT NULL,
	"vendor_code" text NOT NULL,
	"external_id" text NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "transfer_sim_players_balance" CHECK ("transfer_sim_players"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "transfer_sim_rounds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"player_ref" text NOT NULL,
	"stake" bigint NOT NULL,
	"win" bigint NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transfer_sim_transfers" (
	"transfer_id" text PRIMARY KEY NOT NULL,
	"vendor_code" text NOT NULL,
	"player_ref" text NOT NULL,
	"direction" text NOT NULL,
	"amount" bigint NOT NULL,
	"outcome" text NOT NULL,
	"reason" text,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "transfer_sim_transfers_direction" CHECK ("transfer_sim_transfers"."direction" in ('in', 'out')),
	CONSTRAINT "transfer_sim_transfers_outcome" CHECK ("transfer_sim_transfers"."outcome" in ('applied', 'refused', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "house_slot_seeds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "house_slot_seeds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"member_id" bigint NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"next_nonce" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"revealed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "house_slot_spins" (
	"round_id" uuid PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"seed_id" bigint NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer NOT NULL,
	"stops" integer[] NOT NULL,
	"stake" bigint NOT NULL,
	"win" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_member_non_negative";--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_owner_kind";--> statement-breakpoint
ALTER TABLE "ledger_transactions" DROP CONSTRAINT "ledger_transactions_kind";--> statement-breakpoint
ALTER TABLE "vendor_players" ADD CONSTRAINT "vendor_players_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_transfers" ADD CONSTRAINT "vendor_transfers_vendor_player_id_vendor_players_id_fk" FOREIGN KEY ("vendor_player_id") REFERENCES "public"."vendor_players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_slot_spins" ADD CONSTRAINT "house_slot_spins_seed_id_house_slot_seeds_id_fk" FOREIGN KEY ("seed_id") REFERENCES "public"."house_slot_seeds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vendor_players_vendor_idx" ON "vendor_players" USING btree ("vendor_code","merchant_code");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_transfers_one_open" ON "vendor_transfers" USING btree ("vendor_player_id") WHERE "vendor_transfers"."state" in ('pending', 'unknown');--> statement-breakpoint
CREATE INDEX "vendor_transfers_due_idx" ON "vendor_transfers" USING btree ("next_query_at") WHERE "vendor_transfers"."state" in ('pending', 'unknown');--> statement-breakpoint
CREATE INDEX "vendor_transfers_member_idx" ON "vendor_transfers" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "vendor_transfers_vendor_idx" ON "vendor_transfers" USING btree ("merchant_code","vendor_code","created_at");--> statement-breakpoint
CREATE INDEX "transfer_sim_players_external_idx" ON "transfer_sim_players" USING btree ("vendor_code","external_id");--> statement-breakpoint
CREATE INDEX "transfer_sim_rounds_player_idx" ON "transfer_sim_rounds" USING btree ("player_ref","at");--> statement-breakpoint
CREATE UNIQUE INDEX "house_slot_seeds_one_active" ON "house_slot_seeds" USING btree ("member_id") WHERE "house_slot_seeds"."revealed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "house_slot_spins_seed_nonce" ON "house_slot_spins" USING btree ("seed_id","nonce");--> statement-breakpoint
CREATE INDEX "house_slot_spins_member_idx" ON "house_slot_spins" USING btree ("member_id","created_at");--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_member_non_negative" CHECK ("ledger_accounts"."owner_kind" not in ('member', 'vendor_player') or "ledger_accounts"."balance" >= 0);--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_owner_kind" CHECK ("ledger_accounts"."owner_kind" in ('member', 'house', 'vendor', 'channel', 'vendor_player'));--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_kind" CHECK ("ledger_transactions"."kind" in ('bet', 'win', 'rollback', 'adjustment', 'demo_credit', 'deposit', 'withdraw_hold', 'withdraw_release', 'withdraw_pay', 'bonus_grant', 'bonus_forfeit', 'points_earn', 'points_redeem', 'points_expire', 'agent_transfer', 'agent_commission', 'transfer_in', 'transfer_reverse', 'transfer_out', 'vendor_result'));