/**
 * Changing limits (UKGC RTS 12, AGCO 2.24): a first limit or a decrease applies at once; an
 * increase or removal waits COOLING_OFF_MS and then the member's confirmation; a new decrease drops
 * a pending increase; a less frequent reality check applies by itself after the wait.
 */
import { ErrorCode } from '@common/contract/envelope';
import type { ProtectionValue } from '@common/contract/protection';
import { COOLING_OFF_MS } from '@common/rules/protection';
import { databases, suiteApp } from '../../helpers/build';
import { getAs, LONG_SESSIONS, player, postAs, ProtectionPath, realClock, type Player } from './fixtures';

const DEPOSIT_DAY = { target: 'limit', kind: 'deposit', period: 'day' } as const;

describe.each(databases())('cooling-off on $name', (db) => {
  const clock = realClock();
  const t = suiteApp(db, LONG_SESSIONS, { now: clock.now });

  const overview = async (who: Player) => (await getAs<ProtectionValue>(t.app, who, ProtectionPath.overview)).value!;
  const depositDay = async (who: Player) => (await overview(who)).limits.find((l) => l.kind === 'deposit' && l.period === 'day')!;
  const setDeposit = (who: Player, amount: number | null) => postAs<ProtectionValue>(t.app, who, ProtectionPath.limit, { kind: 'deposit', period: 'day', amount });

  test('a first limit and a decrease apply at once', async () => {
    const who = await player(t.app);
    await setDeposit(who, 5_000);
    expect(await depositDay(who)).toMatchObject({ amount: 5_000, pending: null });
    await setDeposit(who, 3_000);
    expect(await depositDay(who)).toMatchObject({ amount: 3_000, pending: null });
  });

  test('an increase waits: pending, not applied before 24 h, confirm before is cooling.off, after it applies', async () => {
    const who = await player(t.app);
    await setDeposit(who, 1_000);
    await setDeposit(who, 9_000);
    const pending = (await depositDay(who)).pending!;
    expect(await depositDay(who)).toMatchObject({ amount: 1_000, pending: { value: 9_000, confirmable: false } });
    expect(pending.effectiveAt).toBe(clock.now() + COOLING_OFF_MS);
    clock.advance(COOLING_OFF_MS - 1_000);
    expect(await postAs(t.app, who, ProtectionPath.confirm, DEPOSIT_DAY)).toMatchObject({ success: false, code: ErrorCode.protectionCoolingOff });
    expect((await depositDay(who)).amount).toBe(1_000);
    clock.advance(1_000);
    // Over: confirmable, but not applied until the member confirms.
    expect(await depositDay(who)).toMatchObject({ amount: 1_000, pending: { value: 9_000, confirmable: true } });
    expect((await postAs(t.app, who, ProtectionPath.confirm, DEPOSIT_DAY)).success).toBe(true);
    expect(await depositDay(who)).toMatchObject({ amount: 9_000, pending: null });
  });

  test('a removal waits the same way', async () => {
    const who = await player(t.app);
    await setDeposit(who, 1_000);
    await setDeposit(who, null);
    expect(await depositDay(who)).toMatchObject({ amount: 1_000, pending: { value: null } });
    expect((await postAs(t.app, who, ProtectionPath.confirm, DEPOSIT_DAY)).code).toBe(ErrorCode.protectionCoolingOff);
    clock.advance(COOLING_OFF_MS);
    expect((await postAs(t.app, who, ProtectionPath.confirm, DEPOSIT_DAY)).success).toBe(true);
    expect(await depositDay(who)).toMatchObject({ amount: null, pending: null });
  });

  test('a decrease while an increase is pending applies and drops the pending increase', async () => {
    const who = await player(t.app);
    await setDeposit(who, 1_000);
    await setDeposit(who, 9_000);
    await setDeposit(who, 500);
    expect(await depositDay(who)).toMatchObject({ amount: 500, pending: null });
  });

  test('confirm or cancel with nothing pending is protection.nothing.pending; cancel drops a pending change', async () => {
    const who = await player(t.app);
    expect((await postAs(t.app, who, ProtectionPath.confirm, DEPOSIT_DAY)).code).toBe(ErrorCode.protectionNothingPending);
    await setDeposit(who, 1_000);
    await setDeposit(who, 2_000);
    expect((await postAs(t.app, who, ProtectionPath.cancel, DEPOSIT_DAY)).success).toBe(true);
    expect(await depositDay(who)).toMatchObject({ amount: 1_000, pending: null });
    expect((await postAs(t.app, who, ProtectionPath.cancel, DEPOSIT_DAY)).code).toBe(ErrorCode.protectionNothingPending);
  });

  test('the session limit follows the same rule: shorter at once, longer after cooling-off and confirmation', async () => {
    const who = await player(t.app);
    const session = async () => (await overview(who)).sessionLimit;
    await postAs(t.app, who, ProtectionPath.sessionLimit, { minutes: 60 });
    await postAs(t.app, who, ProtectionPath.sessionLimit, { minutes: 30 });
    expect(await session()).toEqual({ minutes: 30, pending: null });
    await postAs(t.app, who, ProtectionPath.sessionLimit, { minutes: 120 });
    expect(await session()).toMatchObject({ minutes: 30, pending: { value: 120 } });
    clock.advance(COOLING_OFF_MS);
    expect((await session()).minutes).toBe(30);
    await postAs(t.app, who, ProtectionPath.confirm, { target: 'sessionLimit' });
    expect(await session()).toEqual({ minutes: 120, pending: null });
  });

  test('a reality check more frequent applies at once; less frequent or off applies by itself after 24 h', async () => {
    const who = await player(t.app);
    const check = async () => (await overview(who)).realityCheck;
    await postAs(t.app, who, ProtectionPath.realityCheck, { minutes: 60 });
    await postAs(t.app, who, ProtectionPath.realityCheck, { minutes: 30 });
    expect(await check()).toEqual({ minutes: 30, pending: null });
    await postAs(t.app, who, ProtectionPath.realityCheck, { minutes: 120 });
    expect(await check()).toMatchObject({ minutes: 30, pending: { value: 120 } });
    clock.advance(COOLING_OFF_MS);
    expect(await check()).toEqual({ minutes: 120, pending: null });
    await postAs(t.app, who, ProtectionPath.realityCheck, { minutes: null });
    expect((await check()).minutes).toBe(120);
    clock.advance(COOLING_OFF_MS);
    expect(await check()).toEqual({ minutes: null, pending: null });
  });

  test('out-of-range session limits and reality-check intervals are request.invalid', async () => {
    const who = await player(t.app);
    expect((await postAs(t.app, who, ProtectionPath.sessionLimit, { minutes: 5 })).code).toBe(ErrorCode.requestInvalid);
    expect((await postAs(t.app, who, ProtectionPath.sessionLimit, { minutes: 24 * 60 + 1 })).code).toBe(ErrorCode.requestInvalid);
    expect((await postAs(t.app, who, ProtectionPath.realityCheck, { minutes: 45 })).code).toBe(ErrorCode.requestInvalid);
  });

  test('the deposit prompt shows until a deposit limit exists or the member dismisses it', async () => {
    const a = await player(t.app);
    expect((await overview(a)).depositPrompt).toBe(true);
    await setDeposit(a, 1_000);
    expect((await overview(a)).depositPrompt).toBe(false);
    const b = await player(t.app);
    expect((await postAs<ProtectionValue>(t.app, b, ProtectionPath.promptDismiss)).value!.depositPrompt).toBe(false);
  });

  test('every change is in the history', async () => {
    const who = await player(t.app);
    await setDeposit(who, 1_000);
    await setDeposit(who, 2_000);
    const { historyOf } = await import('../../../../server/modules/protection/events');
    expect((await historyOf(t.app.db, who.id)).map((e) => [e.actor, e.action])).toEqual([
      ['member', 'deposit.increase.requested'],
      ['member', 'deposit.set'],
    ]);
  });
});
