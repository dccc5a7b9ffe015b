import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useFeature } from '../../stores';
import { LoyaltyStore } from '../../stores/LoyaltyStore';
import { formatPoints } from '../../stores/loyalty/format';

const Line = styled.p`
  margin: ${(p) => p.theme.base.space.xs} 0 0;
  color: ${(p) => p.theme.colors.textMuted};
  font-size: ${(p) => p.theme.base.fontSize.small};
`;

/**
 * The member's points and level name on one line (drawer, member centre): one read of the
 * summary, kept LOYALTY_STALE_MS, only when points are on and the member logged in.
 */
export const PointsLine = observer(function PointsLine() {
  const { t } = useTranslation();
  const loyalty = useFeature(LoyaltyStore);
  const available = loyalty.available;
  useEffect(() => {
    if (available) void loyalty.loadSummary();
  }, [loyalty, available]);
  const summary = loyalty.summary;
  if (!available || !summary) return null;
  return (
    <Line data-testid="loyalty-points">
      {t('loyalty.points', { points: formatPoints(summary.points) })}
      {summary.level && ` · ${t('loyalty.level', { name: summary.level.name })}`}
    </Line>
  );
});

export default PointsLine;
