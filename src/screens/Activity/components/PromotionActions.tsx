import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { PromotionCard } from '@common/contract/promotions';
import { Actions, Note } from '../../../components/payments/styles';
import { Button, ButtonLink, Muted } from '../../../components/ui';
import { applyRewardPath, loginPath, routerPath } from '../../../paths';
import { useFeature, useStores } from '../../../stores';
import { PromotionStore } from '../../../stores/PromotionStore';
import { canApply } from '../../../stores/promotions/applyRules';
import { formatMinor } from '../../../utils/money';

/**
 * What a member can do with a promotion, by its status label: join (a visitor is sent to log in
 * first), apply for a manual reward, claim a waiting award; a refusal says why.
 */
export const PromotionActions = observer(function PromotionActions({ card, date }: { card: PromotionCard; date: (ms: number) => string }) {
  const { t } = useTranslation();
  const { session } = useStores();
  const store = useFeature(PromotionStore);
  const applyLink = (
    <ButtonLink to={routerPath(applyRewardPath({ promotionId: card.id }))} aria-label={t('promo.applyFor', { title: card.title })}>
      {t(card.status === 'rejected' ? 'promo.applyAgain' : 'promo.apply')}
    </ButtonLink>
  );
  const pending = card.pendingAmount === null ? null : formatMinor(card.pendingAmount);

  return (
    <>
      {card.status === 'rejected' && card.rejectReason && <Note>{t('pay.reason', { reason: card.rejectReason })}</Note>}
      {card.status === 'process' && pending !== null && <Muted>{t('promo.earnedSoFar', { amount: pending })}</Muted>}
      {card.status === 'comingSoon' && <Muted>{t('promo.startsAt', { start: date(card.startsAt) })}</Muted>}
      <Actions>
        {card.status === 'join' && !session.isLoggedIn && <ButtonLink to={routerPath(loginPath())}>{t('promo.loginToJoin')}</ButtonLink>}
        {session.isLoggedIn && canApply(card) && applyLink}
        {card.status === 'join' && session.isLoggedIn && card.facts.type !== 'manualReward' && (
          <Button type="button" disabled={store.busy} onClick={() => void store.join(card.id)} aria-label={t('promo.joinTitle', { title: card.title })}>
            {t('promo.join')}
          </Button>
        )}
        {card.status === 'claim' && session.isLoggedIn && (
          <Button type="button" disabled={store.busy} onClick={() => void store.claim(card.id)}>
            {pending === null ? t('promo.claim') : t('promo.claimAmount', { amount: pending })}
          </Button>
        )}
      </Actions>
    </>
  );
});
