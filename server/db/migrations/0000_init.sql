CREATE TABLE "merchants" (
	"code" text PRIMARY KEY NOT NULL,
	"trial_code" text,
	"name" text NOT NULL,
	"config" jsonb NOT NULL,
	"maintenance" boolean DEFAULT false NOT NULL,
	"blocked_countries" text[] DEFAULT '{}' NOT NULL,
	"blocked_cidrs" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchants_trial_code_unique" UNIQUE("trial_code")
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"subject" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ip" text
);
--> statement-breakpoint
CREATE INDEX "audit_log_subject_at_idx" ON "audit_log" USING btree ("subject","at");