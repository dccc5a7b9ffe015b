import { hitFrequency, multiplierDistribution, rtpAtStake, type MultiplierDistribution } from '../../../../server/vendors/house-slot/rtp';
import { PUBLISHED_RTP, STAKES, STRIPS } from '../../../../server/vendors/house-slot/game-config';

describe('exact RTP by full enumeration of reel stops', () => {
  let distribution: MultiplierDistribution;

  beforeAll(() => {
    distribution = multiplierDistribution();
  }, 120_000);

  it('counts every stop combination once', () => {
    expect(distribution.total).toBe(STRIPS.reduce((n, strip) => n * strip.length, 1));
    expect(distribution.combinations.reduce((a, b) => a + b, 0)).toBe(distribution.total);
  });

  it.each(STAKES)('returns the published %s-stake RTP, within 96.0 % ± 0.1 pp', (stake) => {
    const rtp = rtpAtStake(distribution, stake);
    expect(rtp).toBeCloseTo(PUBLISHED_RTP, 10);
    expect(Math.abs(rtp - 0.96)).toBeLessThanOrEqual(0.001);
  });

  it('accounts for the floor to the minor unit: a stake that is not a multiple of 20 returns less', () => {
    expect(rtpAtStake(distribution, 50)).toBeLessThan(rtpAtStake(distribution, 100));
    expect(rtpAtStake(distribution, 1)).toBeLessThan(rtpAtStake(distribution, 50));
  });

  it('pays something on about 63 % of spins', () => {
    expect(hitFrequency(distribution)).toBeCloseTo(0.6296, 3);
  });
});
