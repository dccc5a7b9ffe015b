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
CREATE UNIQUE INDEX "kyc_submissions_live_member" ON "kyc_submissions" USING btree ("member_id") WHERE "kyc_submissions"."status" in ('review', 'verified');--> statement-breakpoint
CREATE INDEX "kyc_submissions_member_idx" ON "kyc_submissions" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "kyc_submissions_queue_idx" ON "kyc_submissions" USING btree ("merchant_code","status","id");