import { eq } from 'drizzle-orm';
import { ErrorCode } from '@common/contract/envelope';
import { seamlessRequests, vendorCredentials } from '../../../../server/modules/seamless/tables';
import { ensureMemberAccount, balanceOf } from '../../../../server/modules/wallet/accounts';
import { SIMULATOR_PREFIX } from '../../../../server/vendors/simulator/adapter';
import type { RoundReply } from '../../../../server/vendors/simulator/routes';
import { houseVendorSettlements } from '../../../../server/vendors/settlements/tables';
import { databases, suiteApp } from '../../helpers/build';
import { fundedPlayer, MERCHANT } from '../../modules/seamless/fixtures';

/** A catalogue vendor without an adapter of its own: the simulator plays it. */
const VENDOR = 'ALC';

describe.each(databases())('vendor simulator routes on $name', (db) => {
  const t = suiteApp(db);
  let seq = 0;
  const player = (amount: bigint) => fundedPlayer(t.app, `sim${++seq}x`, amount, VENDOR);
  const balanceOfMember = async (memberId: number) => balanceOf(t.app.db, (await ensureMemberAccount(t.app.db, MERCHANT, memberId, 'real')).account.id);
  /** A round as the game page sends it: the session in its vendor's cookie. */
  const round = (cookie: string, stake: number, vendor = VENDOR) =>
    t.app.inject({ method: 'POST', url: `${SIMULATOR_PREFIX}/round`, payload: { vendor, stake, requestId: `rq${++seq}` }, headers: { cookie } });

  it('moves the balance by exactly win − stake on every round', async () => {
    const { memberId, cookie } = await player(50_000n);
    let expected = 50_000;
    for (let i = 0; i < 10; i++) {
      const body = (await round(cookie, 500)).json<{ success: boolean; value: RoundReply }>();
      expect(body.success).toBe(true);
      expected += body.value.win - 500;
      expect(body.value.balance).toBe(expected);
    }
    expect(await balanceOfMember(memberId)).toBe(BigInt(expected));
  });

  it('plays nothing when the debit is refused', async () => {
    const { memberId, cookie } = await player(99n);
    expect((await round(cookie, 100)).json()).toMatchObject({ success: false, code: 'wallet.insufficient.funds' });
    expect(await balanceOfMember(memberId)).toBe(99n);
  });

  it('cannot play a session as another vendor than the one it was launched for', async () => {
    const { memberId, cookie } = await player(1_000n);
    expect((await round(cookie, 100, 'SPN')).json()).toMatchObject({ success: false, code: ErrorCode.seamlessSessionInvalid });
    expect(await balanceOfMember(memberId)).toBe(1_000n);
  });

  it('refuses a vendor outside the catalogue with vendor.unknown and writes nothing', async () => {
    const { memberId, cookie } = await player(1_000n);
    const played = (await round(cookie, 100, 'NOSUCH1')).json();
    expect(played).toMatchObject({ success: false, code: ErrorCode.vendorUnknown, message: 'There is no game vendor "NOSUCH1".' });
    const balance = await t.app.inject({ method: 'GET', url: `${SIMULATOR_PREFIX}/balance?vendor=NOSUCH1`, headers: { cookie } });
    expect(balance.json()).toMatchObject({ success: false, code: ErrorCode.vendorUnknown });
    expect(await t.app.db.select().from(vendorCredentials).where(eq(vendorCredentials.vendorCode, 'NOSUCH1'))).toEqual([]);
    expect(await t.app.db.select().from(seamlessRequests).where(eq(seamlessRequests.vendorCode, 'NOSUCH1'))).toEqual([]);
    expect(await t.app.db.select().from(houseVendorSettlements).where(eq(houseVendorSettlements.vendorCode, 'NOSUCH1'))).toEqual([]);
    expect(await balanceOfMember(memberId)).toBe(1_000n);
  });

  it('renders a page clearly labelled as a demo vendor, with vendor, game, balance and Back', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${SIMULATOR_PREFIX}/?ticket=abc&vendor=${VENDOR}&type=LIVE&name=Evo%20Live&game=Baccarat&lang=en&back=%2Fm%2F`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Demo vendor — simulated game');
    expect(res.body).toContain('Evo Live');
    expect(res.body).toContain('Baccarat');
    expect(res.body).toContain('id="bal"');
    expect(res.body).toContain('Return to player: 95.00%');
    expect(res.body).toMatch(/<label for="stake">/);
  });

  it('escapes what the launch URL carries into the page', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${SIMULATOR_PREFIX}/?vendor=X&name=%3Cscript%3Ealert(1)%3C%2Fscript%3E&lang=bn` });
    expect(res.body).not.toContain('<script>alert(1)');
    expect(res.body).toContain('ডেমো ভেন্ডর');
  });
});
