import { eq } from 'drizzle-orm';
import { houseSlotSpins } from '../../../../server/db/schema';
import { HOUSE_SLOT_PREFIX } from '../../../../server/vendors/house-slot/adapter';
import { outcomeAt } from '../../../../server/vendors/house-slot/engine';
import { fairStops, serverSeedHash } from '../../../../server/vendors/house-slot/fair-derive';
import type { VerifyReply } from '../../../../server/vendors/house-slot/fair-routes';
import type { FairState, PastSpin, RevealedSeed } from '../../../../server/vendors/house-slot/fair-store';
import type { SpinReply } from '../../../../server/vendors/house-slot/routes';
import { databases, suiteApp } from '../../helpers/build';
import { fundedPlayer } from '../../modules/seamless/fixtures';

type Rotation = { revealed: RevealedSeed; next: FairState };
const SEED = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';

describe.each(databases())('provably fair house slot on $name', (db) => {
  const t = suiteApp(db);
  let seq = 0;
  const player = () => fundedPlayer(t.app, `fair${++seq}x`, 1_000_000n);
  const call = async <T>(cookie: string, method: 'GET' | 'POST', path: string, payload?: object) => {
    const res = await t.app.inject({ method, url: `${HOUSE_SLOT_PREFIX}${path}`, headers: { cookie }, ...(payload ? { payload } : {}) });
    return { status: res.statusCode, body: res.json<{ success: boolean; code?: string; value: T }>() };
  };
  const spin = async (cookie: string, stake = 100) => {
    const { body } = await call<SpinReply>(cookie, 'POST', '/spin', { stake, requestId: `fr${++seq}` });
    expect(body.success).toBe(true);
    return body.value;
  };
  const state = async (cookie: string) => (await call<FairState>(cookie, 'GET', '/fair')).body.value;
  const rotate = async (cookie: string) => (await call<Rotation>(cookie, 'POST', '/fair/rotate', {})).body.value;
  const history = async (cookie: string, page = 0) => (await call<{ spins: PastSpin[]; hasMore: boolean }>(cookie, 'GET', `/fair/spins?page=${page}`)).body.value;
  const verify = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `${HOUSE_SLOT_PREFIX}/verify/spin?${query}` });
    return { status: res.statusCode, body: res.json<{ success: boolean; code?: string; value: VerifyReply }>() };
  };

  it('shows a seed hash before play that is the SHA-256 of the seed revealed at rotation, with every spin of it verifiable', async () => {
    const { cookie } = await player();
    const before = await state(cookie);
    expect(before).toMatchObject({ nextNonce: 0 });
    expect(before.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    const spins = [await spin(cookie), await spin(cookie), await spin(cookie)];
    expect(spins.map((s) => s.nonce)).toEqual([0, 1, 2]);
    const { revealed, next } = await rotate(cookie);
    expect(revealed).toMatchObject({ serverSeedHash: before.serverSeedHash, clientSeed: before.clientSeed, spins: 3 });
    expect(serverSeedHash(revealed.serverSeed)).toBe(before.serverSeedHash);
    expect(next.serverSeedHash).not.toBe(before.serverSeedHash);
    expect(next).toMatchObject({ clientSeed: before.clientSeed, nextNonce: 0 });
    for (const s of spins) {
      const stops = fairStops(revealed.serverSeed, before.clientSeed, s.nonce);
      const shown = outcomeAt(s.stake, stops);
      expect(s.win).toBe(shown.win);
      const { body } = await verify(`round=${s.roundId}`);
      expect(body.value).toMatchObject({ stops, win: s.win, reels: s.reels, round: { roundId: s.roundId, matches: true, win: s.win } });
    }
  });

  it('keeps the server seed secret until rotation: not in the state, the history or the verifier', async () => {
    const { cookie } = await player();
    const s = await spin(cookie);
    const [past] = (await history(cookie)).spins;
    expect(past).toMatchObject({ roundId: s.roundId, serverSeed: null, nonce: 0 });
    expect(await state(cookie)).not.toHaveProperty('serverSeed');
    const { status, body } = await verify(`round=${s.roundId}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, code: 'request.invalid' });
  });

  it('gives concurrent spins distinct consecutive nonces, each recorded once', async () => {
    const { cookie, memberId } = await player();
    const replies = await Promise.all(Array.from({ length: 8 }, () => spin(cookie, 20)));
    expect(replies.map((r) => r.nonce).sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    const rows = await t.app.db.select().from(houseSlotSpins).where(eq(houseSlotSpins.memberId, memberId));
    expect(rows.map((r) => r.nonce).sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect((await state(cookie)).nextNonce).toBe(8);
  });

  it('reveals a distinct seed on each of concurrent rotations and spins, every spin verifying against the seed it was recorded with', async () => {
    const { cookie, memberId } = await player();
    await state(cookie);
    const results = await Promise.all([spin(cookie, 20), rotate(cookie), spin(cookie, 20), rotate(cookie), spin(cookie, 20)]);
    const rotations = results.filter((r): r is Rotation => 'revealed' in r);
    expect(new Set(rotations.map((r) => r.revealed.serverSeedHash)).size).toBe(2);
    const last = await rotate(cookie);
    const rows = await t.app.db.select().from(houseSlotSpins).where(eq(houseSlotSpins.memberId, memberId));
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      const { body } = await verify(`round=${row.roundId}`);
      expect(body.value.round).toMatchObject({ matches: true });
    }
    expect((await state(cookie)).serverSeedHash).toBe(last.next.serverSeedHash);
  });

  it('applies a changed client seed from the next spin, rotating the server seed and revealing the old one', async () => {
    const { cookie } = await player();
    const first = await spin(cookie);
    const old = await state(cookie);
    const { body } = await call<Rotation>(cookie, 'POST', '/fair/client-seed', { clientSeed: 'my own seed 42!' });
    expect(body.value.revealed).toMatchObject({ serverSeedHash: old.serverSeedHash, clientSeed: old.clientSeed, spins: 1 });
    expect(body.value.next).toMatchObject({ clientSeed: 'my own seed 42!', nextNonce: 0 });
    const second = await spin(cookie);
    expect(second.nonce).toBe(0);
    const past = (await history(cookie)).spins;
    expect(past.map((p) => [p.roundId, p.clientSeed, p.nonce])).toEqual([
      [second.roundId, 'my own seed 42!', 0],
      [first.roundId, old.clientSeed, 0],
    ]);
    expect(past[0].serverSeed).toBeNull();
    expect(past[1].serverSeed).toBe(body.value.revealed.serverSeed);
  });

  it.each([[''], ['x'.repeat(65)], ['tab\there'], ['ünïcode']])('refuses client seed %j with request.invalid, changing nothing', async (clientSeed) => {
    const { cookie } = await player();
    const before = await state(cookie);
    const { status, body } = await call(cookie, 'POST', '/fair/client-seed', { clientSeed });
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, code: 'request.invalid' });
    expect(await state(cookie)).toEqual(before);
  });

  it('shows each member only their own seeds and spins', async () => {
    const a = await player();
    const b = await player();
    await spin(a.cookie);
    await spin(a.cookie);
    expect((await history(b.cookie)).spins).toEqual([]);
    expect((await state(b.cookie)).serverSeedHash).not.toBe((await state(a.cookie)).serverSeedHash);
    const { revealed } = await rotate(b.cookie);
    expect(revealed.spins).toBe(0);
    expect((await history(a.cookie)).spins.every((s) => s.serverSeed === null)).toBe(true);
  });

  it('refuses the fairness routes without a game session', async () => {
    for (const [method, path] of [['GET', '/fair'], ['POST', '/fair/rotate'], ['GET', '/fair/spins']] as const) {
      const res = await t.app.inject({ method, url: `${HOUSE_SLOT_PREFIX}${path}`, ...(method === 'POST' ? { payload: {} } : {}) });
      expect(res.json()).toMatchObject({ success: false, code: 'seamless.session.invalid' });
    }
  });

  it('pages the history newest first', async () => {
    const { cookie } = await player();
    for (let i = 0; i < 22; i++) await spin(cookie, 20);
    const first = await history(cookie);
    expect(first.hasMore).toBe(true);
    expect(first.spins.map((s) => s.nonce)).toEqual(Array.from({ length: 20 }, (_, i) => 21 - i));
    const second = await history(cookie, 1);
    expect(second).toMatchObject({ hasMore: false });
    expect(second.spins.map((s) => s.nonce)).toEqual([1, 0]);
  });

  describe('the public verifier', () => {
    it('recomputes a spin from seed, client seed and nonce for a stake, without a session', async () => {
      const { status, body } = await verify(`serverSeed=${SEED}&clientSeed=lucky-fruits&nonce=1&stake=100`);
      expect(status).toBe(200);
      expect(body.value).toMatchObject({
        serverSeedHash: '630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd',
        stops: [10, 26, 5, 7, 12],
        reels: [['C', 'L', 'B'], ['G', 'B', 'C'], ['B', 'L', 'M'], ['7', 'L', 'B'], ['B', '7', 'O']],
        win: 100,
        round: null,
      });
    });

    it.each([
      ['a short seed', `serverSeed=abcd&clientSeed=c&nonce=0`],
      ['a non-hex seed', `serverSeed=${'z'.repeat(64)}&clientSeed=c&nonce=0`],
      ['a negative nonce', `serverSeed=${SEED}&clientSeed=c&nonce=-1`],
      ['a fractional nonce', `serverSeed=${SEED}&clientSeed=c&nonce=1.5`],
      ['a nonce above 2^31 − 1', `serverSeed=${SEED}&clientSeed=c&nonce=2147483648`],
      ['a stake not offered', `serverSeed=${SEED}&clientSeed=c&nonce=0&stake=30`],
      ['no client seed', `serverSeed=${SEED}&nonce=0`],
      ['no nonce', `serverSeed=${SEED}&clientSeed=c`],
      ['nothing', ''],
      ['a malformed round', 'round=not-a-uuid'],
    ])('refuses %s with request.invalid', async (_, query) => {
      const { status, body } = await verify(query);
      expect(status).toBe(400);
      expect(body).toMatchObject({ success: false, code: 'request.invalid' });
    });

    it('answers not.found for a round that does not exist', async () => {
      const { body } = await verify('round=00000000-0000-4000-8000-000000000000');
      expect(body).toMatchObject({ success: false, code: 'not.found' });
    });

    it('serves the verify page to anyone, with labelled seed, client seed and nonce inputs and a CSP nonce', async () => {
      const res = await t.app.inject({ method: 'GET', url: `${HOUSE_SLOT_PREFIX}/verify?lang=bn` });
      expect(res.statusCode).toBe(200);
      for (const name of ['serverSeed', 'clientSeed', 'nonce']) {
        expect(res.body).toContain(`<label for="${name}">`);
        expect(res.body).toContain(`name="${name}"`);
      }
      expect(res.body).toContain('<html lang="bn">');
      const nonce = /<script nonce="([^"]+)"/.exec(res.body)?.[1];
      expect(nonce).toBeTruthy();
      expect(res.headers['content-security-policy']).toContain(`'nonce-${nonce}'`);
    });
  });
});
