CREATE TABLE "review_claims" (
	"kind" text NOT NULL,
	"item_id" text NOT NULL,
	"operator_id" bigint NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "review_claims_pk" PRIMARY KEY("kind","item_id")
);
