CREATE TABLE "announcement_uploads" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "announcement_uploads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"sha256" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text NOT NULL,
	CONSTRAINT "announcement_uploads_content_type" CHECK ("announcement_uploads"."content_type" in ('image/png', 'image/jpeg', 'image/webp'))
);
--> statement-breakpoint
CREATE INDEX "announcement_uploads_merchant_idx" ON "announcement_uploads" USING btree ("merchant_code");