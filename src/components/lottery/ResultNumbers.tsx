import styled from 'styled-components';
import type { DrawResult } from '@common/contract/lottery';

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

/**
 * A posted result as number balls. Vietnamese sheets have 18 or 27 prizes: the compact form
 * (lists) shows the special prize only, the full form every tier on its own line.
 */
export function ResultNumbers({ result, compact = false }: { result: Pick<DrawResult, 'numbers' | 'prizes'>; compact?: boolean }) {
  const rows = result.prizes ? (compact ? result.prizes.slice(0, 1) : result.prizes) : [result.numbers];
  return (
    <>
      {rows.map((row, i) => (
        <Balls key={i} data-testid="result-numbers">
          {row.map((n, j) => (
            <b key={j}>{n}</b>
          ))}
        </Balls>
      ))}
    </>
  );
}
