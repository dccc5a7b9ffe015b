CREATE TABLE "catalog_category_sorting" (
	"merchant_code" text NOT NULL,
	"game_type" text NOT NULL,
	"ordinal" integer NOT NULL,
	"display" boolean DEFAULT true NOT NULL,
	CONSTRAINT "catalog_category_sorting_merchant_code_game_type_pk" PRIMARY KEY("merchant_code","game_type")
);
--> statement-breakpoint
CREATE TABLE "catalog_favourites" (
	"merchant_code" text NOT NULL,
	"member_id" bigint NOT NULL,
	"game_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "catalog_favourites_merchant_code_member_id_game_id_pk" PRIMARY KEY("merchant_code","member_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "catalog_games" (
	"id" integer PRIMARY KEY NOT NULL,
	"vendor_code" text NOT NULL,
	"game_type" text NOT NULL,
	"node_name" text NOT NULL,
	"game_name" text NOT NULL,
	"node_id" integer NOT NULL,
	"room_id" integer,
	"support_play" smallint NOT NULL,
	"jackpot" boolean DEFAULT false NOT NULL,
	"arcade" boolean DEFAULT false NOT NULL,
	"hot" boolean DEFAULT false NOT NULL,
	"sort_order" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "catalog_games_vendor_name_unique" UNIQUE("vendor_code","game_name"),
	CONSTRAINT "catalog_games_support_play" CHECK ("catalog_games"."support_play" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "catalog_recent_plays" (
	"merchant_code" text NOT NULL,
	"member_id" bigint NOT NULL,
	"game_id" integer NOT NULL,
	"last_played_at" timestamp with time zone NOT NULL,
	CONSTRAINT "catalog_recent_plays_merchant_code_member_id_game_id_pk" PRIMARY KEY("merchant_code","member_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "catalog_vendor_sorting" (
	"merchant_code" text NOT NULL,
	"game_type" text NOT NULL,
	"vendor_code" text NOT NULL,
	"ordinal" integer NOT NULL,
	"display" boolean DEFAULT true NOT NULL,
	CONSTRAINT "catalog_vendor_sorting_merchant_code_game_type_vendor_code_pk" PRIMARY KEY("merchant_code","game_type","vendor_code")
);
--> statement-breakpoint
CREATE TABLE "catalog_vendors" (
	"code" text PRIMARY KEY NOT NULL,
	"display_name" text NOT NULL,
	"game_types" text[] NOT NULL,
	"seamless" boolean DEFAULT false NOT NULL,
	"ordinal" integer NOT NULL
);
--> statement-breakpoint
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
CREATE TABLE "house_vendor_settlements" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "house_vendor_settlements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"vendor_code" text NOT NULL,
	"operation" text NOT NULL,
	"body" jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "house_vendor_settlements_operation" CHECK ("house_vendor_settlements"."operation" in ('credit', 'rollback'))
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "announcements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"content_type" text NOT NULL,
	"group_name" text NOT NULL,
	"platform" text NOT NULL,
	"title" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"image_url" text,
	"link_url" text,
	"ordinal" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"seed_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcements_merchant_seed_key_unique" UNIQUE("merchant_code","seed_key"),
	CONSTRAINT "announcements_content_type" CHECK ("announcements"."content_type" in ('A', 'PL', 'B', 'PU', 'PR')),
	CONSTRAINT "announcements_platform" CHECK ("announcements"."platform" in ('M', 'W', 'ALL')),
	CONSTRAINT "announcements_window" CHECK ("announcements"."ends_at" is null or "announcements"."ends_at" > "announcements"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "catalog_favourites" ADD CONSTRAINT "catalog_favourites_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_favourites" ADD CONSTRAINT "catalog_favourites_game_id_catalog_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."catalog_games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_games" ADD CONSTRAINT "catalog_games_vendor_code_catalog_vendors_code_fk" FOREIGN KEY ("vendor_code") REFERENCES "public"."catalog_vendors"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_recent_plays" ADD CONSTRAINT "catalog_recent_plays_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_recent_plays" ADD CONSTRAINT "catalog_recent_plays_game_id_catalog_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."catalog_games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_vendor_sorting" ADD CONSTRAINT "catalog_vendor_sorting_vendor_code_catalog_vendors_code_fk" FOREIGN KEY ("vendor_code") REFERENCES "public"."catalog_vendors"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalog_favourites_member_idx" ON "catalog_favourites" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "catalog_games_type_idx" ON "catalog_games" USING btree ("game_type","vendor_code","sort_order");--> statement-breakpoint
CREATE INDEX "catalog_recent_member_idx" ON "catalog_recent_plays" USING btree ("member_id","last_played_at");--> statement-breakpoint
CREATE INDEX "catalog_recent_played_idx" ON "catalog_recent_plays" USING btree ("merchant_code","last_played_at");--> statement-breakpoint
CREATE UNIQUE INDEX "game_sessions_open_unique" ON "game_sessions" USING btree ("member_id","vendor_code") WHERE "game_sessions"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "game_sessions_member_idx" ON "game_sessions" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "seamless_transactions_wins_idx" ON "seamless_transactions" USING btree ("merchant_code","created_at") WHERE "seamless_transactions"."kind" = 'credit' and "seamless_transactions"."account_kind" = 'real' and "seamless_transactions"."amount" > 0;--> statement-breakpoint
CREATE UNIQUE INDEX "house_vendor_settlements_request_unique" ON "house_vendor_settlements" USING btree ("vendor_code",("body"->>'requestId'));--> statement-breakpoint
CREATE INDEX "house_vendor_settlements_due_idx" ON "house_vendor_settlements" USING btree ("next_attempt_at") WHERE "house_vendor_settlements"."settled_at" is null;--> statement-breakpoint
CREATE INDEX "announcements_list_idx" ON "announcements" USING btree ("merchant_code","group_name","content_type","ordinal");