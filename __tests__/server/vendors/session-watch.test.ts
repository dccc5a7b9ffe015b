import { AccountPath } from '@common/contract/account';
import type { Envelope } from '@common/contract/envelope';
import { ProtectionPath, type SessionStatusValue } from '@common/contract/protection';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../../server/modules/audit/tables';
import { startGameSession } from '../../../server/modules/launch/sessions';
import { balanceOf, ensureMemberAccount, houseAccount } from '../../../server/modules/wallet/accounts';
import { postTransaction } from '../../../server/modules/wallet/ledger';
import { gameCookieName } from '../../../server/vendors/game-credential';
import { HOUSE_SLOT_PREFIX } from '../../../server/vendors/house-slot/adapter';
import type { SpinReply } from '../../../server/vendors/house-slot/routes';
import { SIMULATOR_PREFIX } from '../../../server/vendors/simulator/adapter';
import { addMember, call, TestClock, tokenFor } from '../helpers/accounts';
import { databases, suiteApp } from '../helpers/build';

const MERCHANT = 'MLOBBY';
const MINUTE = 60_000;
const PASSWORD = 'secret123';

describe.each(databases())('session watch of the game pages on $name', (db) => {
  const clock = new TestClock();
  const t = suiteApp(db, {}, { now: clock.now });
  let seq = 0;

  /** A member logged in on the site (its login session), holding `amount`, with an open game session of `vendor`. */
  async function player(amount = 100_000n, vendor = 'MLS', accountKind: 'real' | 'demo' = 'real') {
    const member = await addMember(t.app, { username: `watch${++seq}x`, password: PASSWORD });
    const { account } = await ensureMemberAccount(t.app.db, MERCHANT, member.id, 'real');
    const house = await houseAccount(t.app.db, MERCHANT, 'real');
    if (amount > 0n) {
      await postTransaction(t.app.db, { merchant: MERCHANT, idempotencyKey: `watch-fund-${member.id}`, kind: 'adjustment', entries: [{ accountId: house.id, amount: -amount }, { accountId: account.id, amount }] });
    }
    const token = await tokenFor(t.app, member.username, PASSWORD);
    const loggedInAt = clock.now();
    const game = await startGameSession(
      t.app.db,
      { merchantCode: MERCHANT, memberId: member.id, accountKind, vendorCode: vendor, gameId: null, gameType: 'RNG', mode: accountKind === 'demo' ? 'trial' : 'real' },
      clock.now(),
    );
    const cookie = `${gameCookieName(vendor)}=${game.id}`;
    const balance = async () => Number(await balanceOf(t.app.db, account.id));
    return { memberId: member.id, token, cookie, loggedInAt, balance };
  }
  const protect = (token: string, path: string, payload: object) => call(t.app, 'POST', path, { token, payload });
  const status = async (cookie: string, base = HOUSE_SLOT_PREFIX, query = '') =>
    (await t.app.inject({ method: 'GET', url: `${base}/session${query}`, headers: { cookie } })).json<Envelope<SessionStatusValue>>();
  const spin = async (cookie: string, stake = 200) =>
    (await t.app.inject({ method: 'POST', url: `${HOUSE_SLOT_PREFIX}/spin`, payload: { stake, requestId: `w${++seq}` }, headers: { cookie } })).json<Envelope<SpinReply>>();

  it("answers the login session's figures from the server's clock: start, stakes, wins and net (wins − stakes)", async () => {
    // The ledger stamps postings with the database's time: the figures test plays on a clock at real time.
    clock.ms = Date.now();
    const p = await player();
    let stakes = 0;
    let wins = 0;
    for (let i = 0; i < 5; i++) {
      const round = await spin(p.cookie);
      expect(round.success).toBe(true);
      stakes += round.value!.stake;
      wins += round.value!.win;
    }
    const answer = await status(p.cookie);
    expect(answer.success).toBe(true);
    expect(answer.value).toMatchObject({ now: clock.now(), startedAt: p.loggedInAt, stakes, wins, net: wins - stakes, realityCheckAt: null, sessionEndsAt: null });
  });

  it('at the reality check a spin is refused with nothing charged; "continue" sets the next one an interval later and play goes on', async () => {
    const p = await player();
    expect((await protect(p.token, ProtectionPath.realityCheck, { minutes: 15 })).json()).toMatchObject({ success: true });
    expect((await status(p.cookie)).value).toMatchObject({ realityCheckMinutes: 15, realityCheckAt: p.loggedInAt + 15 * MINUTE });
    clock.advance(15 * MINUTE);
    const before = await p.balance();
    expect(await spin(p.cookie)).toMatchObject({ success: false, code: 'protection.reality.check.due' });
    expect(await p.balance()).toBe(before);
    const continued = (await t.app.inject({ method: 'POST', url: `${HOUSE_SLOT_PREFIX}/session/continue`, headers: { cookie: p.cookie } })).json<Envelope<SessionStatusValue>>();
    expect(continued.value).toMatchObject({ now: clock.now(), realityCheckAt: clock.now() + 15 * MINUTE });
    expect((await spin(p.cookie)).success).toBe(true);
  });

  it('"continue" before the check is due moves nothing', async () => {
    const p = await player();
    await protect(p.token, ProtectionPath.realityCheck, { minutes: 30 });
    clock.advance(10 * MINUTE);
    const continued = (await t.app.inject({ method: 'POST', url: `${HOUSE_SLOT_PREFIX}/session/continue`, headers: { cookie: p.cookie } })).json<Envelope<SessionStatusValue>>();
    expect(continued.value!.realityCheckAt).toBe(p.loggedInAt + 30 * MINUTE);
  });

  it("past the session-time limit the figures show its end and a spin is refused with the limit's code", async () => {
    const p = await player();
    await protect(p.token, ProtectionPath.sessionLimit, { minutes: 20 });
    expect((await status(p.cookie)).value!.sessionEndsAt).toBe(p.loggedInAt + 20 * MINUTE);
    clock.advance(20 * MINUTE);
    const before = await p.balance();
    expect(await spin(p.cookie)).toMatchObject({ success: false, code: 'protection.session.limit' });
    expect(await p.balance()).toBe(before);
  });

  it('a spin that could pass the loss limit is refused with its code and the balance stays', async () => {
    const p = await player();
    await protect(p.token, ProtectionPath.limit, { kind: 'loss', period: 'day', amount: 300 });
    // A stake larger than the limit is refused whatever came before (its worst case alone passes it).
    const untouched = await p.balance();
    expect(await spin(p.cookie, 500)).toMatchObject({ success: false, code: 'protection.loss.limit' });
    expect(await p.balance()).toBe(untouched);
    const first = await spin(p.cookie, 200);
    expect(first.success).toBe(true);
    // What the round lost, from its own answer (the figures' net counts from the login on the app's
    // clock, which other tests in this file move ahead of the ledger's).
    const lost = first.value!.stake - first.value!.win;
    const before = await p.balance();
    // Worst case: 200 more lost on top of what is lost now must stay within 300 (a win may leave room).
    const next = await spin(p.cookie, 200);
    if (lost + 200 > 300) {
      expect(next).toMatchObject({ success: false, code: 'protection.loss.limit' });
      expect(await p.balance()).toBe(before);
    } else {
      expect(next.success).toBe(true);
    }
  });

  it("log out ends the member's site session and game session, audited", async () => {
    const p = await player();
    const res = await t.app.inject({ method: 'POST', url: `${HOUSE_SLOT_PREFIX}/session/logout`, headers: { cookie: p.cookie } });
    expect(res.json()).toEqual({ success: true, value: null });
    expect(res.headers['set-cookie']).toContain(`${gameCookieName('MLS')}=;`);
    expect((await call(t.app, 'GET', AccountPath.memberInfo, { token: p.token })).json()).toMatchObject({ success: false });
    expect(await spin(p.cookie)).toMatchObject({ success: false, code: 'seamless.session.ended' });
    expect(await status(p.cookie)).toMatchObject({ success: false, code: 'seamless.session.ended' });
    const audit = await t.app.db.select().from(auditLog).where(and(eq(auditLog.action, 'session.logout'), eq(auditLog.actor, `member:${p.memberId}`)));
    expect(audit.map((row) => row.detail)).toEqual([{ from: 'realityCheck', vendor: 'MLS' }]);
  });

  it('refuses a demo (trial) session, a page without its cookie, and an unknown session', async () => {
    const demo = await player(0n, 'MLS', 'demo');
    expect(await status(demo.cookie)).toMatchObject({ success: false, code: 'free.reject' });
    expect(await status('')).toMatchObject({ success: false, code: 'seamless.session.invalid' });
    expect(await status(`${gameCookieName('MLS')}=${'x'.repeat(43)}`)).toMatchObject({ success: false, code: 'seamless.session.invalid' });
  });

  it("the simulator answers for the session of the vendor it names, in that vendor's cookie", async () => {
    const p = await player(10_000n, 'PG');
    const answer = await status(p.cookie, SIMULATOR_PREFIX, '?vendor=PG');
    expect(answer).toMatchObject({ success: true, value: { startedAt: p.loggedInAt } });
    expect(await status(p.cookie, SIMULATOR_PREFIX, '?vendor=JILI')).toMatchObject({ success: false, code: 'seamless.session.invalid' });
    expect((await t.app.inject({ method: 'POST', url: `${SIMULATOR_PREFIX}/session/continue?vendor=PG`, headers: { cookie: p.cookie } })).json()).toMatchObject({ success: true });
  });
});
