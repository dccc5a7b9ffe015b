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
CREATE UNIQUE INDEX "agreement_acceptances_member_version" ON "agreement_acceptances" USING btree ("member_id","version");--> statement-breakpoint
CREATE INDEX "agreement_acceptances_count_idx" ON "agreement_acceptances" USING btree ("merchant_code","version");--> statement-breakpoint
CREATE UNIQUE INDEX "agreement_versions_number" ON "agreement_versions" USING btree ("merchant_code","version");--> statement-breakpoint
CREATE INDEX "agreement_versions_merchant_idx" ON "agreement_versions" USING btree ("merchant_code","id");