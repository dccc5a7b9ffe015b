import { ErrorCode } from '@common/contract/envelope';
import { LAUNCH_TICKET_TTL_MS } from '../../../server/modules/launch';
import { ensureMemberAccount, balanceOf } from '../../../server/modules/wallet/accounts';
import { gameCookieName } from '../../../server/vendors/game-credential';
import { HOUSE_SLOT_PREFIX } from '../../../server/vendors/house-slot/adapter';
import { SIMULATOR_PREFIX } from '../../../server/vendors/simulator/adapter';
import { TestClock } from '../helpers/accounts';
import { databases, suiteApp } from '../helpers/build';
import { fundedPlayer, MERCHANT } from '../modules/seamless/fixtures';

/** A house game's URL carries a one-time ticket; the session itself only ever travels in an HttpOnly cookie. */
describe.each(databases())('house game credentials on $name', (db) => {
  const clock = new TestClock();
  const t = suiteApp(db, {}, { now: clock.now });
  let seq = 0;
  const player = (amount = 10_000n, vendor = 'MLS') => fundedPlayer(t.app, `cred${++seq}x`, amount, vendor);
  const balanceOfMember = async (memberId: number) => balanceOf(t.app.db, (await ensureMemberAccount(t.app.db, MERCHANT, memberId, 'real')).account.id);
  const openPage = (ticket: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url: `${HOUSE_SLOT_PREFIX}/?ticket=${ticket}&lang=en`, headers: cookie ? { cookie } : {} });
  const playable = (html: string) => /"playable":true/.test(html);
  const spin = (headers: Record<string, string>, payload: object = {}) =>
    t.app.inject({ method: 'POST', url: `${HOUSE_SLOT_PREFIX}/spin`, payload: { stake: 100, requestId: `rq${++seq}`, ...payload }, headers });

  it('exchanges the ticket for an HttpOnly, SameSite=Strict cookie scoped to the vendor, and the page never shows the session id', async () => {
    const { sessionId, ticket } = await player();
    const res = await openPage(ticket);
    const cookie = res.cookies.find((c) => c.name === gameCookieName('MLS'));
    expect(cookie).toMatchObject({ value: sessionId, httpOnly: true, sameSite: 'Strict', path: `${HOUSE_SLOT_PREFIX}/` });
    expect(cookie!.maxAge).toBeGreaterThan(0);
    expect(playable(res.body)).toBe(true);
    expect(res.body).not.toContain(sessionId);
  });

  it('opens a session once: the same ticket loaded again sets nothing and the page cannot play', async () => {
    const { ticket } = await player();
    await openPage(ticket);
    const again = await openPage(ticket);
    expect(again.cookies).toEqual([]);
    expect(playable(again.body)).toBe(false);
  });

  it(`opens nothing with a ticket older than LAUNCH_TICKET_TTL_MS`, async () => {
    const { ticket } = await player();
    clock.advance(LAUNCH_TICKET_TTL_MS + 1);
    const res = await openPage(ticket);
    expect(res.cookies).toEqual([]);
    expect(playable(res.body)).toBe(false);
  });

  it('keeps playing on the cookie when the page reloads after the ticket was used', async () => {
    const { ticket, cookie } = await player();
    await openPage(ticket);
    expect(playable((await openPage(ticket, cookie)).body)).toBe(true);
  });

  it('refuses balance and spin that name the session in the URL or body without the cookie, charging nothing', async () => {
    const { memberId, sessionId } = await player(1_000n);
    const balance = await t.app.inject({ method: 'GET', url: `${HOUSE_SLOT_PREFIX}/balance?session=${sessionId}` });
    expect(balance.json()).toMatchObject({ success: false, code: ErrorCode.seamlessSessionInvalid });
    expect((await spin({}, { session: sessionId })).json()).toMatchObject({ success: false, code: ErrorCode.seamlessSessionInvalid });
    expect(await balanceOfMember(memberId)).toBe(1_000n);
  });

  it('ignores a malformed cookie (no 500) and plays with the real one', async () => {
    const { cookie } = await player();
    expect((await spin({ cookie: `${gameCookieName('MLS')}=%00bad` })).json()).toMatchObject({ success: false, code: ErrorCode.seamlessSessionInvalid });
    expect((await spin({ cookie })).json()).toMatchObject({ success: true });
  });

  it('keeps each vendor’s session in its own cookie on the simulator too', async () => {
    const { memberId, ticket, cookie } = await player(1_000n, 'ALC');
    const page = await t.app.inject({ method: 'GET', url: `${SIMULATOR_PREFIX}/?ticket=${ticket}&vendor=ALC` });
    expect(page.cookies.map((c) => c.name)).toEqual([gameCookieName('ALC')]);
    const round = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: `${SIMULATOR_PREFIX}/round`, payload: { vendor: 'ALC', stake: 100, requestId: `rq${++seq}` }, headers });
    expect((await round({})).json()).toMatchObject({ success: false, code: ErrorCode.seamlessSessionInvalid });
    expect(await balanceOfMember(memberId)).toBe(1_000n);
    expect((await round({ cookie })).json()).toMatchObject({ success: true });
  });
});
