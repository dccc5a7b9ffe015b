import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleRace, ConsoleRaceStandings } from '@common/contract/consoleLoyalty';
import type { RewardValue } from '@common/contract/loyalty';
import { DataTable, type Column } from '../../components/DataTable';
import { LoadState } from '../../components/Loading';
import { Button, Card, Field, Input, Muted, Row, Subtitle } from '../../components/ui';
import { dateTime, money, parseLocalInput } from '../../format';
import { LoyaltyStore } from '../../stores/LoyaltyStore';
import { useFeature } from '../../stores/context';
import { firstText } from './StateActions';
import { timesText } from './units';

type Ranked = ConsoleRaceStandings['ranks'][number];

/** A prize as the operator reads it: "50.00 bonus · 5×" or "1,000 points". */
export function prizeText(t: (key: string, options?: Record<string, unknown>) => string, prize: RewardValue | null): string {
  if (!prize) return '';
  if (prize.kind === 'points') return t('loyalty.prize.points', { points: prize.amount.toLocaleString('en') });
  return t('loyalty.prize.bonus', { amount: money(prize.amount), times: timesText(prize.wageringMultiplierPercent) });
}

/** A race's full ranking for a period (empty: the running one): full usernames, scores, prizes and whether each was paid. */
export const Standings = observer(function Standings({ race, onClose }: { race: ConsoleRace; onClose: () => void }) {
  const { t } = useTranslation();
  const store = useFeature(LoyaltyStore);
  const [period, setPeriod] = useState('');
  useEffect(() => {
    store.standings.clear();
    void store.loadStandings(race.id, null);
  }, [store, race.id]);
  const standings = store.standings.value?.raceId === race.id ? store.standings.value : null;
  const title = firstText(race.title);
  const columns: Column<Ranked>[] = [
    { labelKey: 'loyalty.standings.rank', render: (r) => r.rank },
    { labelKey: 'loyalty.standings.member', render: (r) => r.fullUsername },
    { labelKey: 'loyalty.standings.score', render: (r) => money(r.score) },
    { labelKey: 'loyalty.standings.prize', render: (r) => prizeText(t, r.prize) },
    { labelKey: 'loyalty.standings.paid', render: (r) => (r.prize ? t(r.paid ? 'loyalty.standings.yes' : 'loyalty.standings.no') : '') },
  ];
  return (
    <Card aria-labelledby="race-standings">
      <Subtitle id="race-standings">{t('loyalty.standings.title', { title })}</Subtitle>
      <Row>
        <Field>
          {t('loyalty.standings.period')}
          <Input type="datetime-local" value={period} onChange={(e) => setPeriod(e.target.value)} />
        </Field>
        <Button type="button" $variant="plain" onClick={() => void store.loadStandings(race.id, parseLocalInput(period))}>
          {t('loyalty.standings.show')}
        </Button>
      </Row>
      <LoadState of={store.standings} />
      {standings && (
        <>
          <Muted>{t(standings.settled ? 'loyalty.standings.settled' : 'loyalty.standings.running', { from: dateTime(standings.periodStart), to: dateTime(standings.periodEnd) })}</Muted>
          <DataTable caption={t('loyalty.standings.title', { title })} columns={columns} rows={standings.ranks} rowKey={(r) => r.memberId} />
        </>
      )}
      <Button type="button" $variant="plain" onClick={onClose}>
        {t('loyalty.close')}
      </Button>
    </Card>
  );
});
