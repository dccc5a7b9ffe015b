import { observer } from 'mobx-react-lite';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadStatus } from '../../components/payments/PagedList';
import { Muted, Page } from '../../components/ui';
import { useFeature, useStores } from '../../stores';
import { PromotionStore } from '../../stores/PromotionStore';
import { Applications } from './components/Applications';
import { Bonuses } from './components/Bonuses';
import { PromotionItem } from './components/PromotionItem';

/**
 * /m/activity (§2, issue 16): the events centre. Every promotion with its picture, status label,
 * exact figures and terms before joining, and what can be done with it; for a logged-in member
 * their reward applications, and for a real account the bonuses held with the wagering still to
 * go. Back goes home (routes.tsx BACK_HOME_PATHS).
 */
const Activity = observer(function Activity() {
  const { t } = useTranslation();
  const { session, language } = useStores();
  const store = useFeature(PromotionStore);
  const loggedIn = session.isLoggedIn;
  const realMember = session.isRealMember;
  useEffect(() => {
    void store.load();
    if (loggedIn) void store.loadApplications();
    if (realMember) void store.loadBonuses();
  }, [store, loggedIn, realMember]);
  const code = language.code;
  const date = useCallback((ms: number) => new Intl.DateTimeFormat(code, { dateStyle: 'medium' }).format(ms), [code]);

  return (
    <Page>
      {store.listState !== 'loaded' ? (
        <LoadStatus state={store.listState} onRetry={() => void store.load(true)} />
      ) : store.promotions.length === 0 ? (
        <Muted>{t('promo.none')}</Muted>
      ) : (
        store.promotions.map((card) => (
          <PromotionItem key={card.id} card={card} date={date} linkedTitle={card.linkedPromotionId === null ? null : (store.byId(card.linkedPromotionId)?.title ?? null)} />
        ))
      )}
      {realMember && <Bonuses date={date} />}
      {loggedIn && <Applications date={date} />}
    </Page>
  );
});

export default Activity;
