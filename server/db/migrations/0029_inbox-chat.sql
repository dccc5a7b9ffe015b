CREATE TABLE "inbox_deliveries" (
	"message_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "inbox_deliveries_message_id_member_id_pk" PRIMARY KEY("message_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "inbox_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inbox_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"audience" jsonb NOT NULL,
	"sent_by" bigint NOT NULL,
	"sent_by_name" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "inbox_messages_category" CHECK ("inbox_messages"."category" in ('service', 'promotion'))
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"member_id" bigint NOT NULL,
	"sender" text NOT NULL,
	"operator_id" bigint,
	"operator_name" text,
	"text" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"seen_at" timestamp with time zone,
	CONSTRAINT "chat_messages_sender" CHECK ("chat_messages"."sender" in ('member', 'operator')),
	CONSTRAINT "chat_messages_operator" CHECK (("chat_messages"."sender" = 'operator') = ("chat_messages"."operator_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "inbox_deliveries" ADD CONSTRAINT "inbox_deliveries_message_id_inbox_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."inbox_messages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inbox_deliveries_member_idx" ON "inbox_deliveries" USING btree ("member_id","message_id");--> statement-breakpoint
CREATE INDEX "inbox_deliveries_unread_idx" ON "inbox_deliveries" USING btree ("member_id") WHERE "inbox_deliveries"."read_at" is null;--> statement-breakpoint
CREATE INDEX "inbox_messages_merchant_idx" ON "inbox_messages" USING btree ("merchant_code","id");--> statement-breakpoint
CREATE INDEX "chat_messages_member_idx" ON "chat_messages" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "chat_messages_merchant_idx" ON "chat_messages" USING btree ("merchant_code","id");--> statement-breakpoint
CREATE INDEX "chat_messages_unseen_idx" ON "chat_messages" USING btree ("member_id","sender") WHERE "chat_messages"."seen_at" is null;