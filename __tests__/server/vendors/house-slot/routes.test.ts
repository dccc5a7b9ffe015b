import { findGame } from '../../../../server/modules/catalog/service';
import { ensureMemberAccount, balanceOf } from '../../../../server/modules/wallet/accounts';
import type { LaunchContext } from '../../../../server/vendors/adapter';
import { HOUSE_SLOT_PREFIX, houseSlotAdapter } from '../../../../server/vendors/house-slot/adapter';
import { PAYTABLE } from '../../../../server/vendors/house-slot/game-config';
import { RTP_PERCENT } from '../../../../server/vendors/house-slot/page';
import type { SpinReply } from '../../../../server/vendors/house-slot/routes';
import { escapeHtml } from '../../../../server/vendors/vendor-page';
import { databases, suiteApp } from '../../helpers/build';
import { fundedPlayer, MERCHANT } from '../../modules/seamless/fixtures';

describe.each(databases())('house slot routes on $name', (db) => {
  const t = suiteApp(db);
  let seq = 0;
  const player = (amount: bigint) => fundedPlayer(t.app, `slot${++seq}x`, amount);
  const balanceOfMember = async (memberId: number) => balanceOf(t.app.db, (await ensureMemberAccount(t.app.db, MERCHANT, memberId, 'real')).account.id);
  /** A spin as the game page sends it: the session in its cookie. */
  const spin = (cookie: string, stake: number, requestId = `rq${++seq}`) =>
    t.app.inject({ method: 'POST', url: `${HOUSE_SLOT_PREFIX}/spin`, payload: { stake, requestId }, headers: { cookie } });

  it('moves the balance by exactly win − stake on every spin', async () => {
    const { memberId, cookie } = await player(100_000n);
    let expected = 100_000;
    for (let i = 0; i < 15; i++) {
      const res = await spin(cookie, 200);
      const body = res.json<{ success: boolean; value: SpinReply }>();
      expect(body.success).toBe(true);
      expected += body.value.win - 200;
      expect(body.value.balance).toBe(expected);
      expect(body.value.lines.reduce((sum, l) => sum + l.win, 0) + body.value.scatter.win).toBe(body.value.win);
    }
    expect(await balanceOfMember(memberId)).toBe(BigInt(expected));
  });

  it('spins nothing when the debit is refused (stake above the balance)', async () => {
    const { memberId, cookie } = await player(150n);
    const body = (await spin(cookie, 200)).json<{ success: boolean; code: string }>();
    expect(body).toMatchObject({ success: false, code: 'wallet.insufficient.funds' });
    expect(body).not.toHaveProperty('value');
    expect(await balanceOfMember(memberId)).toBe(150n);
  });

  it('answers a resent spin (same requestId) with the round already played, charging once', async () => {
    const { memberId, cookie } = await player(10_000n);
    const first = (await spin(cookie, 100, 'resend-1')).json<{ value: SpinReply }>();
    const again = (await spin(cookie, 100, 'resend-1')).json<{ value: SpinReply }>();
    expect(again).toEqual(first);
    expect(await balanceOfMember(memberId)).toBe(BigInt(10_000 - 100 + first.value.win));
  });

  it('refuses a stake that is not offered, with nothing charged', async () => {
    const { memberId, cookie } = await player(10_000n);
    const res = await spin(cookie, 30);
    expect(res.statusCode).toBe(400);
    expect(await balanceOfMember(memberId)).toBe(10_000n);
  });

  it('answers the balance of the session', async () => {
    const { cookie } = await player(4_321n);
    const res = await t.app.inject({ method: 'GET', url: `${HOUSE_SLOT_PREFIX}/balance`, headers: { cookie } });
    expect(res.json()).toMatchObject({ success: true, value: { balance: 4_321 } });
  });

  it('renders the page with the paytable, the RTP, a labelled stake selector, one Spin button and Back', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${HOUSE_SLOT_PREFIX}/?ticket=abc&lang=en&back=%2Fm%2Fgames` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    expect(html).toContain(`Return to player: ${RTP_PERCENT}%`);
    expect(html).toContain(`<td>${PAYTABLE[1][5]}×</td>`);
    expect(html).toMatch(/<label for="stake">[^<]+<\/label><select id="stake">/);
    expect(html).toContain('href="/m/games"');
    expect(html).toContain(`"base":"${HOUSE_SLOT_PREFIX}"`); // the page script calls this mount's /spin and /balance
    // One play button, Spin: no autoplay or turbo control; the others belong to the Fairness panel.
    const buttons = (html.match(/<button[^>]*>[^<]*<\/button>/g) ?? []).map((b) => b.replace(/<[^>]*>/g, ''));
    expect(buttons).toEqual(['Spin', 'Change client seed', 'Rotate server seed', 'More spins']);
    // The Provably fair panel's client seed field is labelled.
    expect(html).toContain('<label for="clientSeed">');
  });

  describe('page title', () => {
    const launchUrl = (game: LaunchContext['game']) =>
      houseSlotAdapter.launch({
        sessionId: 'abc', ticket: 'abc', merchantCode: MERCHANT, playerName: 'p', game, gameType: 'RNG', vendorCode: 'MLS', mode: 'real', language: 'EN', device: 'mobile', backUrl: '/m/',
      }) as string;
    const titlesOf = (html: string) => [/<title>([^<]*)<\/title>/.exec(html)?.[1], /<h1>([^<]*)<\/h1>/.exec(html)?.[1]];

    it('is the catalogue game’s name the launch passed', async () => {
      const game = (await findGame(t.app.db, MERCHANT, 10_001))!;
      const res = await t.app.inject({ method: 'GET', url: launchUrl(game) });
      expect(titlesOf(res.body)).toEqual([escapeHtml(game.gameName), escapeHtml(game.gameName)]);
    });

    it('is the slot’s own name for a lobby launch, in the page’s language', async () => {
      expect(titlesOf((await t.app.inject({ method: 'GET', url: launchUrl(null) })).body)).toEqual(['Lucky Fruits 5', 'Lucky Fruits 5']);
      expect(titlesOf((await t.app.inject({ method: 'GET', url: `${HOUSE_SLOT_PREFIX}/?ticket=abc&lang=bn` })).body)).toEqual(['লাকি ফ্রুটস ৫', 'লাকি ফ্রুটস ৫']);
    });

    it('is escaped', async () => {
      const res = await t.app.inject({ method: 'GET', url: `${HOUSE_SLOT_PREFIX}/?ticket=abc&name=${encodeURIComponent('<script>alert(1)</script> & "Co"')}` });
      expect(res.body).not.toContain('<script>alert(1)');
      expect(titlesOf(res.body)[1]).toBe(escapeHtml('<script>alert(1)</script> & "Co"'));
    });
  });

  it('speaks Bengali for lang=bn and keeps Back on this site', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${HOUSE_SLOT_PREFIX}/?ticket=abc&lang=bn&back=https%3A%2F%2Fevil.example` });
    expect(res.body).toContain('lang="bn"');
    expect(res.body).toContain('স্পিন');
    expect(res.body).toContain('href="/m/"');
  });
});
