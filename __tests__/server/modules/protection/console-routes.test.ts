/**
 * The console's protection calls: players.view sees limits, block and history; limits.reduce may
 * only lower or add a limit (protection.operator.cannot.raise otherwise); players.block imposes a
 * time-out or self-exclusion that ends the player's sessions; every change is audited; support
 * cannot block.
 */
import { ErrorCode } from '@common/contract/envelope';
import { ConsoleProtectionPath, ProtectionPath, type PlayerProtectionValue, type ProtectionValue } from '@common/contract/protection';
import { auditTrail } from '../../../../server/modules/audit/service';
import { memberSubject } from '../../../../server/modules/member/service';
import { databases, suiteApp } from '../../helpers/build';
import { consoleCall, operatorWith } from '../../helpers/operators';
import { getAs, player, postAs, realClock } from './fixtures';

describe.each(databases())('console protection on $name', (db) => {
  const clock = realClock();
  const t = suiteApp(db, {}, { now: clock.now });

  test('an operator lowers or adds a limit at once, never raises one; the history and audit trail show who and why', async () => {
    const risk = await operatorWith(t.app, ['risk']);
    const who = await player(t.app);
    await postAs(t.app, who, ProtectionPath.limit, { kind: 'loss', period: 'week', amount: 5_000 });
    const lower = { target: 'limit', kind: 'loss', period: 'week', value: 2_000, reason: 'affordability check' };
    const res = await consoleCall<PlayerProtectionValue>(t.app, risk, 'POST', ConsoleProtectionPath.limit(who.id), lower);
    expect(res.body.value!.limits.find((l) => l.kind === 'loss' && l.period === 'week')!.amount).toBe(2_000);
    expect((await consoleCall(t.app, risk, 'POST', ConsoleProtectionPath.limit(who.id), { ...lower, value: 3_000 })).body.code).toBe(ErrorCode.protectionOperatorCannotRaise);
    const added = await consoleCall<PlayerProtectionValue>(t.app, risk, 'POST', ConsoleProtectionPath.limit(who.id), { target: 'sessionLimit', value: 60, reason: 'markers' });
    expect(added.body.value!.sessionLimit.minutes).toBe(60);
    const view = (await consoleCall<PlayerProtectionValue>(t.app, risk, 'GET', ConsoleProtectionPath.player(who.id))).body.value!;
    expect(view.history[0]).toMatchObject({ actor: risk.username, action: 'sessionLimit.set', reason: 'markers' });
    expect(view.history[1]).toMatchObject({ actor: risk.username, action: 'loss.set', reason: 'affordability check' });
    expect((await auditTrail(t.app.db, memberSubject(who.id))).map((r) => r.action)).toEqual(expect.arrayContaining(['protection.loss.set', 'protection.sessionLimit.set']));
  });

  test('the member may lower an operator-set limit further, and an increase waits its cooling-off', async () => {
    const risk = await operatorWith(t.app, ['risk']);
    const who = await player(t.app);
    await consoleCall(t.app, risk, 'POST', ConsoleProtectionPath.limit(who.id), { target: 'limit', kind: 'deposit', period: 'day', value: 2_000, reason: 'r' });
    const lowered = await postAs<ProtectionValue>(t.app, who, ProtectionPath.limit, { kind: 'deposit', period: 'day', amount: 1_000 });
    expect(lowered.value!.limits.find((l) => l.kind === 'deposit' && l.period === 'day')).toMatchObject({ amount: 1_000, pending: null });
    const raised = await postAs<ProtectionValue>(t.app, who, ProtectionPath.limit, { kind: 'deposit', period: 'day', amount: 9_000 });
    expect(raised.value!.limits.find((l) => l.kind === 'deposit' && l.period === 'day')).toMatchObject({ amount: 1_000, pending: { value: 9_000 } });
  });

  test("an operator's block ends the player's sessions; a shorter one is refused; support cannot block", async () => {
    const risk = await operatorWith(t.app, ['risk']);
    const support = await operatorWith(t.app, ['support']);
    const who = await player(t.app);
    const block = { kind: 'selfExclusion', duration: '1y', reason: 'asked by phone' };
    expect((await consoleCall(t.app, support, 'POST', ConsoleProtectionPath.block(who.id), block)).status).toBe(403);
    const res = await consoleCall<PlayerProtectionValue>(t.app, risk, 'POST', ConsoleProtectionPath.block(who.id), block);
    expect(res.body.value!.block).toMatchObject({ kind: 'selfExclusion', by: 'operator' });
    expect((await getAs(t.app, who, ProtectionPath.overview)).code).toBe(ErrorCode.userOrTokenInvalid);
    const shorter = await consoleCall(t.app, risk, 'POST', ConsoleProtectionPath.block(who.id), { kind: 'timeOut', duration: '30d', reason: 'x' });
    expect(shorter.body.code).toBe(ErrorCode.protectionBlockActive);
    expect((await consoleCall(t.app, risk, 'POST', ConsoleProtectionPath.block(who.id), { kind: 'timeOut', duration: '1y', reason: 'x' })).body.code).toBe(ErrorCode.requestInvalid);
  });
});
