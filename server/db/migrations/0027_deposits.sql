CREATE TABLE "deposits" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"member_id" bigint NOT NULL,
	"channel_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint NOT NULL,
	"credited" bigint NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"request_id" text NOT NULL,
	"redirect_url" text,
	"instructions" jsonb,
	"external_id" text,
	"trx_id" text,
	"sender_number" text,
	"proof_keys" text[] DEFAULT '{}' NOT NULL,
	"reason_code" text,
	"reason" text,
	"guard_code" text,
	"decided_by_id" bigint,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "deposits_request" UNIQUE("member_id","request_id"),
	CONSTRAINT "deposits_external" UNIQUE("channel_id","external_id"),
	CONSTRAINT "deposits_trx" UNIQUE("channel_id","trx_id"),
	CONSTRAINT "deposits_status" CHECK ("deposits"."status" in ('created', 'pending', 'approved', 'rejected', 'expired')),
	CONSTRAINT "deposits_amounts" CHECK ("deposits"."amount" > 0 and "deposits"."fee" >= 0 and "deposits"."credited" > 0 and "deposits"."credited" = "deposits"."amount" - "deposits"."fee")
);
--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_channel_id_payment_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."payment_channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deposits_member_idx" ON "deposits" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "deposits_review_idx" ON "deposits" USING btree ("merchant_code","status","created_at");--> statement-breakpoint
CREATE INDEX "deposits_expiry_idx" ON "deposits" USING btree ("expires_at") WHERE "deposits"."status" = 'created';