CREATE TABLE "member_notes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "member_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"operator_id" bigint NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "merchant_code" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "block_reason" text;--> statement-breakpoint
ALTER TABLE "member_notes" ADD CONSTRAINT "member_notes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_notes_member_idx" ON "member_notes" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_merchant_idx" ON "audit_log" USING btree ("merchant_code","id");--> statement-breakpoint
CREATE INDEX "ledger_transactions_created_idx" ON "ledger_transactions" USING btree ("created_at");--> statement-breakpoint
-- The merchant tag is set once, at insert, like every other column but the sealer's.
CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'audit_log is append-only: rows cannot be deleted';
  END IF;
  IF OLD.chain_seq IS NOT NULL
    OR NEW.id IS DISTINCT FROM OLD.id OR NEW.at IS DISTINCT FROM OLD.at OR NEW.actor IS DISTINCT FROM OLD.actor
    OR NEW.action IS DISTINCT FROM OLD.action OR NEW.subject IS DISTINCT FROM OLD.subject
    OR NEW.detail IS DISTINCT FROM OLD.detail OR NEW.ip IS DISTINCT FROM OLD.ip
    OR NEW.merchant_code IS DISTINCT FROM OLD.merchant_code THEN
    RAISE EXCEPTION 'audit_log is append-only: only the sealer may link an unsealed row into the chain';
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
-- Operators' notes are append-only: what an operator wrote stays as written.
CREATE FUNCTION member_notes_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'member_notes is append-only';
END
$$;--> statement-breakpoint
CREATE TRIGGER member_notes_append_only BEFORE UPDATE OR DELETE ON member_notes FOR EACH ROW EXECUTE FUNCTION member_notes_append_only();
