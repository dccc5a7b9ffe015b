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
	"seamless" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalog_favourites" ADD CONSTRAINT "catalog_favourites_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_favourites" ADD CONSTRAINT "catalog_favourites_game_id_catalog_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."catalog_games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_games" ADD CONSTRAINT "catalog_games_vendor_code_catalog_vendors_code_fk" FOREIGN KEY ("vendor_code") REFERENCES "public"."catalog_vendors"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_recent_plays" ADD CONSTRAINT "catalog_recent_plays_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_recent_plays" ADD CONSTRAINT "catalog_recent_plays_game_id_catalog_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."catalog_games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_vendor_sorting" ADD CONSTRAINT "catalog_vendor_sorting_vendor_code_catalog_vendors_code_fk" FOREIGN KEY ("vendor_code") REFERENCES "public"."catalog_vendors"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalog_favourites_member_idx" ON "catalog_favourites" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "catalog_games_type_idx" ON "catalog_games" USING btree ("game_type","vendor_code","sort_order");--> statement-breakpoint
CREATE INDEX "catalog_recent_member_idx" ON "catalog_recent_plays" USING btree ("member_id","last_played_at");--> statement-breakpoint
CREATE INDEX "catalog_recent_played_idx" ON "catalog_recent_plays" USING btree ("merchant_code","last_played_at");