import { AccountPath, type LoginResult, type TrialAccountValue } from '@common/contract/account';
import { GamePath, type FavouritePage, type GameItem } from '@common/contract/games';
import { ErrorCode, type Envelope } from '@common/contract/envelope';
import { RECENT_LIMIT } from '../../../../server/modules/catalog/member-games';
import { addMember, call, TestClock, tokenFor } from '../../helpers/accounts';
import { databases, suiteApp } from '../../helpers/build';

describe.each(databases())('favourites and recent plays on $name', (db) => {
  const clock = new TestClock();
  const suite = suiteApp(db, {}, { now: clock.now });
  let serial = 0;

  /** A fresh logged-in member's token. */
  async function member(): Promise<string> {
    const username = `player${serial++}x`;
    await addMember(suite.app, { username, password: 'secret123' });
    return tokenFor(suite.app, username, 'secret123');
  }
  const send = async <T>(method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: unknown, headers?: Record<string, string>) =>
    (await call(suite.app, method, url, { token, payload: payload as object, headers })).json<Envelope<T>>();
  const favourites = async (token: string) => (await send<GameItem[]>('GET', GamePath.favouriteList, token)).value!.map((g) => g.gameId);
  const recent = async (token: string) => (await send<GameItem[]>('GET', GamePath.recent, token)).value!.map((g) => g.gameId);

  describe('favourites', () => {
    it('adds, lists newest first and removes', async () => {
      const token = await member();
      expect(await send('POST', GamePath.favourite, token, { gameId: 10_001 })).toEqual({ success: true, value: true });
      clock.advance(1000);
      await send('POST', GamePath.favourite, token, { gameId: 20_005 });
      expect(await favourites(token)).toEqual([20_005, 10_001]);
      expect(await send('DELETE', `${GamePath.favourite}?gameId=10001`, token)).toEqual({ success: true, value: true });
      expect(await favourites(token)).toEqual([20_005]);
    });

    it('keeps one favourite when the same game is added twice, and removing a non-favourite is no error', async () => {
      const token = await member();
      await send('POST', GamePath.favourite, token, { gameId: 11_002 });
      expect(await send('POST', GamePath.favourite, token, { gameId: 11_002 })).toEqual({ success: true, value: false });
      expect(await favourites(token)).toEqual([11_002]);
      expect(await send('DELETE', `${GamePath.favourite}?gameId=11003`, token)).toEqual({ success: true, value: false });
    });

    it('refuses an unknown game with game.not.found and stores nothing', async () => {
      const token = await member();
      expect(await send('POST', GamePath.favourite, token, { gameId: 999_999 })).toMatchObject({ success: false, code: ErrorCode.gameNotFound });
      expect(await favourites(token)).toEqual([]);
    });

    it.each([
      ['a missing gameId', {}],
      ['a gameId as text', { gameId: '10001' }],
      ['gameId 0', { gameId: 0 }],
    ])('refuses %s with request.invalid', async (_name, body) => {
      const token = await member();
      expect(await send('POST', GamePath.favourite, token, body)).toMatchObject({ success: false, code: ErrorCode.requestInvalid });
      expect(await favourites(token)).toEqual([]);
    });

    it('pages favourites with pageNum and totalPages', async () => {
      const token = await member();
      for (const gameId of [10_001, 10_002, 10_003, 10_004, 10_005]) {
        clock.advance(1000);
        await send('POST', GamePath.favourite, token, { gameId });
      }
      const page = async (pageNo: number) => (await send<FavouritePage>('GET', `${GamePath.favouritePage}?pageNo=${pageNo}&pageSize=2`, token)).value!;
      expect(await page(1)).toMatchObject({ pageNum: 1, totalPages: 3 });
      expect((await page(1)).content.map((g) => g.gameId)).toEqual([10_005, 10_004]);
      expect((await page(3)).content.map((g) => g.gameId)).toEqual([10_001]);
      expect((await page(4)).content).toEqual([]);
      expect(await send('GET', `${GamePath.favouritePage}?pageNo=1&pageSize=0`, token)).toMatchObject({ code: ErrorCode.requestInvalid });
    });

    it("keeps each member's favourites apart", async () => {
      const [a, b] = [await member(), await member()];
      await send('POST', GamePath.favourite, a, { gameId: 12_001 });
      expect(await favourites(b)).toEqual([]);
    });
  });

  describe('recent plays', () => {
    it('lists newest first with one entry per game', async () => {
      const token = await member();
      for (const gameId of [10_001, 10_002, 10_001]) {
        clock.advance(1000);
        expect(await send('POST', GamePath.recent, token, { gameId })).toEqual({ success: true, value: null });
      }
      expect(await recent(token)).toEqual([10_001, 10_002]);
    });

    it(`keeps only the ${RECENT_LIMIT} newest plays`, async () => {
      const token = await member();
      const played = Array.from({ length: RECENT_LIMIT + 3 }, (_, i) => 21_001 + i);
      for (const gameId of played) {
        clock.advance(1000);
        await send('POST', GamePath.recent, token, { gameId });
      }
      const list = await recent(token);
      expect(list).toHaveLength(RECENT_LIMIT);
      expect(list[0]).toBe(played.at(-1));
      expect(list).not.toContain(played[2]);
    });

    it('refuses an unknown game with game.not.found', async () => {
      const token = await member();
      expect(await send('POST', GamePath.recent, token, { gameId: 999_999 })).toMatchObject({ success: false, code: ErrorCode.gameNotFound });
    });

    it('makes popular the most played games of the last 7 days', async () => {
      // Plays of earlier tests fall out of the window.
      clock.advance(8 * 86_400_000);
      const [a, b] = [await member(), await member()];
      await send('POST', GamePath.recent, a, { gameId: 40_003 });
      await send('POST', GamePath.recent, b, { gameId: 40_003 });
      await send('POST', GamePath.recent, b, { gameId: 40_004 });
      const popular = (await send<GameItem[]>('GET', GamePath.popular)).value!.map((g) => g.gameId);
      expect(popular).toEqual([40_003, 40_004]);
      clock.advance(8 * 86_400_000);
      const later = (await send<GameItem[]>('GET', GamePath.popular)).value!;
      expect(later).toEqual((await send<GameItem[]>('GET', GamePath.hot)).value);
    });
  });

  describe('auth', () => {
    it.each([
      ['POST', GamePath.favourite],
      ['DELETE', `${GamePath.favourite}?gameId=10001`],
      ['GET', GamePath.favouriteList],
      ['GET', `${GamePath.favouritePage}?pageNo=1&pageSize=20`],
      ['POST', GamePath.recent],
      ['GET', GamePath.recent],
    ] as const)('%s %s needs a token (customer.not.login)', async (method, url) => {
      expect(await send(method, url, undefined, method === 'POST' ? { gameId: 10_001 } : undefined)).toMatchObject({
        success: false,
        code: ErrorCode.customerNotLogin,
      });
    });

    it('lets a free-trial account keep favourites and recent plays under the trial merchant code', async () => {
      const headers = { merchant: 'MLOBBYTRIAL' };
      const trial = await send<TrialAccountValue>('GET', AccountPath.trialAccount, undefined, undefined, headers);
      const login = await send<LoginResult>('POST', AccountPath.freeplayLogin, undefined, { trialName: trial.value!.trialName }, headers);
      const token = login.value!.token;
      expect(await send('POST', GamePath.favourite, token, { gameId: 10_007 }, headers)).toEqual({ success: true, value: true });
      expect(await send('POST', GamePath.recent, token, { gameId: 10_007 }, headers)).toEqual({ success: true, value: null });
      expect((await send<GameItem[]>('GET', GamePath.favouriteList, token, undefined, headers)).value!.map((g) => g.gameId)).toEqual([10_007]);
      expect((await send<GameItem[]>('GET', GamePath.recent, token, undefined, headers)).value!.map((g) => g.gameId)).toEqual([10_007]);
    });
  });
});
