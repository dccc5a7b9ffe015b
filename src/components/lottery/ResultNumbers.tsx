import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { DrawResult } from '@common/contract/lottery';

/**
 * Prize tiers of a Vietnamese result sheet in the order the wire lists them (DrawResult.prizes:
 * special first). The northern sheet stops at the seventh, the southern one at the eighth; a test
 * holds this list to the engine's VN_PRIZE_TIERS, which lists need not load to name a tier.
 */
export const PRIZE_TIER_ORDER = ['special', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth'] as const;

const Balls = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.base.space.xs};
  b {
    min-width: 24px;
    padding: 0 ${(p) => p.theme.base.space.xs};
    border-radius: ${(p) => p.theme.base.radius.round};
    background: ${(p) => p.theme.colors.primary};
    color: ${(p) => p.theme.colors.onPrimary};
    text-align: center;
    font-variant-numeric: tabular-nums;
  }
`;

const Tier = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.theme.base.space.xs};
`;

function NumberBalls({ numbers }: { numbers: string[] }) {
  return (
    <Balls data-testid="result-numbers">
      {numbers.map((n, j) => (
        <b key={j}>{n}</b>
      ))}
    </Balls>
  );
}

/**
 * A posted result as number balls. Vietnamese sheets have 18 or 27 prizes in 8 or 9 tiers, each
 * shown under its tier's name: the compact form (lists) shows the special prize only and says so,
 * the full form (the verify panel) every tier.
 */
export function ResultNumbers({ result, compact = false }: { result: Pick<DrawResult, 'numbers' | 'prizes'>; compact?: boolean }) {
  const { t } = useTranslation();
  if (!result.prizes) return <NumberBalls numbers={result.numbers} />;
  const rows = compact ? result.prizes.slice(0, 1) : result.prizes;
  return (
    <>
      {rows.map((row, i) => (
        <Tier key={i} data-testid="prize-tier">
          <span>{t(`lottery.prizeTier.${PRIZE_TIER_ORDER[i]}`)}:</span>
          <NumberBalls numbers={row} />
        </Tier>
      ))}
    </>
  );
}
