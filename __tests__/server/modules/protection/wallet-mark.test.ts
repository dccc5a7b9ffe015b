/**
 * Protection marks a member for the wallet's guarded path (wallet_guarded_members) in the same
 * transaction as every change its guard acts on: each limit kind, the session limit, the reality
 * check, a pending change, an operator's limit, a time-out or self-exclusion by member or
 * operator. A member without any stays unmarked (bets keep the one round trip); a mark is never removed.
 */
import { eq } from 'drizzle-orm';
import { COOLING_OFF_MS } from '@common/rules/protection';
import { findMember } from '../../../../server/modules/member';
import { imposeBlock } from '../../../../server/modules/protection/block-actions';
import { confirmPending, memberChange, operatorChange, type SettingKey } from '../../../../server/modules/protection/settings';
import { walletGuardedMembers } from '../../../../server/modules/wallet/tables';
import { databases, suiteApp } from '../../helpers/build';
import { MERCHANT, player, realClock } from './fixtures';

describe.each(databases())('protection marks members for the wallet guard on $name', (db) => {
  const clock = realClock();
  const t = suiteApp(db, {}, { now: clock.now });
  const subject = (id: number) => ({ id, merchantCode: MERCHANT });
  const operator = { kind: 'operator' as const, username: 'ops', audit: { actor: 'operator:ops' }, reason: 'affordability' };
  const marks = async (memberId: number) => (await t.app.db.select().from(walletGuardedMembers).where(eq(walletGuardedMembers.memberId, memberId))).map((row) => row.merchantCode);

  test('a member with no protection state is not marked', async () => {
    const who = await player(t.app);
    expect(await marks(who.id)).toEqual([]);
  });

  const settings: [string, SettingKey, number][] = [
    ['deposit limit', { target: 'deposit', period: 'day' }, 10_000],
    ['loss limit', { target: 'loss', period: 'week' }, 10_000],
    ['wager limit', { target: 'wager', period: 'month' }, 10_000],
    ['session limit', { target: 'sessionLimit', period: '' }, 60],
    ['reality check', { target: 'realityCheck', period: '' }, 30],
  ];

  test.each(settings)("the member's own %s marks the member", async (_, key, value) => {
    const who = await player(t.app);
    await memberChange(t.app.db, subject(who.id), key, value, clock.now());
    expect(await marks(who.id)).toEqual([MERCHANT]);
  });

  test("an operator's limit marks the member", async () => {
    const who = await player(t.app);
    await operatorChange(t.app.db, subject(who.id), { target: 'loss', period: 'day' }, 5_000, operator, clock.now());
    expect(await marks(who.id)).toEqual([MERCHANT]);
  });

  test.each([
    ['time-out by the member', { kind: 'timeOut', duration: '24h' } as const, { kind: 'member' } as const],
    ['self-exclusion by the member', { kind: 'selfExclusion', duration: '6m' } as const, { kind: 'member' } as const],
    ['time-out by an operator', { kind: 'timeOut', duration: '24h' } as const, operator],
  ])('a %s marks the member', async (_, request, by) => {
    const who = await player(t.app);
    await imposeBlock(t.app, (await findMember(t.app.db, who.id))!, request, by);
    expect(await marks(who.id)).toEqual([MERCHANT]);
  });

  test('marking twice keeps one row, and removing the only limit keeps the mark', async () => {
    const who = await player(t.app);
    const key: SettingKey = { target: 'wager', period: 'day' };
    await memberChange(t.app.db, subject(who.id), key, 10_000, clock.now());
    // A removal is a pending change first, then applies on confirmation after the cooling-off.
    await memberChange(t.app.db, subject(who.id), key, null, clock.now());
    clock.advance(COOLING_OFF_MS + 1);
    await confirmPending(t.app.db, subject(who.id), key, clock.now());
    expect(await marks(who.id)).toEqual([MERCHANT]);
  });
});
