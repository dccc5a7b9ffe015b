CREATE TABLE "member_wagering" (
	"merchant_code" text NOT NULL,
	"member_id" bigint NOT NULL,
	"balance" bigint NOT NULL,
	"required" bigint NOT NULL,
	"done" bigint NOT NULL,
	"deposited" bigint NOT NULL,
	"cleared_at" timestamp with time zone,
	"xid" bigint NOT NULL,
	"last_id" bigint NOT NULL,
	CONSTRAINT "member_wagering_merchant_code_member_id_pk" PRIMARY KEY("merchant_code","member_id")
);
--> statement-breakpoint
CREATE TABLE "payout_accounts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payout_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"member_id" bigint NOT NULL,
	"channel_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"provider" text NOT NULL,
	"holder" text NOT NULL,
	"account_number" text NOT NULL,
	"bank_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "withdrawal_steps" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "withdrawal_steps_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"withdrawal_id" text NOT NULL,
	"status" text NOT NULL,
	"actor" text NOT NULL,
	"operator_id" bigint,
	"reason" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"member_id" bigint NOT NULL,
	"request_id" text NOT NULL,
	"payout_account_id" bigint NOT NULL,
	"channel_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint NOT NULL,
	"payout" bigint NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"first_approver_id" bigint,
	"external_id" text,
	"payout_attempts" integer DEFAULT 0 NOT NULL,
	"payout_checked_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "withdrawals_request_unique" UNIQUE("member_id","request_id"),
	CONSTRAINT "withdrawals_amounts" CHECK ("withdrawals"."amount" > 0 and "withdrawals"."fee" >= 0 and "withdrawals"."payout" > 0 and "withdrawals"."payout" = "withdrawals"."amount" - "withdrawals"."fee"),
	CONSTRAINT "withdrawals_status" CHECK ("withdrawals"."status" in ('pending', 'checking', 'paying', 'paid', 'rejected', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "deposits" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"member_id" bigint NOT NULL,
	"channel_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint NOT NULL,
	"credited" bigint NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"request_id" text NOT NULL,
	"redirect_url" text,
	"instructions" jsonb,
	"external_id" text,
	"trx_id" text,
	"sender_number" text,
	"proof_keys" text[] DEFAULT '{}' NOT NULL,
	"reason_code" text,
	"reason" text,
	"guard_code" text,
	"decided_by_id" bigint,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "deposits_request" UNIQUE("member_id","request_id"),
	CONSTRAINT "deposits_external" UNIQUE("channel_id","external_id"),
	CONSTRAINT "deposits_trx" UNIQUE("channel_id","trx_id"),
	CONSTRAINT "deposits_status" CHECK ("deposits"."status" in ('created', 'pending', 'approved', 'rejected', 'expired')),
	CONSTRAINT "deposits_amounts" CHECK ("deposits"."amount" > 0 and "deposits"."fee" >= 0 and "deposits"."credited" > 0 and "deposits"."credited" = "deposits"."amount" - "deposits"."fee")
);
--> statement-breakpoint
CREATE TABLE "kyc_submissions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "kyc_submissions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"merchant_code" text NOT NULL,
	"status" text DEFAULT 'review' NOT NULL,
	"address" text NOT NULL,
	"nationality" text NOT NULL,
	"occupation" text NOT NULL,
	"source_of_income" text NOT NULL,
	"front_key" text NOT NULL,
	"back_key" text NOT NULL,
	"selfie_key" text NOT NULL,
	"reason" text,
	"submitted_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" bigint,
	"decided_by_name" text,
	CONSTRAINT "kyc_submissions_status" CHECK ("kyc_submissions"."status" in ('review', 'verified', 'rejected')),
	CONSTRAINT "kyc_submissions_decided" CHECK (("kyc_submissions"."status" = 'review') = ("kyc_submissions"."decided_at" is null))
);
--> statement-breakpoint
CREATE TABLE "review_claims" (
	"kind" text NOT NULL,
	"item_id" text NOT NULL,
	"operator_id" bigint NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "review_claims_pk" PRIMARY KEY("kind","item_id")
);
--> statement-breakpoint
ALTER TABLE "withdrawal_steps" ADD CONSTRAINT "withdrawal_steps_withdrawal_id_withdrawals_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."withdrawals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_payout_account_id_payout_accounts_id_fk" FOREIGN KEY ("payout_account_id") REFERENCES "public"."payout_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_channel_id_payment_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."payment_channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_accounts_live_unique" ON "payout_accounts" USING btree ("member_id","channel_id","account_number") WHERE "payout_accounts"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "payout_accounts_member_idx" ON "payout_accounts" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "withdrawal_steps_withdrawal_idx" ON "withdrawal_steps" USING btree ("withdrawal_id","id");--> statement-breakpoint
CREATE INDEX "withdrawals_member_idx" ON "withdrawals" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_queue_idx" ON "withdrawals" USING btree ("merchant_code","status","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_paying_idx" ON "withdrawals" USING btree ("payout_checked_at") WHERE "withdrawals"."status" = 'paying';--> statement-breakpoint
CREATE INDEX "deposits_member_idx" ON "deposits" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "deposits_review_idx" ON "deposits" USING btree ("merchant_code","status","created_at");--> statement-breakpoint
CREATE INDEX "deposits_expiry_idx" ON "deposits" USING btree ("expires_at") WHERE "deposits"."status" = 'created';--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_submissions_live_member" ON "kyc_submissions" USING btree ("member_id") WHERE "kyc_submissions"."status" in ('review', 'verified');--> statement-breakpoint
CREATE INDEX "kyc_submissions_member_idx" ON "kyc_submissions" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "kyc_submissions_queue_idx" ON "kyc_submissions" USING btree ("merchant_code","status","id");