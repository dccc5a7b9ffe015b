ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_owner_unique";--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_owner_unique" UNIQUE("merchant_code","owner_kind","owner_id","currency","kind","shard");--> statement-breakpoint
-- The one-round-trip seamless wallet (server/modules/wallet/one-trip.ts calls wallet_seamless).
-- A business refusal raises SQLSTATE MW001 with the error code as its message; wallet_seamless
-- catches it (a subtransaction: the savepoint) and stores it as the request's answer. Anything
-- else aborts the statement, request claim included, so the vendor's retry runs afresh.
CREATE FUNCTION wallet_refuse(p_code text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION USING ERRCODE = 'MW001', MESSAGE = p_code;
END $$;
--> statement-breakpoint
-- An account's id, created (balance 0) on first use; the unique constraint decides, as ensureAccount.
CREATE FUNCTION wallet_account(p_merchant text, p_owner_kind text, p_owner_id bigint, p_currency text, p_kind text, p_shard smallint)
RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  v_id bigint;
BEGIN
  SELECT id INTO v_id FROM ledger_accounts
    WHERE merchant_code = p_merchant AND owner_kind = p_owner_kind AND owner_id = p_owner_id AND currency = p_currency AND kind = p_kind AND shard = p_shard;
  IF v_id IS NOT NULL THEN RETURN v_id; END IF;
  INSERT INTO ledger_accounts (merchant_code, owner_kind, owner_id, currency, kind, shard)
    VALUES (p_merchant, p_owner_kind, p_owner_id, p_currency, p_kind, p_shard)
    ON CONFLICT DO NOTHING RETURNING id INTO v_id;
  IF v_id IS NOT NULL THEN RETURN v_id; END IF;
  -- A concurrent creator committed first: a new statement sees its row.
  SELECT id INTO STRICT v_id FROM ledger_accounts
    WHERE merchant_code = p_merchant AND owner_kind = p_owner_kind AND owner_id = p_owner_id AND currency = p_currency AND kind = p_kind AND shard = p_shard;
  RETURN v_id;
END $$;
--> statement-breakpoint
-- A game posting between a member and a vendor sub-account, as the stake/payout/refund intents
-- post it: one ledger transaction per key (a repeat of the key with the same kind answers the
-- first posting and moves nothing), balances moved in ascending account order, the member kept
-- within 0 and p_max by the UPDATE's condition.
CREATE FUNCTION wallet_game_posting(
  p_merchant text, p_key text, p_kind text, p_reference jsonb, p_member_account bigint, p_vendor_account bigint, p_member_delta bigint, p_max bigint,
  OUT ledger_id bigint, OUT balance bigint
) LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ledger_transactions (merchant_code, idempotency_key, kind, reference) VALUES (p_merchant, p_key, p_kind, p_reference)
    ON CONFLICT DO NOTHING RETURNING id INTO ledger_id;
  IF ledger_id IS NULL THEN
    SELECT t.id INTO ledger_id FROM ledger_transactions t WHERE t.merchant_code = p_merchant AND t.idempotency_key = p_key AND t.kind = p_kind;
    IF ledger_id IS NULL THEN PERFORM wallet_refuse('ledger.idempotency.conflict'); END IF;
    SELECT a.balance INTO balance FROM ledger_accounts a WHERE a.id = p_member_account;
    RETURN;
  END IF;
  IF p_vendor_account < p_member_account THEN
    UPDATE ledger_accounts a SET balance = a.balance - p_member_delta WHERE a.id = p_vendor_account;
  END IF;
  UPDATE ledger_accounts a SET balance = a.balance + p_member_delta
    WHERE a.id = p_member_account AND a.balance + p_member_delta BETWEEN 0 AND p_max
    RETURNING a.balance INTO balance;
  IF balance IS NULL THEN
    PERFORM wallet_refuse(CASE WHEN p_member_delta > 0 THEN 'wallet.balance.limit' ELSE 'wallet.insufficient.funds' END);
  END IF;
  IF p_vendor_account > p_member_account THEN
    UPDATE ledger_accounts a SET balance = a.balance - p_member_delta WHERE a.id = p_vendor_account;
  END IF;
  INSERT INTO ledger_entries (transaction_id, account_id, amount)
    VALUES (ledger_id, p_member_account, p_member_delta), (ledger_id, p_vendor_account, -p_member_delta);
END $$;
--> statement-breakpoint
-- The answer's value: the member's balance, and the posting when there is one.
CREATE FUNCTION wallet_seamless_value(p_balance bigint, p_currency text, p_ledger_id bigint) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT jsonb_build_object('balance', p_balance, 'currency', p_currency)
    || CASE WHEN p_ledger_id IS NULL THEN '{}'::jsonb ELSE jsonb_build_object('ledgerTransactionId', p_ledger_id) END;
$$;
--> statement-breakpoint
-- One seamless operation (balance, debit, credit, rollback) after the request was claimed: the
-- rules of server/modules/seamless/operations.ts (docs/seamless-wallet.md), in one call.
CREATE FUNCTION wallet_seamless_apply(
  p_op text, p_vendor_id bigint, p_vendor_code text, p_session_id text, p_transaction_id text, p_ref_transaction_id text,
  p_round_id text, p_game_id integer, p_amount bigint, p_now timestamptz, p_currency text, p_max bigint, p_shards integer
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  s game_sessions%ROWTYPE;
  t seamless_transactions%ROWTYPE;
  v_member bigint;
  v_vendor bigint;
  v_posted record;
  v_key text;
  v_reference jsonb;
BEGIN
  -- A bet reads its session under a share lock: a concurrent logout waits for it, or it sees the ended session.
  IF p_op = 'debit' THEN
    SELECT * INTO s FROM game_sessions WHERE id = p_session_id FOR SHARE;
  ELSE
    SELECT * INTO s FROM game_sessions WHERE id = p_session_id;
  END IF;
  IF s.id IS NULL OR s.vendor_code <> p_vendor_code THEN PERFORM wallet_refuse('seamless.session.invalid'); END IF;
  IF p_op = 'debit' AND (s.ended_at IS NOT NULL OR s.expires_at <= p_now) THEN PERFORM wallet_refuse('seamless.session.ended'); END IF;
  v_member := wallet_account(s.merchant_code, 'member', s.member_id, p_currency, s.account_kind, 0::smallint);
  IF p_op = 'balance' THEN
    RETURN wallet_seamless_value((SELECT balance FROM ledger_accounts WHERE id = v_member), p_currency, NULL);
  END IF;
  IF p_op = 'rollback' THEN
    -- A tombstone takes the cancelled debit's id: a debit arriving late then conflicts with it.
    INSERT INTO seamless_transactions (vendor_code, transaction_id, kind, session_id, merchant_code, member_id, account_kind, game_type, game_id, round_id, amount, created_at)
      VALUES (p_vendor_code, p_ref_transaction_id, 'tombstone', s.id, s.merchant_code, s.member_id, s.account_kind, s.game_type, s.game_id, p_round_id, 0, p_now)
      ON CONFLICT DO NOTHING RETURNING * INTO t;
    IF t.id IS NULL THEN
      SELECT * INTO STRICT t FROM seamless_transactions WHERE vendor_code = p_vendor_code AND transaction_id = p_ref_transaction_id;
    END IF;
    IF t.kind = 'tombstone' THEN
      RETURN wallet_seamless_value((SELECT balance FROM ledger_accounts WHERE id = v_member), p_currency, NULL);
    END IF;
    IF t.kind <> 'debit' THEN PERFORM wallet_refuse('request.invalid'); END IF;
    -- The refund goes where the bet came from, keyed by the debit: once, whatever rollbacks name it.
    v_member := wallet_account(t.merchant_code, 'member', t.member_id, p_currency, t.account_kind, 0::smallint);
    v_vendor := wallet_account(t.merchant_code, 'vendor', p_vendor_id, p_currency, t.account_kind, (t.member_id % p_shards)::smallint);
    v_reference := jsonb_build_object('memberId', t.member_id, 'vendorCode', p_vendor_code, 'gameType', t.game_type, 'gameId', t.game_id,
      'roundId', coalesce(t.round_id, p_round_id), 'transactionId', p_transaction_id, 'refTransactionId', p_ref_transaction_id, 'sessionId', s.id,
      'reverses', 'seamless:' || p_vendor_code || ':' || p_ref_transaction_id);
    v_key := 'seamless:' || p_vendor_code || ':rollback:' || p_ref_transaction_id;
    SELECT * INTO v_posted FROM wallet_game_posting(t.merchant_code, v_key, 'rollback', v_reference, v_member, v_vendor, t.amount, p_max);
    RETURN wallet_seamless_value(v_posted.balance, p_currency, v_posted.ledger_id);
  END IF;
  -- debit or credit: the vendor transaction row first, so its unique constraint decides new, repeat or cancelled.
  INSERT INTO seamless_transactions (vendor_code, transaction_id, kind, session_id, merchant_code, member_id, account_kind, game_type, game_id, round_id, amount, created_at)
    VALUES (p_vendor_code, p_transaction_id, p_op, s.id, s.merchant_code, s.member_id, s.account_kind, s.game_type, coalesce(p_game_id, s.game_id), p_round_id, p_amount, p_now)
    ON CONFLICT DO NOTHING RETURNING * INTO t;
  IF t.id IS NULL THEN
    SELECT * INTO STRICT t FROM seamless_transactions WHERE vendor_code = p_vendor_code AND transaction_id = p_transaction_id;
    IF t.kind = 'tombstone' AND p_op = 'debit' THEN PERFORM wallet_refuse('seamless.transaction.cancelled'); END IF;
    IF t.kind <> p_op OR t.amount <> p_amount OR t.session_id <> s.id THEN PERFORM wallet_refuse('ledger.idempotency.conflict'); END IF;
    RETURN wallet_seamless_value((SELECT balance FROM ledger_accounts WHERE id = v_member), p_currency, t.ledger_transaction_id);
  END IF;
  IF p_amount = 0 THEN
    RETURN wallet_seamless_value((SELECT balance FROM ledger_accounts WHERE id = v_member), p_currency, NULL);
  END IF;
  v_vendor := wallet_account(s.merchant_code, 'vendor', p_vendor_id, p_currency, s.account_kind, (s.member_id % p_shards)::smallint);
  v_reference := jsonb_build_object('memberId', s.member_id, 'vendorCode', p_vendor_code, 'gameType', s.game_type, 'gameId', coalesce(p_game_id, s.game_id),
    'roundId', p_round_id, 'transactionId', p_transaction_id, 'sessionId', s.id);
  IF p_op = 'credit' AND p_ref_transaction_id IS NOT NULL THEN
    v_reference := v_reference || jsonb_build_object('refTransactionId', p_ref_transaction_id);
  END IF;
  SELECT * INTO v_posted FROM wallet_game_posting(s.merchant_code, 'seamless:' || p_vendor_code || ':' || p_transaction_id, CASE WHEN p_op = 'debit' THEN 'bet' ELSE 'win' END,
    v_reference, v_member, v_vendor, CASE WHEN p_op = 'debit' THEN -p_amount ELSE p_amount END, p_max);
  UPDATE seamless_transactions SET ledger_transaction_id = v_posted.ledger_id WHERE id = t.id;
  RETURN wallet_seamless_value(v_posted.balance, p_currency, v_posted.ledger_id);
END $$;
--> statement-breakpoint
-- The whole seamless request in one round trip: the vendor's credential still current (a rotated
-- secret answers {"stale": true} and nothing else happens), the request claimed once per
-- (vendor, requestId) or its stored first response returned, the operation run in a subtransaction
-- (a refusal rolls back its writes and is stored as the answer, message from p_messages).
CREATE FUNCTION wallet_seamless(
  p_op text, p_vendor_id bigint, p_vendor_code text, p_secret text, p_request_id text, p_session_id text, p_transaction_id text,
  p_ref_transaction_id text, p_round_id text, p_game_id integer, p_amount bigint, p_now timestamptz, p_currency text, p_max bigint,
  p_shards integer, p_messages jsonb
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_claim bigint;
  v_response jsonb;
BEGIN
  PERFORM 1 FROM vendor_credentials WHERE id = p_vendor_id AND vendor_code = p_vendor_code AND secret = p_secret;
  IF NOT FOUND THEN RETURN jsonb_build_object('stale', true); END IF;
  INSERT INTO seamless_requests (vendor_code, request_id, operation) VALUES (p_vendor_code, p_request_id, p_op)
    ON CONFLICT DO NOTHING RETURNING id INTO v_claim;
  IF v_claim IS NULL THEN
    -- A concurrent duplicate waited on the unique index; this new statement sees its committed answer.
    SELECT response INTO v_response FROM seamless_requests WHERE vendor_code = p_vendor_code AND request_id = p_request_id;
    IF v_response IS NULL THEN RAISE EXCEPTION 'seamless request %/% claimed without a response', p_vendor_code, p_request_id; END IF;
    RETURN v_response;
  END IF;
  BEGIN
    v_response := jsonb_build_object('success', true, 'value', wallet_seamless_apply(p_op, p_vendor_id, p_vendor_code, p_session_id, p_transaction_id,
      p_ref_transaction_id, p_round_id, p_game_id, p_amount, p_now, p_currency, p_max, p_shards));
  EXCEPTION WHEN SQLSTATE 'MW001' THEN
    v_response := jsonb_build_object('success', false, 'code', SQLERRM, 'message', coalesce(p_messages ->> SQLERRM, SQLERRM));
  END;
  UPDATE seamless_requests SET response = v_response WHERE id = v_claim;
  RETURN v_response;
END $$;
