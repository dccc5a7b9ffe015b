CREATE TABLE "wallet_guarded_members" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inbox_deliveries" (
	"message_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "inbox_deliveries_message_id_member_id_pk" PRIMARY KEY("message_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "inbox_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inbox_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"audience" jsonb NOT NULL,
	"sent_by" bigint NOT NULL,
	"sent_by_name" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "inbox_messages_category" CHECK ("inbox_messages"."category" in ('service', 'promotion'))
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"member_id" bigint NOT NULL,
	"sender" text NOT NULL,
	"operator_id" bigint,
	"operator_name" text,
	"text" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"seen_at" timestamp with time zone,
	CONSTRAINT "chat_messages_sender" CHECK ("chat_messages"."sender" in ('member', 'operator')),
	CONSTRAINT "chat_messages_operator" CHECK (("chat_messages"."sender" = 'operator') = ("chat_messages"."operator_id" is not null))
);
--> statement-breakpoint
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
CREATE TABLE "agreement_acceptances" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agreement_acceptances_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"merchant_code" text NOT NULL,
	"version" integer NOT NULL,
	"accepted_at" timestamp with time zone NOT NULL,
	"via" text NOT NULL,
	"ip" text
);
--> statement-breakpoint
CREATE TABLE "agreement_versions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agreement_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"version" integer,
	"status" text DEFAULT 'draft' NOT NULL,
	"texts" jsonb NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"published_at" timestamp with time zone,
	"published_by" text,
	CONSTRAINT "agreement_versions_status" CHECK ("agreement_versions"."status" in ('draft', 'published')),
	CONSTRAINT "agreement_versions_published" CHECK (("agreement_versions"."status" = 'published') = ("agreement_versions"."version" is not null and "agreement_versions"."published_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "scope" text;--> statement-breakpoint
ALTER TABLE "inbox_deliveries" ADD CONSTRAINT "inbox_deliveries_message_id_inbox_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."inbox_messages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inbox_deliveries_member_idx" ON "inbox_deliveries" USING btree ("member_id","message_id");--> statement-breakpoint
CREATE INDEX "inbox_deliveries_unread_idx" ON "inbox_deliveries" USING btree ("member_id") WHERE "inbox_deliveries"."read_at" is null;--> statement-breakpoint
CREATE INDEX "inbox_messages_merchant_idx" ON "inbox_messages" USING btree ("merchant_code","id");--> statement-breakpoint
CREATE INDEX "chat_messages_member_idx" ON "chat_messages" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "chat_messages_merchant_idx" ON "chat_messages" USING btree ("merchant_code","id");--> statement-breakpoint
CREATE INDEX "chat_messages_unseen_idx" ON "chat_messages" USING btree ("member_id","sender") WHERE "chat_messages"."seen_at" is null;--> statement-breakpoint
CREATE INDEX "protection_blocks_member_idx" ON "protection_blocks" USING btree ("member_id","started_at");--> statement-breakpoint
CREATE INDEX "protection_blocks_merchant_idx" ON "protection_blocks" USING btree ("merchant_code","until");--> statement-breakpoint
CREATE INDEX "protection_blocks_mobile_idx" ON "protection_blocks" USING btree ("merchant_code","mobile") WHERE "protection_blocks"."mobile" is not null;--> statement-breakpoint
CREATE INDEX "protection_blocks_email_idx" ON "protection_blocks" USING btree ("merchant_code","email") WHERE "protection_blocks"."email" is not null;--> statement-breakpoint
CREATE INDEX "protection_events_member_idx" ON "protection_events" USING btree ("member_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "agreement_acceptances_member_version" ON "agreement_acceptances" USING btree ("member_id","version");--> statement-breakpoint
CREATE INDEX "agreement_acceptances_count_idx" ON "agreement_acceptances" USING btree ("merchant_code","version");--> statement-breakpoint
CREATE UNIQUE INDEX "agreement_versions_number" ON "agreement_versions" USING btree ("merchant_code","version");--> statement-breakpoint
CREATE INDEX "agreement_versions_merchant_idx" ON "agreement_versions" USING btree ("merchant_code","id");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_time_idx" ON "ledger_entries" USING btree ("account_id","created_at");