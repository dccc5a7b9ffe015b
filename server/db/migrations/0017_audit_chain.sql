ALTER TABLE "audit_log" ADD COLUMN "chain_seq" bigint;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "prev_hash" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "hash" text;--> statement-breakpoint
CREATE INDEX "audit_log_unsealed_idx" ON "audit_log" USING btree ("id") WHERE "audit_log"."chain_seq" is null;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_chain_seq_unique" UNIQUE("chain_seq");--> statement-breakpoint
-- Append-only: no delete, and no update but the sealer's one-time linking of an unsealed row.
CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'audit_log is append-only: rows cannot be deleted';
  END IF;
  IF OLD.chain_seq IS NOT NULL
    OR NEW.id IS DISTINCT FROM OLD.id OR NEW.at IS DISTINCT FROM OLD.at OR NEW.actor IS DISTINCT FROM OLD.actor
    OR NEW.action IS DISTINCT FROM OLD.action OR NEW.subject IS DISTINCT FROM OLD.subject
    OR NEW.detail IS DISTINCT FROM OLD.detail OR NEW.ip IS DISTINCT FROM OLD.ip THEN
    RAISE EXCEPTION 'audit_log is append-only: only the sealer may link an unsealed row into the chain';
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
