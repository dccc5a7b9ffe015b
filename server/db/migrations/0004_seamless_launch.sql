CREATE TABLE "game_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"member_id" bigint NOT NULL,
	"account_kind" text NOT NULL,
	"vendor_code" text NOT NULL,
	"game_id" integer,
	"game_type" text NOT NULL,
	"mode" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "game_sessions_account_kind" CHECK ("game_sessions"."account_kind" in ('real', 'demo'))
);
--> statement-breakpoint
CREATE TABLE "seamless_requests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "seamless_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"vendor_code" text NOT NULL,
	"request_id" text NOT NULL,
	"operation" text NOT NULL,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seamless_requests_vendor_request_unique" UNIQUE("vendor_code","request_id")
);
--> statement-breakpoint
CREATE TABLE "seamless_transactions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "seamless_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"vendor_code" text NOT NULL,
	"transaction_id" text NOT NULL,
	"kind" text NOT NULL,
	"session_id" text NOT NULL,
	"merchant_code" text NOT NULL,
	"member_id" bigint NOT NULL,
	"account_kind" text NOT NULL,
	"game_type" text NOT NULL,
	"game_id" integer,
	"round_id" text,
	"amount" bigint NOT NULL,
	"ledger_transaction_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "seamless_transactions_vendor_transaction_unique" UNIQUE("vendor_code","transaction_id"),
	CONSTRAINT "seamless_transactions_amount" CHECK ("seamless_transactions"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "vendor_credentials" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vendor_credentials_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"vendor_code" text NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_credentials_vendor_code_unique" UNIQUE("vendor_code")
);
--> statement-breakpoint
ALTER TABLE "catalog_vendors" ADD COLUMN "ordinal" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "game_sessions_open_unique" ON "game_sessions" USING btree ("member_id","vendor_code") WHERE "game_sessions"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "game_sessions_member_idx" ON "game_sessions" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "seamless_transactions_wins_idx" ON "seamless_transactions" USING btree ("merchant_code","created_at") WHERE "seamless_transactions"."kind" = 'credit' and "seamless_transactions"."account_kind" = 'real' and "seamless_transactions"."amount" > 0;