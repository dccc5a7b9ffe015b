CREATE TABLE "wallet_guarded_members" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL
);
