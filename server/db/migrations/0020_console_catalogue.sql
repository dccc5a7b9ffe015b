CREATE TABLE "lottery_game_settings" (
	"game_code" text PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vendor_credentials" ADD COLUMN "rotated_at" timestamp with time zone;
--> statement-breakpoint
-- Lottery game switches are cached in each process (server/modules/lottery/switches.ts): bump their scope as 0010 does for the catalogue.
CREATE TRIGGER "lottery_game_settings_cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "lottery_game_settings"
	FOR EACH STATEMENT EXECUTE FUNCTION "cache_version_bump"('lottery-games');
