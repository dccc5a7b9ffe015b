import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Note } from '../../../components/payments/styles';
import { useDate } from '../../../components/loyalty/useDate';
import { Card, Muted } from '../../../components/ui';
import { useFeature } from '../../../stores';
import { LoyaltyStore } from '../../../stores/LoyaltyStore';
import { formatPoints } from '../../../stores/loyalty/format';
import { formatMinor } from '../../../utils/money';

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.theme.base.space.s};
  flex-wrap: wrap;
`;

const Amount = styled.p`
  margin: 0;
  font-size: ${(p) => p.theme.base.fontSize.large};
  font-weight: 700;
  color: ${(p) => p.theme.colors.primary};
`;

/** A level's name as a badge. */
export const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  padding: ${(p) => p.theme.base.space.xs} ${(p) => p.theme.base.space.m};
  border-radius: ${(p) => p.theme.base.radius.round};
  background: ${(p) => p.theme.colors.surfaceRaised};
  border: 1px solid ${(p) => p.theme.colors.accent};
  font-weight: 700;
`;

/** The member's points, what expires soon (with its date), their level and the way to the next. */
export const PointsCard = observer(function PointsCard() {
  const { t } = useTranslation();
  const date = useDate();
  const summary = useFeature(LoyaltyStore).summary;
  return (
    <Card aria-labelledby="mall-points">
      <h2 id="mall-points">{t('mall.yourPoints')}</h2>
      <Row>
        <Amount data-testid="mall-points-balance">{summary ? t('loyalty.points', { points: formatPoints(summary.points) }) : t('common.balancePlaceholder')}</Amount>
        {summary?.level && <Badge aria-label={t('loyalty.level', { name: summary.level.name })}>{summary.level.name}</Badge>}
      </Row>
      {summary?.expiring && <Note>{t('mall.expiring', { points: formatPoints(summary.expiring.points), date: date(summary.expiring.at) })}</Note>}
      {summary?.next && <Muted>{t('mall.nextLevel', { amount: formatMinor(summary.next.remaining), name: summary.next.level.name })}</Muted>}
      {summary && <Muted>{t('mall.expiryDays', { days: summary.expiryDays })}</Muted>}
    </Card>
  );
});
