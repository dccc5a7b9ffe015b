-- The payoutBatch intent in one statement (server/modules/wallet/batch-intents.ts calls it):
-- vendor → member postings of kind p_kind, one per (merchant, idempotency key), a key already
-- posted applying nothing. The postings are written first, without account locks, and the
-- accounts are locked last (ascending ids, FOR NO KEY UPDATE) for one aggregated balance move
-- each, so concurrent batches queue only on that last step. Returns how many postings were new.
-- A member passing 0..p_max refuses the whole batch (SQLSTATE MW001, wallet_refuse); a member
-- without an account of the kind or a counterparty that is not the merchant's vendor account of
-- that kind is a programming error (P0001), and nothing is written either way.
CREATE FUNCTION wallet_payout_batch(p_payouts jsonb, p_kind text, p_currency text, p_max bigint) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  v_posted integer;
  v_ids bigint[];
  v_deltas bigint[];
  v_bad jsonb;
  v_moved integer;
BEGIN
  WITH input AS (
    SELECT i.*, m.id AS member, (v.merchant_code = i.merchant AND v.owner_kind = 'vendor' AND v.kind = i.kind) AS vendor_ok
    FROM jsonb_to_recordset(p_payouts) AS i(merchant text, key text, owner bigint, kind text, vendor bigint, amount bigint, reference jsonb)
    LEFT JOIN ledger_accounts m ON m.merchant_code = i.merchant AND m.owner_kind = 'member' AND m.owner_id = i.owner
      AND m.currency = p_currency AND m.kind = i.kind AND m.shard = 0
    LEFT JOIN ledger_accounts v ON v.id = i.vendor),
  posted AS (
    INSERT INTO ledger_transactions (merchant_code, idempotency_key, kind, reference)
    SELECT merchant, key, p_kind, reference FROM input WHERE member IS NOT NULL AND vendor_ok
    ON CONFLICT (merchant_code, idempotency_key) DO NOTHING
    RETURNING id, merchant_code, idempotency_key),
  legs AS (
    INSERT INTO ledger_entries (transaction_id, account_id, amount)
    SELECT p.id, leg.account, leg.amount FROM posted p
      JOIN input i ON i.merchant = p.merchant_code AND i.key = p.idempotency_key
      CROSS JOIN LATERAL (VALUES (i.vendor, -i.amount), (i.member, i.amount)) AS leg(account, amount)
    RETURNING account_id, amount),
  moves AS (
    SELECT account_id, sum(amount)::bigint AS delta FROM legs GROUP BY account_id)
  SELECT (SELECT count(*) FROM posted),
         (SELECT array_agg(account_id ORDER BY account_id) FROM moves),
         (SELECT array_agg(delta ORDER BY account_id) FROM moves),
         (SELECT to_jsonb(i) FROM input i WHERE i.member IS NULL OR i.vendor_ok IS NOT TRUE LIMIT 1)
    INTO v_posted, v_ids, v_deltas, v_bad;
  IF v_bad ->> 'member' IS NULL AND v_bad IS NOT NULL THEN
    RAISE EXCEPTION 'wallet: member % has no % account under %', v_bad ->> 'owner', v_bad ->> 'kind', v_bad ->> 'merchant';
  ELSIF v_bad IS NOT NULL THEN
    RAISE EXCEPTION 'ledger: account % is not %''s vendor % account', v_bad ->> 'vendor', v_bad ->> 'merchant', v_bad ->> 'kind';
  END IF;
  IF v_ids IS NULL THEN RETURN 0; END IF;
  -- Ascending ids, the order every posting locks in: no deadlock with a concurrent bet or batch.
  PERFORM 1 FROM ledger_accounts WHERE id = ANY (v_ids) ORDER BY id FOR NO KEY UPDATE;
  UPDATE ledger_accounts a SET balance = a.balance + d.delta
    FROM unnest(v_ids, v_deltas) AS d(id, delta)
    WHERE a.id = d.id AND (a.owner_kind <> 'member' OR a.balance + d.delta BETWEEN 0 AND p_max);
  GET DIAGNOSTICS v_moved = ROW_COUNT;
  IF v_moved <> cardinality(v_ids) THEN PERFORM wallet_refuse('wallet.balance.limit'); END IF;
  RETURN v_posted;
END $$;
