-- Custom migration (hand-written, keep as is): the one-trip seamless wallet keeps its one round
-- trip when wallet guards check stakes, for members no guard must see (docs/seamless-wallet.md
-- "One round trip"). A debit of a member in wallet_guarded_members answers {"guarded": true} and
-- writes nothing; server/modules/seamless/routes.ts then serves it on the guarded intent path.
-- Credits, rollbacks and balances are unchanged. The body is 0014_wallet_one_trip_lean's plus
-- that check. Runs after the migration creating wallet_guarded_members (0029).
--
-- Members whose protection state was stored before the mark existed are marked here, so none
-- of them keeps the unguarded path.
INSERT INTO wallet_guarded_members (member_id, merchant_code)
  SELECT member_id, merchant_code FROM protection_settings
  UNION SELECT member_id, merchant_code FROM protection_blocks
  ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION wallet_seamless(
  p_op text, p_vendor_id bigint, p_vendor_code text, p_secret text, p_request_id text, p_session_id text, p_transaction_id text,
  p_ref_transaction_id text, p_round_id text, p_game_id integer, p_amount bigint, p_now timestamptz, p_currency text, p_max bigint,
  p_messages jsonb
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  s record;
  t record;
  v_member bigint;
  v_vendor bigint;
  v_balance bigint;
  v_ledger bigint;
  v_key text;
  v_kind text;
  v_delta bigint;
  v_merchant text;
  v_account_kind text;
  v_reference jsonb;
  v_value jsonb;
  v_response jsonb;
BEGIN
  PERFORM 1 FROM vendor_credentials WHERE id = p_vendor_id AND vendor_code = p_vendor_code AND secret = p_secret;
  IF NOT FOUND THEN RETURN '{"stale": true}'::jsonb; END IF;
  BEGIN
    -- A bet reads its session under a share lock: a concurrent logout waits for it, or it sees the ended session.
    IF p_op = 'debit' THEN
      SELECT g.id, g.vendor_code, g.merchant_code, g.member_id, g.account_kind, g.game_type, g.game_id, g.ended_at, g.expires_at INTO s
        FROM game_sessions g WHERE g.id = p_session_id FOR SHARE;
    ELSE
      SELECT g.id, g.vendor_code, g.merchant_code, g.member_id, g.account_kind, g.game_type, g.game_id, g.ended_at, g.expires_at INTO s
        FROM game_sessions g WHERE g.id = p_session_id;
    END IF;
    IF NOT FOUND OR s.vendor_code <> p_vendor_code THEN PERFORM wallet_refuse('seamless.session.invalid'); END IF;
    IF p_op = 'debit' AND (s.ended_at IS NOT NULL OR s.expires_at <= p_now) THEN PERFORM wallet_refuse('seamless.session.ended'); END IF;
    -- A member some wallet guard must see (wallet_guarded_members): this bet is the guarded intent
    -- path's, and the caller serves it there; nothing is written here, not even the request row.
    -- A mark committed after this read orders the bet before the protection change that wrote it.
    IF p_op = 'debit' AND EXISTS (SELECT 1 FROM wallet_guarded_members m WHERE m.member_id = s.member_id) THEN
      RETURN '{"guarded": true}'::jsonb;
    END IF;
    v_member := wallet_account(s.merchant_code, 'member', s.member_id, p_currency, s.account_kind, 0::smallint);
    v_merchant := s.merchant_code;
    v_account_kind := s.account_kind;
    IF p_op = 'rollback' THEN
      -- A tombstone takes the cancelled debit's id: a debit arriving late then conflicts with it.
      INSERT INTO seamless_transactions (vendor_code, transaction_id, kind, session_id, merchant_code, member_id, account_kind, game_type, game_id, round_id, amount, created_at)
        VALUES (p_vendor_code, p_ref_transaction_id, 'tombstone', s.id, s.merchant_code, s.member_id, s.account_kind, s.game_type, s.game_id, p_round_id, 0, p_now)
        ON CONFLICT DO NOTHING;
      IF NOT FOUND THEN
        SELECT x.kind, x.merchant_code, x.member_id, x.account_kind, x.game_type, x.game_id, x.round_id, x.amount INTO STRICT t
          FROM seamless_transactions x WHERE x.vendor_code = p_vendor_code AND x.transaction_id = p_ref_transaction_id;
        IF t.kind <> 'tombstone' THEN
          IF t.kind <> 'debit' THEN PERFORM wallet_refuse('request.invalid'); END IF;
          -- The refund goes where the bet came from, keyed by the debit: once, whatever rollbacks name it.
          v_merchant := t.merchant_code;
          v_account_kind := t.account_kind;
          v_member := wallet_account(t.merchant_code, 'member', t.member_id, p_currency, t.account_kind, 0::smallint);
          v_key := 'seamless:' || p_vendor_code || ':rollback:' || p_ref_transaction_id;
          v_kind := 'rollback';
          v_delta := t.amount;
          v_reference := jsonb_build_object('memberId', t.member_id, 'vendorCode', p_vendor_code, 'gameType', t.game_type, 'gameId', t.game_id,
            'roundId', coalesce(t.round_id, p_round_id), 'transactionId', p_transaction_id, 'refTransactionId', p_ref_transaction_id, 'sessionId', s.id,
            'reverses', 'seamless:' || p_vendor_code || ':' || p_ref_transaction_id);
        END IF;
      END IF;
    ELSIF p_op <> 'balance' THEN
      -- debit or credit: the vendor transaction row first, so its unique constraint decides new, repeat or cancelled.
      IF p_amount > 0 THEN v_ledger := nextval('ledger_transactions_id_seq'::regclass); END IF;
      INSERT INTO seamless_transactions (vendor_code, transaction_id, kind, session_id, merchant_code, member_id, account_kind, game_type, game_id, round_id, amount, ledger_transaction_id, created_at)
        VALUES (p_vendor_code, p_transaction_id, p_op, s.id, s.merchant_code, s.member_id, s.account_kind, s.game_type, coalesce(p_game_id, s.game_id), p_round_id, p_amount, v_ledger, p_now)
        ON CONFLICT DO NOTHING;
      IF NOT FOUND THEN
        SELECT x.kind, x.amount, x.session_id, x.ledger_transaction_id INTO STRICT t
          FROM seamless_transactions x WHERE x.vendor_code = p_vendor_code AND x.transaction_id = p_transaction_id;
        IF t.kind = 'tombstone' AND p_op = 'debit' THEN PERFORM wallet_refuse('seamless.transaction.cancelled'); END IF;
        IF t.kind <> p_op OR t.amount <> p_amount OR t.session_id <> s.id THEN PERFORM wallet_refuse('ledger.idempotency.conflict'); END IF;
        v_ledger := t.ledger_transaction_id;
      ELSIF p_amount > 0 THEN
        v_key := 'seamless:' || p_vendor_code || ':' || p_transaction_id;
        v_kind := CASE WHEN p_op = 'debit' THEN 'bet' ELSE 'win' END;
        v_delta := CASE WHEN p_op = 'debit' THEN -p_amount ELSE p_amount END;
        v_reference := jsonb_build_object('memberId', s.member_id, 'vendorCode', p_vendor_code, 'gameType', s.game_type, 'gameId', coalesce(p_game_id, s.game_id),
          'roundId', p_round_id, 'transactionId', p_transaction_id, 'sessionId', s.id);
        IF p_op = 'credit' AND p_ref_transaction_id IS NOT NULL THEN
          v_reference := v_reference || jsonb_build_object('refTransactionId', p_ref_transaction_id);
        END IF;
      END IF;
    END IF;
    IF v_key IS NOT NULL THEN
      -- The posting, as the stake/payout/refund intents post it: one ledger transaction per key, the
      -- member kept within 0 and p_max by the UPDATE's condition. A refund's key taken already is a
      -- rollback repeated under another request: it answers that refund and moves nothing. A bet's
      -- or win's key taken although its vendor transaction row was new is refused.
      INSERT INTO ledger_transactions (id, merchant_code, idempotency_key, kind, reference) OVERRIDING SYSTEM VALUE
        VALUES (coalesce(v_ledger, nextval('ledger_transactions_id_seq'::regclass)), v_merchant, v_key, v_kind, v_reference)
        ON CONFLICT DO NOTHING RETURNING id INTO v_ledger;
      IF NOT FOUND THEN
        SELECT x.id INTO v_ledger FROM ledger_transactions x WHERE x.merchant_code = v_merchant AND x.idempotency_key = v_key AND x.kind = v_kind;
        IF NOT FOUND OR p_op <> 'rollback' THEN PERFORM wallet_refuse('ledger.idempotency.conflict'); END IF;
      ELSE
        v_vendor := wallet_vendor_leg(v_merchant, p_vendor_id, p_currency, v_account_kind, -v_delta);
        UPDATE ledger_accounts a SET balance = a.balance + v_delta
          WHERE a.id = v_member AND a.balance + v_delta BETWEEN 0 AND p_max
          RETURNING a.balance INTO v_balance;
        IF NOT FOUND THEN
          PERFORM wallet_refuse(CASE WHEN v_delta > 0 THEN 'wallet.balance.limit' ELSE 'wallet.insufficient.funds' END);
        END IF;
        INSERT INTO ledger_entries (transaction_id, account_id, amount) VALUES (v_ledger, v_member, v_delta), (v_ledger, v_vendor, -v_delta);
      END IF;
    END IF;
    IF v_balance IS NULL THEN SELECT a.balance INTO v_balance FROM ledger_accounts a WHERE a.id = v_member; END IF;
    v_value := jsonb_build_object('balance', v_balance, 'currency', p_currency);
    IF v_ledger IS NOT NULL THEN v_value := v_value || jsonb_build_object('ledgerTransactionId', v_ledger); END IF;
    v_response := jsonb_build_object('success', true, 'value', v_value);
    INSERT INTO seamless_requests (vendor_code, request_id, operation, response) VALUES (p_vendor_code, p_request_id, p_op, v_response)
      ON CONFLICT DO NOTHING;
    IF FOUND THEN RETURN v_response; END IF;
    -- A duplicate answered first: undo all of the above (SQLSTATE MW002), then return its answer.
    RAISE EXCEPTION USING ERRCODE = 'MW002';
  EXCEPTION
    WHEN SQLSTATE 'MW001' THEN
      v_response := jsonb_build_object('success', false, 'code', SQLERRM, 'message', coalesce(p_messages ->> SQLERRM, SQLERRM));
      INSERT INTO seamless_requests (vendor_code, request_id, operation, response) VALUES (p_vendor_code, p_request_id, p_op, v_response)
        ON CONFLICT DO NOTHING;
      IF FOUND THEN RETURN v_response; END IF;
    WHEN SQLSTATE 'MW002' THEN NULL;
  END;
  SELECT r.response INTO STRICT v_response FROM seamless_requests r WHERE r.vendor_code = p_vendor_code AND r.request_id = p_request_id;
  RETURN v_response;
END $$;
