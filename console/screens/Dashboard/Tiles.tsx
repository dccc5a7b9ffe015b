import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { MoneyFigures } from '@common/contract/consoleReports';
import { money } from '../../format';

/** Today's figures in tile order; activePlayers is a count, the rest money. */
export const FIGURES: readonly (keyof MoneyFigures)[] = ['deposits', 'withdrawals', 'stakes', 'wins', 'ggr', 'ngr', 'bonuses', 'adjustments', 'activePlayers'];

/** A figure as it reads: money with 2 decimals from minor units, the player count as a whole number. */
export function figure(key: keyof MoneyFigures, value: number): string {
  return key === 'activePlayers' ? value.toLocaleString('en') : money(value);
}

const Grid = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
  gap: ${(p) => p.theme.base.space.m};
  margin: 0 0 ${(p) => p.theme.base.space.l};
  div {
    background: ${(p) => p.theme.colors.surface};
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.base.radius.medium};
    padding: ${(p) => p.theme.base.space.l};
  }
  dt {
    color: ${(p) => p.theme.colors.textMuted};
  }
  dd {
    margin: ${(p) => p.theme.base.space.xs} 0 0;
    font-size: ${(p) => p.theme.base.fontSize.large};
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

/** Today's figures as tiles (a description list: each figure's name is its term). */
export function Tiles({ today }: { today: MoneyFigures }) {
  const { t } = useTranslation();
  return (
    <Grid aria-label={t('dashboard.today')}>
      {FIGURES.map((key) => (
        <div key={key}>
          <dt>{t(`dashboard.figures.${key}`)}</dt>
          <dd>{figure(key, today[key])}</dd>
        </div>
      ))}
    </Grid>
  );
}
