CREATE TABLE "protection_blocks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "protection_blocks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"merchant_code" text NOT NULL,
	"kind" text NOT NULL,
	"duration" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"until" timestamp with time zone,
	"by" text NOT NULL,
	"actor" text,
	"reason" text,
	"dialing_code" text,
	"mobile" text,
	"email" text,
	CONSTRAINT "protection_blocks_kind" CHECK ("protection_blocks"."kind" in ('timeOut', 'selfExclusion')),
	CONSTRAINT "protection_blocks_by" CHECK ("protection_blocks"."by" in ('member', 'operator'))
);
--> statement-breakpoint
CREATE TABLE "protection_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "protection_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"merchant_code" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"detail" text NOT NULL,
	"reason" text
);
--> statement-breakpoint
CREATE TABLE "protection_members" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"prompt_dismissed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "protection_session_checks" (
	"session_id" bigint PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"continued_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "protection_settings" (
	"member_id" bigint NOT NULL,
	"target" text NOT NULL,
	"period" text NOT NULL,
	"merchant_code" text NOT NULL,
	"value" bigint,
	"pending_value" bigint,
	"pending_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "protection_settings_member_id_target_period_pk" PRIMARY KEY("member_id","target","period"),
	CONSTRAINT "protection_settings_target" CHECK ("protection_settings"."target" in ('deposit', 'loss', 'wager', 'sessionLimit', 'realityCheck')),
	CONSTRAINT "protection_settings_period" CHECK ("protection_settings"."period" in ('day', 'week', 'month', ''))
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "scope" text;--> statement-breakpoint
CREATE INDEX "protection_blocks_member_idx" ON "protection_blocks" USING btree ("member_id","started_at");--> statement-breakpoint
CREATE INDEX "protection_blocks_merchant_idx" ON "protection_blocks" USING btree ("merchant_code","until");--> statement-breakpoint
CREATE INDEX "protection_blocks_mobile_idx" ON "protection_blocks" USING btree ("merchant_code","mobile") WHERE "protection_blocks"."mobile" is not null;--> statement-breakpoint
CREATE INDEX "protection_blocks_email_idx" ON "protection_blocks" USING btree ("merchant_code","email") WHERE "protection_blocks"."email" is not null;--> statement-breakpoint
CREATE INDEX "protection_events_member_idx" ON "protection_events" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_time_idx" ON "ledger_entries" USING btree ("account_id","created_at");