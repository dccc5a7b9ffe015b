import { useTranslation } from 'react-i18next';
import type { RaceValue } from '@common/contract/loyalty';
import { Facts, StatusText } from '../../../components/payments/styles';
import { useDate } from '../../../components/loyalty/useDate';
import { useMessageText } from '../../../components/useMessageText';
import { timeLeft } from '../../../stores/loyalty/format';

/** The chosen race: what it scores, which games, its period's end and the time left — or "final" once settled. */
export function RaceHeader({ race, settled, now }: { race: RaceValue; settled: boolean; now: number }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const date = useDate(true);
  return (
    <>
      <h2 id="race-title">
        {race.title} {settled && <StatusText $tone="success">{t('leaderBoard.final')}</StatusText>}
      </h2>
      <Facts aria-label={t('leaderBoard.facts')}>
        <dt>{t('leaderBoard.metricLabel')}</dt>
        <dd>{t(`leaderBoard.metric.${race.metric}`)}</dd>
        <dt>{t('leaderBoard.recurrenceLabel')}</dt>
        <dd>{t(`leaderBoard.recurrence.${race.recurrence}`)}</dd>
        <dt>{t('leaderBoard.games')}</dt>
        <dd>{race.gameTypes.length === 0 ? t('leaderBoard.allGames') : race.gameTypes.join(', ')}</dd>
        <dt>{t('leaderBoard.period')}</dt>
        <dd>{`${date(race.periodStart)} – ${date(race.periodEnd)}`}</dd>
        {!settled && now > 0 && (
          <>
            <dt>{t('leaderBoard.timeLeft')}</dt>
            <dd data-testid="race-time-left">{text(timeLeft(race.periodEnd, now))}</dd>
          </>
        )}
      </Facts>
    </>
  );
}
