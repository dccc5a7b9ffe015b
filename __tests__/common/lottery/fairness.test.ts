import { deriveNumbers, seedHash } from '@common/lottery/fairness';
import { VN_PRIZE_TIERS } from '@common/lottery/games';

/** The worked example of docs/lottery-fairness.md (checked there with Python's hmac module). */
const SEED = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';
const ISSUE = '20261121-0001';

describe('seedHash', () => {
  test('is the hex SHA-256 of the seed bytes, not of the hex text', async () => {
    expect(await seedHash(SEED)).toBe('630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd');
  });
  test('accepts upper-case hex as the same bytes', async () => {
    expect(await seedHash(SEED.toUpperCase())).toBe(await seedHash(SEED));
  });
  test.each(['', 'abc', 'zz', '0x00'])('refuses %j as a seed', async (bad) => {
    await expect(seedHash(bad)).rejects.toThrow(RangeError);
  });
});

describe('deriveNumbers', () => {
  test('reproduces the documented worked example', async () => {
    expect(await deriveNumbers('ssc', SEED, 'SSC1', ISSUE)).toEqual({ numbers: ['5', '8', '8', '2', '0'], prizes: null });
    expect(await deriveNumbers('k3', SEED, 'K3_1', ISSUE)).toEqual({ numbers: ['4', '4', '5'], prizes: null });
    const north = await deriveNumbers('vn-north', SEED, 'VN_NORTH', ISSUE);
    expect(north.prizes?.[0]).toEqual(['80072']);
    expect(north.prizes?.[7]).toEqual(['35', '99', '95', '55']);
    const south = await deriveNumbers('vn-south', SEED, 'VN_SOUTH', ISSUE);
    expect(south.prizes?.[0]).toEqual(['974755']);
    expect(south.prizes?.[8]).toEqual(['10']);
  });

  test('is deterministic for the same seed, game and issue', async () => {
    for (const kind of ['ssc', 'k3', 'vn-north', 'vn-south'] as const) {
      expect(await deriveNumbers(kind, SEED, 'G', ISSUE)).toEqual(await deriveNumbers(kind, SEED, 'G', ISSUE));
    }
  });

  test('differs between issues, games and seeds', async () => {
    const base = (await deriveNumbers('vn-north', SEED, 'VN_NORTH', ISSUE)).numbers;
    expect((await deriveNumbers('vn-north', SEED, 'VN_NORTH', '20261121-0002')).numbers).not.toEqual(base);
    expect((await deriveNumbers('vn-north', SEED, 'VN_NORTH_5', ISSUE)).numbers).not.toEqual(base);
    expect((await deriveNumbers('vn-north', 'ff'.repeat(32), 'VN_NORTH', ISSUE)).numbers).not.toEqual(base);
  });

  test('SSC draws five digits 0-9 and K3 three dice 1-6', async () => {
    for (let i = 0; i < 50; i += 1) {
      const ssc = await deriveNumbers('ssc', SEED, 'SSC1', String(i));
      expect(ssc.numbers).toHaveLength(5);
      ssc.numbers.forEach((d) => expect(d).toMatch(/^[0-9]$/));
      const k3 = await deriveNumbers('k3', SEED, 'K3_1', String(i));
      expect(k3.numbers).toHaveLength(3);
      k3.numbers.forEach((d) => expect(d).toMatch(/^[1-6]$/));
    }
  });

  test.each([
    ['vn-north', 27],
    ['vn-south', 18],
  ] as const)('%s draws %i numbers, each tier its count and width, numbers the prizes in order', async (kind, total) => {
    const { numbers, prizes } = await deriveNumbers(kind, SEED, 'VN', ISSUE);
    expect(numbers).toHaveLength(total);
    expect(prizes?.flat()).toEqual(numbers);
    VN_PRIZE_TIERS[kind].forEach((tier, i) => {
      expect(prizes?.[i]).toHaveLength(tier.count);
      prizes?.[i].forEach((n) => expect(n).toMatch(new RegExp(`^\\d{${tier.width}}$`)));
    });
  });

  /** Chi-square against uniform; the seed is fixed, so this is a deterministic check, not a flaky one. */
  const chiSquare = (counts: number[]) => {
    const total = counts.reduce((a, b) => a + b, 0);
    const expected = total / counts.length;
    return counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
  };

  test('digits are roughly uniform over 2,000 SSC issues (chi-square, 9 df, below 27.9 = p 0.001)', async () => {
    const counts = new Array(10).fill(0);
    for (let i = 0; i < 2_000; i += 1) {
      (await deriveNumbers('ssc', SEED, 'SSC1', `20261121-${i}`)).numbers.forEach((d) => (counts[Number(d)] += 1));
    }
    expect(chiSquare(counts)).toBeLessThan(27.9);
  });

  test('dice are roughly uniform over 2,000 K3 issues (chi-square, 5 df, below 20.5 = p 0.001)', async () => {
    const counts = new Array(6).fill(0);
    for (let i = 0; i < 2_000; i += 1) {
      (await deriveNumbers('k3', SEED, 'K3_1', `20261121-${i}`)).numbers.forEach((d) => (counts[Number(d) - 1] += 1));
    }
    expect(chiSquare(counts)).toBeLessThan(20.5);
  });

  test('the last two digits of Vietnamese prizes cover 00-99 evenly (200 issues, 99 df, below 149.4 = p 0.001)', async () => {
    const counts = new Array(100).fill(0);
    for (let i = 0; i < 200; i += 1) {
      (await deriveNumbers('vn-north', SEED, 'VN_NORTH', `20261121-${i}`)).numbers.forEach((n) => (counts[Number(n.slice(-2))] += 1));
    }
    expect(chiSquare(counts)).toBeLessThan(149.4);
  });
});
