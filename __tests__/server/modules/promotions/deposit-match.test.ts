/**
 * The deposit-match consumer: a joined member's qualifying deposit earns floor(amount × rate) up to
 * the cap, once (a re-run of the same postings pays nothing more); the first deposit only for a
 * first-deposit promotion; nothing below the minimum, on an unlisted channel, or before joining;
 * one promotion per deposit, the first by sortOrder; a budget refusal is audited, never fails the
 * batch, and the next promotion is tried.
 */
import { and, eq } from 'drizzle-orm';
import { auditTrail } from '../../../../server/modules/audit/service';
import { depositMatchConsumer } from '../../../../server/modules/promotions/deposit-match';
import { joinPromotion } from '../../../../server/modules/promotions/join';
import { memberBonuses, promotions, type PromotionRow } from '../../../../server/modules/promotions/tables';
import { FEED_START, readPostings } from '../../../../server/modules/wallet';
import { databases, suiteApp } from '../../helpers/build';
import { drain } from '../feed/fixtures';
import { depositOf, player, type Player } from '../protection/fixtures';
import { draftOf, reread, storedPromotion } from './engine-fixtures';

describe.each(databases())('deposit match on $name', (db) => {
  const t = suiteApp(db);
  const now = () => Date.now();
  // Until the consumer has read every posting: on a PostgreSQL other suites share, the feed's horizon may lag (feed/fixtures drain).
  const run = () => drain(t.app.db, depositMatchConsumer);
  const joinAs = (who: Player, row: PromotionRow) => joinPromotion(t.app.db, row, { id: who.id, type: 1, createdAt: new Date(), language: 'EN' }, { actor: 'test' }, now());
  const bonusesOf = (who: Player) => t.app.db.select().from(memberBonuses).where(eq(memberBonuses.memberId, who.id));

  test('a joined first deposit earns 100 % up to the cap, once; a reload earns nothing from a first-deposit promotion; a re-run pays nothing more', async () => {
    const who = await player(t.app, 0n);
    const row = await storedPromotion(t.app.db, draftOf('depositMatch', now()));
    await joinAs(who, row);
    expect(await depositOf(t.app, who, 30_000)).toBeNull();
    expect(await depositOf(t.app, who, 80_000)).toBeNull();
    await run();
    const bonuses = await bonusesOf(who);
    expect(bonuses.map((b) => ({ amount: b.amount, source: b.source, required: b.required }))).toEqual([{ amount: 30_000n, source: 'deposit', required: 150_000n }]);
    // The same postings applied again (a batch retried before its cursor moved) grant nothing more.
    const postings = await readPostings(t.app.db, FEED_START, 100_000);
    await t.app.db.transaction((tx) => depositMatchConsumer.apply(tx, postings));
    await run();
    expect(await bonusesOf(who)).toHaveLength(1);
    expect((await reread(t.app, row.id)).spent).toBe(30_000n);
  });

  test('the cap: a first deposit of 600.00 earns 500.00', async () => {
    const who = await player(t.app, 0n);
    await joinAs(who, await storedPromotion(t.app.db, draftOf('depositMatch', now())));
    await depositOf(t.app, who, 60_000);
    await run();
    expect((await bonusesOf(who)).map((b) => b.amount)).toEqual([50_000n]);
  });

  test('nothing for a deposit made before joining, below the minimum, or on an unlisted channel', async () => {
    const early = await player(t.app, 0n);
    await depositOf(t.app, early, 20_000);
    await run();
    await joinAs(early, await storedPromotion(t.app.db, draftOf('depositMatch', now(), { depositKind: 'any' })));
    await run();
    expect(await bonusesOf(early)).toHaveLength(0);
    const small = await player(t.app, 0n);
    await joinAs(small, await storedPromotion(t.app.db, draftOf('depositMatch', now())));
    await depositOf(t.app, small, 9_999);
    const channel = await player(t.app, 0n);
    await joinAs(channel, await storedPromotion(t.app.db, draftOf('depositMatch', now(), { channels: ['BKASH'] })));
    await depositOf(t.app, channel, 20_000);
    await run();
    expect(await bonusesOf(small)).toHaveLength(0);
    expect(await bonusesOf(channel)).toHaveLength(0);
    // The deposit's channel code is what the filter reads.
    const listed = await player(t.app, 0n);
    await joinAs(listed, await storedPromotion(t.app.db, draftOf('depositMatch', now(), { channels: ['TEST'], rateBp: 1_000 })));
    await depositOf(t.app, listed, 12_345);
    await run();
    expect((await bonusesOf(listed)).map((b) => b.amount)).toEqual([1_234n]);
  });

  test('a reload promotion pays on the second deposit, not the first', async () => {
    const who = await player(t.app, 0n);
    await joinAs(who, await storedPromotion(t.app.db, draftOf('depositMatch', now(), { depositKind: 'reload', rateBp: 2_500 })));
    await depositOf(t.app, who, 40_000);
    await depositOf(t.app, who, 40_000);
    await run();
    expect((await bonusesOf(who)).map((b) => b.amount)).toEqual([10_000n]);
  });

  test('one promotion per deposit: the first by sortOrder; when its budget refuses, the refusal is audited and the next one pays', async () => {
    const who = await player(t.app, 0n);
    const second = await storedPromotion(t.app.db, draftOf('depositMatch', now(), { depositKind: 'any', rateBp: 1_000, sortOrder: 2 }));
    const first = await storedPromotion(t.app.db, draftOf('depositMatch', now(), { depositKind: 'any', rateBp: 5_000, sortOrder: 1, budget: 15_000 }));
    await joinAs(who, second);
    await joinAs(who, first);
    await depositOf(t.app, who, 20_000);
    await run();
    expect((await bonusesOf(who)).map((b) => [b.promotionId, b.amount])).toEqual([[first.id, 10_000n]]);
    await depositOf(t.app, who, 20_000);
    await run();
    const rows = await t.app.db.select().from(memberBonuses).where(and(eq(memberBonuses.memberId, who.id), eq(memberBonuses.promotionId, second.id)));
    expect(rows.map((b) => b.amount)).toEqual([2_000n]);
    expect((await reread(t.app, first.id)).spent).toBe(10_000n);
    const refused = (await auditTrail(t.app.db, `member:${who.id}`)).filter((r) => r.action === 'promotion.deposit.refused');
    expect(refused).toHaveLength(1);
    expect(refused[0]!.detail).toMatchObject({ promotionId: first.id, code: 'promotion.budget.exhausted' });
  });

  test('a paused promotion pays nothing', async () => {
    const who = await player(t.app, 0n);
    const row = await storedPromotion(t.app.db, draftOf('depositMatch', now()));
    await joinAs(who, row);
    await t.app.db.update(promotions).set({ state: 'paused' }).where(eq(promotions.id, row.id));
    await depositOf(t.app, who, 20_000);
    await run();
    expect(await bonusesOf(who)).toHaveLength(0);
  });
});
