import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMIT_KINDS } from '@common/rules/protection';
import { LoadStatus } from '../../components/payments/PagedList';
import { Muted, Page } from '../../components/ui';
import { useFeature } from '../../stores';
import { ProtectionStore } from '../../stores/ProtectionStore';
import { BreakCard } from './components/BreakCard';
import { LimitCard } from './components/LimitCard';
import { RealityCheckCard } from './components/RealityCheckCard';
import { SessionLimitCard } from './components/SessionLimitCard';

/**
 * /m/responsibleGaming (issue 15), from the member centre: deposit, loss and wager limits over 24
 * hours, 7 days and 30 days with what is used and when it frees; the session-time limit; the
 * reality check; time-out and self-exclusion. The server decides what applies at once and what
 * waits for the cooling-off; the screen shows its answer.
 */
const ResponsibleGaming = observer(function ResponsibleGaming() {
  const { t } = useTranslation();
  const store = useFeature(ProtectionStore);
  useEffect(() => {
    void store.load();
  }, [store]);
  const value = store.value;
  if (!value) return <Page>{<LoadStatus state={store.state} onRetry={() => void store.load()} />}</Page>;
  return (
    <Page>
      <Muted>{t('protection.intro')}</Muted>
      {LIMIT_KINDS.map((kind) => (
        <LimitCard key={kind} kind={kind} limits={value.limits} />
      ))}
      <SessionLimitCard />
      <RealityCheckCard />
      <BreakCard />
    </Page>
  );
});

export default ResponsibleGaming;
