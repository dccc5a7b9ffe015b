import { eq } from 'drizzle-orm';
import { ErrorCode, type Envelope } from '@common/contract/envelope';
import { PaymentPath, type DepositValue } from '@common/contract/payments';
import { auditTrail } from '../../../../server/modules/audit/service';
import { depositReviewSource } from '../../../../server/modules/payments';
import type { Reviewer } from '../../../../server/modules/review/source';
import { ledgerTransactions } from '../../../../server/modules/wallet/tables';
import { call } from '../../helpers/accounts';
import { databases, suiteApp } from '../../helpers/build';
import { operatorWith } from '../../helpers/operators';
import { callbackBody, depositor, expectLedgerConsistent, readDeposit, realBalance, seededChannel, sendCallback, started, type Depositor } from './fixtures';

describe.each(databases())('the deposit review source on $name', (db) => {
  const t = suiteApp(db);
  let trx = 0;
  let reviewer: Reviewer;
  beforeAll(async () => {
    const op = await operatorWith(t.app, ['finance']);
    reviewer = { id: op.id, username: op.username, merchantCode: 'MLOBBY', ip: '127.0.0.1' };
  });
  /** A mobile-wallet deposit its player confirmed: pending review. */
  const confirmed = async (amount = 100_000): Promise<{ who: Depositor; deposit: DepositValue }> => {
    const who = await depositor(t.app);
    const deposit = await started(t.app, who, (await seededChannel(t.app, 'bkash')).id, amount);
    const payload = { senderNumber: '01811000000', trxId: `RV${process.pid % 1000}X${++trx}ZZ` };
    const res = (await call(t.app, 'POST', PaymentPath.depositConfirm(deposit.id), { token: who.token, payload })).json<Envelope<DepositValue>>();
    return { who, deposit: res.value! };
  };
  /** A decision as the review module makes it: the item locked, then decided, in one transaction. */
  const decide = (id: string, verdict: 'approve' | 'reject', reason = 'checked the statement') =>
    t.app.db.transaction(async (tx) => {
      const item = await depositReviewSource.lock(tx, id);
      if (!item?.open) throw new Error('not open');
      await depositReviewSource.decide(t.app, tx, id, reviewer, verdict, reason);
    });

  it('lists pending deposits oldest first with the channel, TrxID and sender number, and needs deposits.review', async () => {
    const a = await confirmed();
    const b = await confirmed();
    const { items, total } = await depositReviewSource.list(t.app, { merchantCode: 'MLOBBY', open: true, page: 1, pageSize: 100 });
    expect(depositReviewSource.permission).toBe('deposits.review');
    expect(total).toBe(items.length);
    const ids = items.map((i) => i.id);
    expect(ids.indexOf(a.deposit.id)).toBeLessThan(ids.indexOf(b.deposit.id));
    const item = (await depositReviewSource.get(t.app, a.deposit.id))!;
    expect(item).toMatchObject({ kind: 'deposit', status: 'pending', open: true, amount: 100_000, player: { id: a.who.memberId, username: a.who.username }, approvalsNeeded: 1 });
    expect(item.fields).toEqual(
      expect.arrayContaining([
        { labelKey: 'review.field.channel', value: 'bKash (bkash)', type: 'text' },
        { labelKey: 'review.field.trxId', value: a.deposit.trxId, type: 'text' },
        { labelKey: 'review.field.senderNumber', value: '01811000000', type: 'text' },
        { labelKey: 'review.field.credited', value: '100000', type: 'money' },
      ]),
    );
    expect((await depositReviewSource.list(t.app, { merchantCode: 'OTHER', open: true, page: 1, pageSize: 100 })).total).toBe(0);
    expect(await depositReviewSource.get(t.app, 'not-a-deposit')).toBeNull();
  });

  it('credits an approved deposit once and records the decision', async () => {
    const { who, deposit } = await confirmed();
    await decide(deposit.id, 'approve');
    expect(await realBalance(t.app, who.memberId)).toBe(100_000n);
    const item = (await depositReviewSource.get(t.app, deposit.id))!;
    expect(item).toMatchObject({ status: 'approved', open: false, decisions: [{ operator: reviewer.username, verdict: 'approve', reason: 'checked the statement' }] });
    expect(await readDeposit(t.app, who, deposit.id)).toMatchObject({ status: 'approved', reason: null });
    expect((await auditTrail(t.app.db, `deposit:${deposit.id}`))[0]).toMatchObject({ action: 'deposit.approve', actor: `operator:${reviewer.id}` });
    const closed = await depositReviewSource.list(t.app, { merchantCode: null, open: false, page: 1, pageSize: 5 });
    expect(closed.items[0]!.id).toBe(deposit.id);
    await expectLedgerConsistent(t.app);
  });

  it('credits once when two operators approve at the same moment, with or without the lock', async () => {
    const locked = await confirmed();
    const results = await Promise.allSettled([decide(locked.deposit.id, 'approve'), decide(locked.deposit.id, 'approve')]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const bare = await confirmed();
    const unlocked = await Promise.allSettled(
      [1, 2].map(() => t.app.db.transaction((tx) => depositReviewSource.decide(t.app, tx, bare.deposit.id, reviewer, 'approve', 'ok'))),
    );
    expect(unlocked.filter((r) => r.status === 'rejected').map((r) => ((r as PromiseRejectedResult).reason as { code: string }).code)).toEqual([ErrorCode.reviewNotOpen]);
    for (const { who, deposit } of [locked, bare]) {
      expect(await realBalance(t.app, who.memberId)).toBe(100_000n);
      expect(await t.app.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.idempotencyKey, `deposit:${deposit.id}`))).toHaveLength(1);
    }
  });

  it('rejects with the reason the player reads, crediting nothing; a decided deposit takes no other decision', async () => {
    const { who, deposit } = await confirmed();
    await decide(deposit.id, 'reject', 'No such payment on our bKash statement');
    expect(await readDeposit(t.app, who, deposit.id)).toMatchObject({ status: 'rejected', reason: 'No such payment on our bKash statement' });
    expect(await realBalance(t.app, who.memberId)).toBe(0n);
    await expect(t.app.db.transaction((tx) => depositReviewSource.decide(t.app, tx, deposit.id, reviewer, 'approve', 'oops'))).rejects.toMatchObject({ code: ErrorCode.reviewNotOpen });
    expect(await realBalance(t.app, who.memberId)).toBe(0n);
  });

  it('does not list unconfirmed or gateway deposits, and a paid gateway deposit never enters the queue', async () => {
    const who = await depositor(t.app);
    const unconfirmed = await started(t.app, who, (await seededChannel(t.app, 'bkash')).id, 50_000);
    const gateway = await seededChannel(t.app, 'gateway');
    const paid = await started(t.app, who, gateway.id, 50_000);
    await sendCallback(t.app, gateway, callbackBody(paid, 'paid'));
    const open = (await depositReviewSource.list(t.app, { merchantCode: 'MLOBBY', open: true, page: 1, pageSize: 1000 })).items.map((i) => i.id);
    expect(open).not.toContain(unconfirmed.id);
    expect(open).not.toContain(paid.id);
  });
});

describe.each(databases())('a deposit guard refusing a reviewed credit on $name', (db) => {
  const t = suiteApp(db, {}, {}, async (app) => {
    app.walletGuards.register({ id: 'test.no-deposits', name: 'No deposits', intents: ['deposit'], check: async () => ({ code: ErrorCode.walletLimitReached }) });
  });

  it("answers the approval with the guard's code and leaves the deposit pending with it, uncredited", async () => {
    const who = await depositor(t.app);
    const deposit = await started(t.app, who, (await seededChannel(t.app, 'bkash')).id, 50_000);
    await call(t.app, 'POST', PaymentPath.depositConfirm(deposit.id), { token: who.token, payload: { senderNumber: '01811000000', trxId: 'GUARDED123' } });
    const op = await operatorWith(t.app, ['finance']);
    const reviewer = { id: op.id, username: op.username, merchantCode: 'MLOBBY', ip: '127.0.0.1' };
    const result = await t.app.db.transaction((tx) => depositReviewSource.decide(t.app, tx, deposit.id, reviewer, 'approve', 'ok'));
    expect(result).toMatchObject({ refusal: { code: ErrorCode.walletLimitReached } });
    expect((await readDeposit(t.app, who, deposit.id)).status).toBe('pending');
    expect((await depositReviewSource.get(t.app, deposit.id))!.fields).toContainEqual({ labelKey: 'review.field.guard', value: ErrorCode.walletLimitReached, type: 'text' });
    expect((await auditTrail(t.app.db, `deposit:${deposit.id}`))[0]).toMatchObject({ action: 'deposit.guard.refused', detail: { by: 'review' } });
    expect(await realBalance(t.app, who.memberId)).toBe(0n);
  });
});
