import { eq } from 'drizzle-orm';
import { AccountPath, type LoginResult, type TrialAccountValue } from '@common/contract/account';
import { GamePath, type LaunchResult } from '@common/contract/games';
import { ErrorCode, type Envelope } from '@common/contract/envelope';
import { gameSessions } from '../../../../server/modules/launch/tables';
import { ticketDigest } from '../../../../server/modules/launch/tickets';
import { ledgerAccounts } from '../../../../server/modules/wallet/tables';
import { DEMO_CREDIT } from '../../../../server/modules/wallet/service';
import { createSeamlessClient } from '../../../../server/vendors/seamless/client';
import { addMember, call, tokenFor } from '../../helpers/accounts';
import { databases, suiteApp } from '../../helpers/build';

/** A house-slot game offering a free trial, and a lottery game that offers none (demo catalogue). */
const TRIAL_GAME = 10_001;
const REAL_ONLY_GAME = 1_001;
const trialHeaders = { merchant: 'MLOBBYTRIAL' };

describe.each(databases())('game launch on $name', (db) => {
  const t = suiteApp(db);
  let token: string;
  let memberId: number;

  beforeAll(async () => {
    memberId = (await addMember(t.app, { username: 'launcher1', password: 'Secret123' })).id;
    token = await tokenFor(t.app, 'launcher1', 'Secret123');
  });

  const launchUrl = (params: Record<string, string | number>) => {
    const query = new URLSearchParams({ device: 'MOBILE', launchMode: 'real', language: 'EN', backUrl: '/m/home', ...params } as Record<string, string>);
    return `${GamePath.launch}?${query.toString()}`;
  };
  const launch = async (params: Record<string, string | number>, as = token, headers?: Record<string, string>) =>
    (await call(t.app, 'GET', launchUrl(params), { token: as, headers })).json<Envelope<LaunchResult>>();
  const sessionOf = async (gameUrl: string) => {
    const ticket = new URL(gameUrl, 'http://x').searchParams.get('ticket')!;
    return (await t.app.db.select().from(gameSessions).where(eq(gameSessions.ticketDigest, ticketDigest(ticket))))[0]!;
  };

  async function trialToken(): Promise<string> {
    const name = (await call(t.app, 'GET', AccountPath.trialAccount, { headers: trialHeaders })).json<Envelope<TrialAccountValue>>().value!.trialName;
    const res = await call(t.app, 'POST', AccountPath.freeplayLogin, { headers: trialHeaders, payload: { trialName: name } });
    return res.json<Envelope<LoginResult>>().value!.token;
  }

  it('refuses visitors', async () => {
    const res = await call(t.app, 'GET', launchUrl({ gameId: TRIAL_GAME }));
    expect(res.json()).toMatchObject({ success: false, code: ErrorCode.customerNotLogin });
  });

  it('launches a house game for real money through its adapter, on a new unguessable session', async () => {
    const res = await launch({ gameId: TRIAL_GAME });
    expect(res.success).toBe(true);
    expect(res.value!.gameUrl).toMatch(/^\/vendors\/house-slot\/\?ticket=[\w-]{43}&/);
    const session = await sessionOf(res.value!.gameUrl);
    expect(session).toMatchObject({ memberId, accountKind: 'real', mode: 'real', vendorCode: 'MLS', gameId: TRIAL_GAME, gameType: 'RNG', endedAt: null });
  });

  it('launches a vendor lobby by vassKey, through the fallback adapter for vendors without their own', async () => {
    const res = await launch({ vassKey: 'RNG-SPN' });
    expect(res.value!.gameUrl).toMatch(/^\/vendors\/simulator\/\?ticket=/);
    expect(await sessionOf(res.value!.gameUrl)).toMatchObject({ vendorCode: 'SPN', gameId: null });
  });

  it('ends the previous session of the member and vendor on a new launch', async () => {
    const first = await sessionOf((await launch({ gameId: TRIAL_GAME })).value!.gameUrl);
    await launch({ gameId: TRIAL_GAME + 1 });
    const [again] = await t.app.db.select().from(gameSessions).where(eq(gameSessions.id, first.id));
    expect(again!.endedAt).not.toBeNull();
  });

  it('plays a real member’s free trial on a demo account holding the demo credit', async () => {
    const res = await launch({ gameId: TRIAL_GAME, launchMode: 'trial' });
    const session = await sessionOf(res.value!.gameUrl);
    expect(session).toMatchObject({ accountKind: 'demo', mode: 'trial' });
    const balance = await createSeamlessClient(t.app, 'MLS').balance({ requestId: 'trial-balance-1', sessionId: session.id });
    expect(balance.value!.balance).toBe(Number(DEMO_CREDIT));
    const accounts = await t.app.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.ownerId, memberId));
    expect(accounts.map((a) => a.kind).sort()).toEqual(['demo', 'real']);
  });

  it('forces trial accounts onto demo credit even when real play is asked for', async () => {
    const trial = await trialToken();
    const res = await launch({ gameId: TRIAL_GAME, launchMode: 'real' }, trial, trialHeaders);
    expect(res.success).toBe(true);
    expect(await sessionOf(res.value!.gameUrl)).toMatchObject({ accountKind: 'demo', mode: 'trial' });
  });

  it('refuses a trial account a real-money launch of a game without a free trial, starting no game session', async () => {
    const trial = await trialToken();
    const before = (await t.app.db.select().from(gameSessions)).length;
    expect(await launch({ gameId: REAL_ONLY_GAME, launchMode: 'real' }, trial, trialHeaders)).toMatchObject({ success: false, code: ErrorCode.gameTrialUnavailable });
    expect(await t.app.db.select().from(gameSessions)).toHaveLength(before);
  });

  it('serves POST test play as a demo-credit launch of one game', async () => {
    const res = await call(t.app, 'POST', GamePath.testPlay, { token, payload: { gameId: TRIAL_GAME, language: 'EN', backUrl: '/m/home' } });
    const body = res.json<Envelope<LaunchResult>>();
    expect(body.success).toBe(true);
    expect(await sessionOf(body.value!.gameUrl)).toMatchObject({ accountKind: 'demo', mode: 'trial', gameId: TRIAL_GAME });
  });

  it('refuses a free trial of a game that offers none', async () => {
    expect(await launch({ gameId: REAL_ONLY_GAME, launchMode: 'trial' })).toMatchObject({ success: false, code: ErrorCode.gameTrialUnavailable });
  });

  it.each(['https://evil.example/m/home', '//evil.example/m/home', '/\\evil.example/m/home', 'javascript:alert(1)', '/admin', '/m/../admin'])(
    'refuses the open redirect backUrl %s',
    async (backUrl) => {
      expect(await launch({ gameId: TRIAL_GAME, backUrl })).toMatchObject({ success: false, code: ErrorCode.gameBackUrlInvalid });
    },
  );

  it('accepts a same-origin absolute backUrl and hands the vendor its path', async () => {
    const res = await launch({ gameId: TRIAL_GAME, backUrl: 'http://localhost:80/m/gameList?gameType=RNG' });
    expect(res.success).toBe(true);
    expect(new URL(res.value!.gameUrl, 'http://x').searchParams.get('back')).toBe('/m/gameList?gameType=RNG');
  });

  it('refuses an unknown game, a malformed vassKey and a vendor the merchant does not show', async () => {
    expect(await launch({ gameId: 999_999 })).toMatchObject({ success: false, code: ErrorCode.gameNotFound });
    expect(await launch({ vassKey: 'nonsense' })).toMatchObject({ success: false, code: ErrorCode.gameNotFound });
    expect(await launch({ vassKey: 'RNG-NOPE' })).toMatchObject({ success: false, code: ErrorCode.gameVendorUnavailable });
  });

  it('ends the member’s game sessions on logout: debits refused, wins accepted', async () => {
    await addMember(t.app, { username: 'leaver01', password: 'Secret123' });
    const leaver = await tokenFor(t.app, 'leaver01', 'Secret123');
    const session = await sessionOf((await launch({ gameId: TRIAL_GAME, launchMode: 'trial' }, leaver)).value!.gameUrl);
    await call(t.app, 'DELETE', AccountPath.logout, { token: leaver });
    const wallet = createSeamlessClient(t.app, 'MLS');
    const bet = { requestId: 'leaver-bet', sessionId: session.id, transactionId: 'leaver-tx', roundId: 'r', gameId: TRIAL_GAME, amount: 10 };
    expect(await wallet.debit(bet)).toMatchObject({ success: false, code: ErrorCode.seamlessSessionEnded });
    const win = { ...bet, requestId: 'leaver-win', transactionId: 'leaver-win' };
    expect(await wallet.credit(win)).toMatchObject({ success: true, value: { balance: Number(DEMO_CREDIT) + 10 } });
  });
});
