import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { RewardEntryValue } from '@common/contract/loyalty';
import { FeatureGate } from '../../components/FeatureGate';
import { LoadStatus } from '../../components/payments/PagedList';
import { Rows } from '../../components/payments/styles';
import { Card, Muted, Page } from '../../components/ui';
import { useFeature } from '../../stores';
import { RewardStore } from '../../stores/RewardStore';
import { EntryRow } from './components/EntryRow';

/** One of the two lists: its heading, the entries, or the empty state. */
function Section({ id, title, empty, entries }: { id: string; title: string; empty: string; entries: RewardEntryValue[] }) {
  return (
    <Card aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {entries.length === 0 ? (
        <Muted>{empty}</Muted>
      ) : (
        <Rows aria-label={title}>
          {entries.map((entry) => (
            <EntryRow key={`${entry.source}:${entry.id}`} entry={entry} />
          ))}
        </Rows>
      )}
    </Card>
  );
}

const RewardBody = observer(function RewardBody() {
  const { t } = useTranslation();
  const store = useFeature(RewardStore);
  useEffect(() => {
    void store.load();
  }, [store]);
  return (
    <Page>
      {store.centre.state !== 'loaded' ? (
        <LoadStatus state={store.centre.state} onRetry={() => void store.load(true)} />
      ) : (
        <>
          <Section id="rewards-claim" title={t('rewardCenter.toClaim')} empty={t('rewardCenter.noClaim')} entries={store.claimable} />
          <Section id="rewards-history" title={t('rewardCenter.history')} empty={t('rewardCenter.noHistory')} entries={store.history} />
        </>
      )}
    </Page>
  );
});

/**
 * /m/rewardCenter (§2, issue 17, REWCEN3): everything the member can claim (level-up rewards,
 * cashback and rebate awards, each with its claim-by date) and everything received — level
 * rewards, awards, race prizes, mall orders — with its state. Off for the merchant: coming soon,
 * and no call. Back goes home (routes.tsx BACK_HOME_PATHS).
 */
const RewardCenter = observer(function RewardCenter() {
  return (
    <FeatureGate feature="REWCEN3">
      <RewardBody />
    </FeatureGate>
  );
});

export default RewardCenter;
