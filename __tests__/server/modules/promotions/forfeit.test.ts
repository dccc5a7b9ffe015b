/**
 * Forfeit: at expiry the unmet bonus goes back, min(bonus, real balance), never below zero and the
 * rest of the balance untouched; a bonus met by then completes instead, and an expiry waits while the
 * wagering consumer has not read the member's latest stakes; two workers forfeit once; a time-out or
 * self-exclusion forfeits at once. Every forfeit is audited.
 */
import { and, eq } from 'drizzle-orm';
import { activeBonusesNow, bonusWageringConsumer, forfeitExpired, settleBonuses } from '../../../../server/modules/promotions';
import { forfeitKey } from '../../../../server/modules/promotions/forfeit';
import { auditLog } from '../../../../server/modules/audit/tables';
import { findMember } from '../../../../server/modules/member';
import { imposeBlock } from '../../../../server/modules/protection/block-actions';
import { adjust, houseAccount } from '../../../../server/modules/wallet';
import { ledgerTransactions } from '../../../../server/modules/wallet/tables';
import { databases, suiteApp } from '../../helpers/build';
import { drain } from '../feed/fixtures';
import { balances, funded, player, setRules } from '../withdrawals/fixtures';
import { addPromotion, grantBonus, M, play, realSide, storedBonus } from './helpers';

describe.each(databases())('bonus forfeit on $name', (db) => {
  const t = suiteApp(db, {}, {}, (app) => setRules(app));
  const past = () => t.app.now() - 1;
  /** The expiry job once the consumer has read every stake (on a shared PostgreSQL its horizon may lag: the job would wait). */
  const expire = async () => {
    await drain(t.app.db, bonusWageringConsumer);
    return forfeitExpired(t.app.db, t.app.now());
  };
  const postings = async (bonusId: number) => (await t.app.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.idempotencyKey, forfeitKey(bonusId)))).length;
  const audits = async (bonusId: number) =>
    (await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'promotions.bonus.forfeited'))).filter((a) => (a.detail as { bonusId?: number }).bonusId === bonusId);

  test('at expiry an unmet bonus is forfeited in full when the balance holds it; the rest of the balance stays', async () => {
    const who = await player(t.app);
    await funded(t.app, who.id, 5_000n);
    const bonus = await grantBonus(t.app, who.id, await addPromotion(t.app), { amount: 10_000n, expiresAt: past() });
    await play(t.app, who.id, 1_000n);
    await expire();
    expect(await storedBonus(t.app, bonus.id)).toMatchObject({ status: 'forfeited', forfeitedAmount: 10_000n, forfeitReason: 'expired', done: 1_000n });
    expect((await balances(t.app, who.id)).real).toBe(4_000);
    expect(await postings(bonus.id)).toBe(1);
    expect(await audits(bonus.id)).toEqual([expect.objectContaining({ actor: 'system:bonus-expiry', merchantCode: M, subject: `member:${who.id}` })]);
  });

  test('takes no more than the balance: what was lost in play is not taken from anything else', async () => {
    const who = await player(t.app);
    const bonus = await grantBonus(t.app, who.id, await addPromotion(t.app), { amount: 10_000n, expiresAt: past() });
    await play(t.app, who.id, 7_000n);
    await expire();
    expect(await storedBonus(t.app, bonus.id)).toMatchObject({ status: 'forfeited', forfeitedAmount: 3_000n });
    expect((await balances(t.app, who.id)).real).toBe(0);
  });

  test('never below zero: with nothing held the bonus is forfeited with 0 and nothing is posted', async () => {
    const who = await player(t.app);
    const bonus = await grantBonus(t.app, who.id, await addPromotion(t.app), { amount: 10_000n, expiresAt: past() });
    // The money leaves without a stake (no clear-below): an operator takes it back.
    await adjust(t.app.db, { merchant: M, member: await realSide(t.app, who.id), houseAccountId: (await houseAccount(t.app.db, M, 'real')).id, amount: -10_000n, idempotencyKey: `take-${bonus.id}`, reference: { operatorReference: 'test', reason: 'test' } });
    await expire();
    expect(await storedBonus(t.app, bonus.id)).toMatchObject({ status: 'forfeited', forfeitedAmount: 0n });
    expect(await postings(bonus.id)).toBe(0);
    expect((await balances(t.app, who.id)).real).toBe(0);
    expect(await audits(bonus.id)).toHaveLength(1);
  });

  test('a bonus met by its expiry completes, and the stakes it took are not counted again for the next bonus; one not yet expired is left alone', async () => {
    const who = await player(t.app);
    const promotion = await addPromotion(t.app);
    const met = await grantBonus(t.app, who.id, promotion, { amount: 1_000n, multiplierPercent: 100, expiresAt: past() });
    const later = await grantBonus(t.app, who.id, promotion, { amount: 1_000n, expiresAt: t.app.now() + 60_000 });
    await play(t.app, who.id, 1_500n);
    await expire();
    expect(await storedBonus(t.app, met.id)).toMatchObject({ status: 'completed', done: 1_000n, forfeitedAmount: null });
    expect(await storedBonus(t.app, later.id)).toMatchObject({ status: 'active', done: 500n });
    expect((await activeBonusesNow(t.app.db, M, who.id)).find((b) => b.id === later.id)).toMatchObject({ status: 'active', done: 500n });
    expect((await balances(t.app, who.id)).real).toBe(500);
  });

  test('an expiry waits while the consumer has not read the member’s latest stakes: nothing changes until it has', async () => {
    const who = await player(t.app);
    const promotion = await addPromotion(t.app);
    const due = await grantBonus(t.app, who.id, promotion, { amount: 1_000n, expiresAt: past() });
    await grantBonus(t.app, who.id, promotion, { amount: 1_000n, expiresAt: t.app.now() + 60_000 });
    await play(t.app, who.id, 700n);
    // No consumer has run since the stake: the settling reads a tail past its cursor and waits.
    const outcomes = await t.app.db.transaction((tx) => settleBonuses(tx, { merchantCode: M, memberId: who.id, bonusIds: [due.id] }, 'expired', t.app.now(), { actor: 'test' }));
    expect(outcomes.get(due.id)).toEqual({ outcome: 'waiting' });
    expect(await storedBonus(t.app, due.id)).toMatchObject({ status: 'active', done: 0n });
    expect(await postings(due.id)).toBe(0);
    await expire();
    expect(await storedBonus(t.app, due.id)).toMatchObject({ status: 'forfeited', forfeitedAmount: 1_000n });
  });

  test('two workers at once forfeit a bonus once', async () => {
    const who = await player(t.app);
    await funded(t.app, who.id, 20_000n);
    const bonus = await grantBonus(t.app, who.id, await addPromotion(t.app), { amount: 10_000n, expiresAt: past() });
    await Promise.all([forfeitExpired(t.app.db, t.app.now()), forfeitExpired(t.app.db, t.app.now()), forfeitExpired(t.app.db, t.app.now())]);
    expect(await postings(bonus.id)).toBe(1);
    expect((await balances(t.app, who.id)).real).toBe(20_000);
    expect(await audits(bonus.id)).toHaveLength(1);
  });

  test.each([
    ['time-out', { kind: 'timeOut', duration: '24h' }, 'timeOut'],
    ['self-exclusion', { kind: 'selfExclusion', duration: '6m' }, 'selfExclusion'],
  ] as const)('a %s forfeits every active bonus at once, in the block’s transaction', async (_name, request, reason) => {
    const who = await player(t.app);
    await funded(t.app, who.id, 1_000n);
    const promotion = await addPromotion(t.app);
    const first = await grantBonus(t.app, who.id, promotion, { amount: 2_000n });
    const second = await grantBonus(t.app, who.id, promotion, { amount: 3_000n });
    await play(t.app, who.id, 500n);
    await imposeBlock(t.app, (await findMember(t.app.db, who.id))!, request, { kind: 'member', ip: '127.0.0.1' });
    expect(await storedBonus(t.app, first.id)).toMatchObject({ status: 'forfeited', forfeitReason: reason, forfeitedAmount: 2_000n, done: 500n });
    expect(await storedBonus(t.app, second.id)).toMatchObject({ status: 'forfeited', forfeitReason: reason, forfeitedAmount: 3_000n, done: 0n });
    expect((await balances(t.app, who.id)).real).toBe(1_000 + 5_000 - 500 - 5_000);
    const audited = await t.app.db.select().from(auditLog).where(and(eq(auditLog.action, 'promotions.bonus.forfeited'), eq(auditLog.subject, `member:${who.id}`)));
    expect(audited.map((a) => [a.actor, a.ip])).toEqual([[`member:${who.id}`, '127.0.0.1'], [`member:${who.id}`, '127.0.0.1']]);
  });
});
