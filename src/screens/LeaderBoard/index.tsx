import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FeatureGate } from '../../components/FeatureGate';
import { LoadStatus } from '../../components/payments/PagedList';
import { Choices } from '../../components/payments/styles';
import { Button, Card, Muted, Page } from '../../components/ui';
import { useFeature } from '../../stores';
import { RaceStore } from '../../stores/RaceStore';
import { PrizeTable } from './components/PrizeTable';
import { RaceHeader } from './components/RaceHeader';
import { RankTable } from './components/RankTable';

/** Refreshes the rank list while the page is visible: stops when the tab hides or the screen closes, catches up when it shows again. */
function useLiveRanks(store: RaceStore): void {
  useEffect(() => {
    void store.loadRaces();
    const sync = () => {
      if (document.visibilityState === 'hidden') {
        store.stopRefresh();
      } else {
        void store.refresh();
        store.startRefresh();
      }
    };
    if (document.visibilityState !== 'hidden') store.startRefresh();
    document.addEventListener('visibilitychange', sync);
    return () => {
      document.removeEventListener('visibilitychange', sync);
      store.stopRefresh();
    };
  }, [store]);
}

const LeaderBody = observer(function LeaderBody() {
  const { t } = useTranslation();
  const store = useFeature(RaceStore);
  useLiveRanks(store);
  const race = store.selected;
  const ranks = store.ranks?.race.id === race?.id ? store.ranks : null;
  if (store.racesState !== 'loaded') {
    return (
      <Page>
        <LoadStatus state={store.racesState} onRetry={() => void store.loadRaces()} />
      </Page>
    );
  }
  return (
    <Page>
      {store.races.length === 0 || !race ? (
        <Card>
          <Muted>{t('leaderBoard.none')}</Muted>
        </Card>
      ) : (
        <>
          {store.races.length > 1 && (
            <Choices role="group" aria-label={t('leaderBoard.races')}>
              {store.races.map((r) => (
                <Button key={r.id} type="button" $variant={r.id === race.id ? 'primary' : 'ghost'} aria-pressed={r.id === race.id} onClick={() => store.select(r.id)}>
                  {r.title}
                </Button>
              ))}
            </Choices>
          )}
          <Card aria-labelledby="race-title">
            <RaceHeader race={ranks?.race ?? race} settled={ranks?.settled ?? false} now={store.checkedAt} />
            <PrizeTable prizes={race.prizes} />
            {ranks ? <RankTable top={ranks.top} you={ranks.you} /> : <LoadStatus state={store.ranksState} onRetry={() => void store.loadRanks()} />}
          </Card>
        </>
      )}
    </Page>
  );
});

/**
 * /m/leaderBoard (§2, §7, issue 17, MISSIONLB3): the running races; for the chosen one its metric,
 * period and time left (or "final" once settled), the prizes by rank, the top RACE_TOP_SHOWN with
 * masked usernames, and the member's own place pinned. Refreshes every LEADERBOARD_REFRESH_MS while
 * visible. Off for the merchant: coming soon, and no call. Back goes home (routes.tsx BACK_HOME_PATHS).
 */
const LeaderBoard = observer(function LeaderBoard() {
  return (
    <FeatureGate feature="MISSIONLB3">
      <LeaderBody />
    </FeatureGate>
  );
});

export default LeaderBoard;
