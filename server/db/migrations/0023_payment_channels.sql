CREATE TABLE "payment_channels" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_channels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"code" text NOT NULL,
	"adapter" text NOT NULL,
	"kind" text NOT NULL,
	"names" jsonb NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"deposit_enabled" boolean NOT NULL,
	"withdraw_enabled" boolean NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"member_types" integer[] NOT NULL,
	"min_deposit" bigint NOT NULL,
	"max_deposit" bigint NOT NULL,
	"min_withdraw" bigint NOT NULL,
	"max_withdraw" bigint NOT NULL,
	"deposit_fee_bps" integer DEFAULT 0 NOT NULL,
	"deposit_fee_fixed" bigint DEFAULT 0 NOT NULL,
	"withdraw_fee_bps" integer DEFAULT 0 NOT NULL,
	"withdraw_fee_fixed" bigint DEFAULT 0 NOT NULL,
	"daily_deposit_cap" bigint,
	"daily_withdraw_cap" bigint,
	"account_number" text DEFAULT '' NOT NULL,
	"account_name" text DEFAULT '' NOT NULL,
	"bank_name" text,
	"presets" bigint[] DEFAULT '{}' NOT NULL,
	"secret_sealed" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_channels_code" UNIQUE("merchant_code","code"),
	CONSTRAINT "payment_channels_limits" CHECK ("payment_channels"."min_deposit" > 0 and "payment_channels"."max_deposit" >= "payment_channels"."min_deposit" and "payment_channels"."min_withdraw" > 0 and "payment_channels"."max_withdraw" >= "payment_channels"."min_withdraw"),
	CONSTRAINT "payment_channels_fees" CHECK ("payment_channels"."deposit_fee_bps" between 0 and 10000 and "payment_channels"."withdraw_fee_bps" between 0 and 10000 and "payment_channels"."deposit_fee_fixed" >= 0 and "payment_channels"."withdraw_fee_fixed" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_settings" (
	"merchant_code" text PRIMARY KEY NOT NULL,
	"turnover_multiplier_percent" integer NOT NULL,
	"withdrawal_approval_threshold" bigint NOT NULL,
	"kyc_single_withdrawal_threshold" bigint,
	"kyc_cumulative_deposit_threshold" bigint,
	"max_payout_accounts" integer NOT NULL,
	"deposit_expiry_minutes" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "payment_channels_merchant_idx" ON "payment_channels" USING btree ("merchant_code","sort");