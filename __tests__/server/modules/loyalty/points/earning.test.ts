/** The earning fold (docs/loyalty.md "How points are counted"): exact, and the same however the feed is cut into batches. */
import type { LoyaltySettings } from '@common/contract/consoleLoyalty';
import { earningsOf, type GameLeg } from '../../../../../server/modules/loyalty/points/earning';

const SETTINGS = new Map<string, LoyaltySettings>([['M', { merchantCode: 'M', pointsExpiryDays: 365, defaultRateBp: 10_000, rates: { LIVE: 5_000, LOTT: 2_500 } }]]);
const never = () => false;
let id = 0;
const leg = (memberId: number, kind: GameLeg['kind'], amount: number, gameType = 'RNG'): GameLeg => ({ merchantCode: 'M', memberId, kind, amount: BigInt(amount), gameType, at: { xid: 1, id: ++id }, createdAt: new Date(id) });

test('folding leg by leg (batches of one) gives what folding all at once gives', () => {
  const games = ['RNG', 'LIVE', 'LOTT', 'FISH'];
  const legs = Array.from({ length: 300 }, (_, i) => leg(1 + (i % 3), i % 4 === 3 ? 'refund' : 'stake', 1 + ((i * 7919) % 997), games[i % 4]));
  const whole = earningsOf(legs, new Map(), SETTINGS, never);
  const starts = new Map<number, { carry: bigint }>();
  const points = new Map<number, bigint>();
  for (const one of legs) {
    for (const e of earningsOf([one], starts, SETTINGS, never)) {
      starts.set(e.memberId, { carry: e.carry });
      points.set(e.memberId, (points.get(e.memberId) ?? 0n) + e.points);
    }
  }
  for (const e of whole) expect([points.get(e.memberId), starts.get(e.memberId)!.carry]).toEqual([e.points, e.carry]);
});

test('bonus play counts turnover only; its refunds take nothing back', () => {
  const [e] = earningsOf([leg(9, 'stake', 150), leg(9, 'stake', 1_000), leg(9, 'refund', 1_000)], new Map(), SETTINGS, (_m, at) => at.id > id - 2);
  expect(e).toMatchObject({ points: 1n, carry: 500_000n, turnover: 150n });
});
