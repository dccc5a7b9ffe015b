CREATE TABLE "cache_versions" (
	"scope" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Triggers by hand (drizzle cannot declare them): every statement that changes a cached table,
-- whoever runs it, bumps its scope's version and notifies the listening servers, in its own
-- transaction, so a server never misses a change that committed (server/db/invalidation.ts).
CREATE FUNCTION "cache_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	bumped bigint;
BEGIN
	INSERT INTO "cache_versions" ("scope", "version") VALUES (TG_ARGV[0], 1)
		ON CONFLICT ("scope") DO UPDATE SET "version" = "cache_versions"."version" + 1
		RETURNING "version" INTO bumped;
	PERFORM pg_notify('mlobby_cache', TG_ARGV[0] || ':' || bumped);
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "merchants_cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "merchants"
	FOR EACH STATEMENT EXECUTE FUNCTION "cache_version_bump"('merchant');
--> statement-breakpoint
CREATE TRIGGER "catalog_vendors_cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "catalog_vendors"
	FOR EACH STATEMENT EXECUTE FUNCTION "cache_version_bump"('catalog');
--> statement-breakpoint
CREATE TRIGGER "catalog_category_sorting_cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "catalog_category_sorting"
	FOR EACH STATEMENT EXECUTE FUNCTION "cache_version_bump"('catalog');
--> statement-breakpoint
CREATE TRIGGER "catalog_vendor_sorting_cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "catalog_vendor_sorting"
	FOR EACH STATEMENT EXECUTE FUNCTION "cache_version_bump"('catalog');
--> statement-breakpoint
CREATE TRIGGER "catalog_games_cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "catalog_games"
	FOR EACH STATEMENT EXECUTE FUNCTION "cache_version_bump"('catalog');
