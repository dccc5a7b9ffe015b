CREATE TABLE "approval_requests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "approval_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"merchant_code" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"payload" jsonb NOT NULL,
	"reason" text NOT NULL,
	"proposed_by" bigint NOT NULL,
	"proposed_at" timestamp with time zone NOT NULL,
	"decided_by" bigint,
	"decided_at" timestamp with time zone,
	"decision_reason" text,
	"outcome" jsonb,
	"failure_code" text
);
--> statement-breakpoint
CREATE INDEX "approval_requests_queue_idx" ON "approval_requests" USING btree ("kind","merchant_code","status","id");