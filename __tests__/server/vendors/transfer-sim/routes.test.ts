import { eq } from 'drizzle-orm';
import { ErrorCode } from '@common/contract/envelope';
import { balanceOf, ensureMemberAccount } from '../../../../server/modules/wallet/accounts';
import { ledgerTransactions } from '../../../../server/modules/wallet/tables';
import { TRANSFER_SIM_PREFIX, TRANSFER_SIM_VENDOR } from '../../../../server/vendors/transfer-sim/prefix';
import { transferSimPlayers, transferSimRounds } from '../../../../server/vendors/transfer-sim/tables';
import { externalPlayerId } from '../../../../server/vendors/transfer-wallet';
import { databases, suiteApp } from '../../helpers/build';
import { fundedPlayer, MERCHANT } from '../../modules/seamless/fixtures';

const VENDOR = TRANSFER_SIM_VENDOR;

describe.each(databases())('transfer-wallet vendor simulator page on $name', (db) => {
  const t = suiteApp(db);
  let seq = 0;
  /** A member with an open VLS session, 1,000.00 in our wallet and `atVendor` held by the simulated vendor. */
  const player = async (atVendor: bigint) => {
    const p = await fundedPlayer(t.app, `tsim${++seq}x`, 100_000n, VENDOR, 'LIVE');
    const ref = `sim-ref-${seq}-${db.name}`;
    await t.app.db.insert(transferSimPlayers).values({ ref, vendorCode: VENDOR, externalId: externalPlayerId(MERCHANT, p.memberId), balance: atVendor, createdAt: new Date(t.app.now()) });
    return { ...p, ref };
  };
  const vendorHeld = async (ref: string) => (await t.app.db.select().from(transferSimPlayers).where(eq(transferSimPlayers.ref, ref)))[0].balance;
  const walletOf = async (memberId: number) => balanceOf(t.app.db, (await ensureMemberAccount(t.app.db, MERCHANT, memberId, 'real')).account.id);
  const round = (cookie: string, stake: number, requestId = `rq${++seq}`, vendor = VENDOR) =>
    t.app.inject({ method: 'POST', url: `${TRANSFER_SIM_PREFIX}/round`, payload: { vendor, stake, requestId }, headers: { cookie } });

  it('renders a page labelled as a demo transfer-wallet vendor simulator, with a Back to the site link and the session cookie', async () => {
    const { ticket } = await player(0n);
    const res = await t.app.inject({ method: 'GET', url: `${TRANSFER_SIM_PREFIX}/?ticket=${ticket}&vendor=${VENDOR}&lang=en&back=%2Fm%2F&name=Velvet%20Studio` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Transfer-wallet vendor simulator — demo, not a real vendor');
    expect(res.body).toContain('Velvet Studio');
    expect(res.body).toContain('href="/m/"');
    expect(res.body).toContain('Back to the site');
    expect(res.body).toMatch(/<label for="stake">/);
    expect(res.body).not.toMatch(/ on[a-z]+="/);
    expect(res.headers['set-cookie']).toBeDefined();
    // The page's one script runs by the response's CSP nonce (no inline handlers).
    const nonce = /script-src[^;]*'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];
    expect(nonce).toBeTruthy();
    expect(res.body).toContain(`<script nonce="${nonce}">`);
  });

  it('renders in Bengali and escapes what the launch URL carries', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${TRANSFER_SIM_PREFIX}/?vendor=${VENDOR}&name=%3Cscript%3Ealert(1)%3C%2Fscript%3E&lang=bn&back=javascript%3Aalert(1)` });
    expect(res.body).not.toContain('<script>alert(1)');
    expect(res.body).not.toContain('javascript:');
    expect(res.body).toContain('ট্রান্সফার-ওয়ালেট ভেন্ডর সিমুলেটর');
  });

  it('shows the balance the vendor holds, not the wallet balance', async () => {
    const { cookie } = await player(2_500n);
    const res = await t.app.inject({ method: 'GET', url: `${TRANSFER_SIM_PREFIX}/balance?vendor=${VENDOR}`, headers: { cookie } });
    expect(res.json()).toEqual({ success: true, value: { balance: 2_500 } });
  });

  it('a round moves only the vendor-held balance, by exactly win − stake, and posts nothing to our wallet', async () => {
    const { cookie, ref, memberId } = await player(10_000n);
    const postings = (await t.app.db.select().from(ledgerTransactions)).length;
    let expected = 10_000;
    for (let i = 0; i < 5; i++) {
      const body = (await round(cookie, 500)).json<{ success: boolean; value: { stake: number; win: number; balance: number } }>();
      expect(body.success).toBe(true);
      expected += body.value.win - 500;
      expect(body.value.balance).toBe(expected);
    }
    expect(await vendorHeld(ref)).toBe(BigInt(expected));
    expect(await walletOf(memberId)).toBe(100_000n);
    expect((await t.app.db.select().from(ledgerTransactions)).length).toBe(postings);
    expect(await t.app.db.select().from(transferSimRounds).where(eq(transferSimRounds.playerRef, ref))).toHaveLength(5);
  });

  it('a resent round (same requestId) is played once', async () => {
    const { cookie, ref } = await player(1_000n);
    const first = (await round(cookie, 100, 'same-1')).json();
    const again = (await round(cookie, 100, 'same-1')).json();
    expect(again.value).toEqual(first.value);
    expect(await t.app.db.select().from(transferSimRounds).where(eq(transferSimRounds.playerRef, ref))).toHaveLength(1);
  });

  it('refuses a stake above the vendor-held balance with wallet.insufficient.funds and plays nothing', async () => {
    const { cookie, ref, memberId } = await player(199n);
    expect((await round(cookie, 200)).json()).toMatchObject({ success: false, code: ErrorCode.insufficientFunds });
    expect(await vendorHeld(ref)).toBe(199n);
    expect(await walletOf(memberId)).toBe(100_000n);
    expect(await t.app.db.select().from(transferSimRounds).where(eq(transferSimRounds.playerRef, ref))).toEqual([]);
  });

  it('a member the vendor has no player for holds 0 there and cannot play', async () => {
    const p = await fundedPlayer(t.app, `tsim${++seq}x`, 100_000n, VENDOR, 'LIVE');
    const bal = await t.app.inject({ method: 'GET', url: `${TRANSFER_SIM_PREFIX}/balance?vendor=${VENDOR}`, headers: { cookie: p.cookie } });
    expect(bal.json()).toEqual({ success: true, value: { balance: 0 } });
    expect((await round(p.cookie, 100)).json()).toMatchObject({ success: false, code: ErrorCode.insufficientFunds });
  });

  it('refuses bad input with request.invalid and changes nothing', async () => {
    const { cookie, ref } = await player(1_000n);
    for (const payload of [
      { vendor: VENDOR, stake: 123, requestId: 'a1' },
      { vendor: VENDOR, stake: 100, requestId: 'bad id!' },
      { vendor: 'V L S', stake: 100, requestId: 'a2' },
      { vendor: VENDOR, stake: '100', requestId: 'a3' },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: `${TRANSFER_SIM_PREFIX}/round`, payload, headers: { cookie } });
      expect(res.json()).toMatchObject({ success: false, code: ErrorCode.requestInvalid });
    }
    expect(await vendorHeld(ref)).toBe(1_000n);
  });

  it('refuses a call without the session, with another vendor\'s session, or with an ended one', async () => {
    const { cookie, ref } = await player(1_000n);
    expect((await round('', 100)).json()).toMatchObject({ success: false, code: ErrorCode.seamlessSessionInvalid });
    const other = await fundedPlayer(t.app, `tsim${++seq}x`, 0n, 'ALC');
    expect((await round(other.cookie.replace('game_ALC', `game_${VENDOR}`), 100)).json()).toMatchObject({ success: false, code: ErrorCode.seamlessSessionInvalid });
    expect((await round(cookie, 100, 'x1', 'ALC')).json()).toMatchObject({ success: false, code: ErrorCode.seamlessSessionInvalid });
    expect((await t.app.inject({ method: 'GET', url: `${TRANSFER_SIM_PREFIX}/balance?vendor=${VENDOR}` })).json()).toMatchObject({ success: false, code: ErrorCode.seamlessSessionInvalid });
    expect(await vendorHeld(ref)).toBe(1_000n);
  });
});
