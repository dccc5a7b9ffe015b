/**
 * Session checks (UKGC RTS 13 reality checks; our session-time limit): a stake while a reality
 * check is due waits for "continue"; a stake after the session limit is refused; the session's
 * figures count real stakes and wins since login; without a live session there is nothing to check.
 */
import { AccountPath } from '@common/contract/account';
import { ErrorCode } from '@common/contract/envelope';
import type { SessionStatusValue } from '@common/contract/protection';
import { call } from '../../helpers/accounts';
import { databases, suiteApp } from '../../helpers/build';
import { getAs, player, postAs, ProtectionPath, realClock, stakeOf, winOf, type Player } from './fixtures';

const MINUTE = 60_000;

describe.each(databases())('session checks on $name', (db) => {
  const clock = realClock();
  const t = suiteApp(db, {}, { now: clock.now });
  const status = async (who: Player) => (await getAs<SessionStatusValue>(t.app, who, ProtectionPath.session)).value!;

  test('a due reality check refuses stakes until the member continues; the next one is an interval later', async () => {
    const who = await player(t.app);
    const loginAt = clock.now();
    await postAs(t.app, who, ProtectionPath.realityCheck, { minutes: 15 });
    expect(await stakeOf(t.app, who, 100)).toBeNull();
    expect(await status(who)).toMatchObject({ realityCheckMinutes: 15, realityCheckAt: loginAt + 15 * MINUTE });
    clock.advance(15 * MINUTE);
    expect(await stakeOf(t.app, who, 100)).toBe(ErrorCode.protectionRealityCheckDue);
    const continued = (await postAs<SessionStatusValue>(t.app, who, ProtectionPath.realityCheckContinue)).value!;
    expect(continued.realityCheckAt).toBe(clock.now() + 15 * MINUTE);
    expect(await stakeOf(t.app, who, 100)).toBeNull();
  });

  test('continue before the check is due changes nothing', async () => {
    const who = await player(t.app);
    const loginAt = clock.now();
    await postAs(t.app, who, ProtectionPath.realityCheck, { minutes: 30 });
    clock.advance(5 * MINUTE);
    expect((await postAs<SessionStatusValue>(t.app, who, ProtectionPath.realityCheckContinue)).value!.realityCheckAt).toBe(loginAt + 30 * MINUTE);
  });

  test('a stake after the session-time limit is refused', async () => {
    const who = await player(t.app);
    const loginAt = clock.now();
    await postAs(t.app, who, ProtectionPath.sessionLimit, { minutes: 10 });
    expect((await status(who)).sessionEndsAt).toBe(loginAt + 10 * MINUTE);
    clock.advance(10 * MINUTE - 1);
    expect(await stakeOf(t.app, who, 100)).toBeNull();
    clock.advance(1);
    expect(await stakeOf(t.app, who, 100)).toBe(ErrorCode.protectionSessionLimit);
  });

  test('without a live session (logged out) there is no session to check', async () => {
    const who = await player(t.app);
    await postAs(t.app, who, ProtectionPath.sessionLimit, { minutes: 10 });
    await call(t.app, 'DELETE', AccountPath.logout, { token: who.token });
    clock.advance(20 * MINUTE);
    expect(await stakeOf(t.app, who, 100)).toBeNull();
  });

  test("the session's figures: real stakes, wins and net since login, and the server's now", async () => {
    const who = await player(t.app);
    expect(await stakeOf(t.app, who, 500)).toBeNull();
    await winOf(t.app, who, 200);
    expect(await status(who)).toMatchObject({ now: clock.now(), stakes: 500, wins: 200, net: -300, realityCheckAt: null, sessionEndsAt: null });
  });

  test('a trial account is refused every protection call with free.reject', async () => {
    const { trialToken } = await import('../lottery/fixtures');
    const token = await trialToken(t.app);
    const res = await call(t.app, 'GET', ProtectionPath.overview, { token, headers: { merchant: 'MLOBBYTRIAL' } });
    expect(res.json()).toMatchObject({ success: false, code: ErrorCode.freeReject });
  });
});
