import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { DeliveryAddress, MallItemValue } from '@common/contract/loyalty';
import { Popup } from '../../../components/Popup';
import { Actions, Facts, Note } from '../../../components/payments/styles';
import { Button, Muted } from '../../../components/ui';
import { useDate } from '../../../components/loyalty/useDate';
import { useFeature } from '../../../stores';
import { MallStore } from '../../../stores/MallStore';
import { deliveryProblems, EMPTY_DELIVERY } from '../../../stores/loyalty/delivery';
import { formatPoints } from '../../../stores/loyalty/format';
import { formatMultiplier } from '../../../stores/promotions/format';
import { formatMinor } from '../../../utils/money';
import { DeliveryForm } from './DeliveryForm';
import { refusalText, stockText } from './itemFacts';

const Description = styled(Muted)`
  white-space: pre-wrap;
`;

/** The sheet's steps: the item, the delivery (physical goods), the confirmation naming the points. */
type Step = 'detail' | 'delivery' | 'confirm';

/**
 * An item's detail: description and figures, Redeem (or why not); physical goods ask where to
 * deliver; a last step names the points before anything is spent. Closes on success (the toast
 * says so); a refusal is shown by the server's message and the sheet stays for another try.
 */
export const ItemSheet = observer(function ItemSheet({ item, onClose }: { item: MallItemValue; onClose: () => void }) {
  const { t } = useTranslation();
  const date = useDate();
  const store = useFeature(MallStore);
  const [step, setStep] = useState<Step>('detail');
  const [delivery, setDelivery] = useState<DeliveryAddress>(EMPTY_DELIVERY);
  const [triedDelivery, setTriedDelivery] = useState(false);
  const physical = item.kind === 'physical';
  const problems = deliveryProblems(delivery);
  const refusal = refusalText(item, t);
  const stock = stockText(item, t);
  const points = formatPoints(item.pricePoints);

  const toConfirm = () => {
    setTriedDelivery(true);
    if (Object.keys(problems).length === 0) setStep('confirm');
  };
  const redeem = async () => {
    const order = await store.redeem(item, physical ? delivery : undefined);
    if (order) onClose();
  };

  return (
    <Popup id="mall-item-sheet" title={item.title} onClose={onClose}>
      {step === 'detail' && (
        <>
          {item.description && <Description>{item.description}</Description>}
          <Facts aria-label={t('mall.facts')}>
            <dt>{t('mall.kindLabel')}</dt>
            <dd>{t(`mall.kind.${item.kind}`)}</dd>
            <dt>{t('mall.price')}</dt>
            <dd>{t('loyalty.points', { points })}</dd>
            {item.bonusAmount !== null && (
              <>
                <dt>{t('mall.bonusAmount')}</dt>
                <dd>{formatMinor(item.bonusAmount)}</dd>
                <dt>{t('mall.wagering')}</dt>
                <dd>{`${formatMultiplier(item.wageringMultiplierPercent ?? 0)}×`}</dd>
              </>
            )}
            {item.ticketStake !== null && (
              <>
                <dt>{t('mall.ticketStake')}</dt>
                <dd>{formatMinor(item.ticketStake)}</dd>
              </>
            )}
            {stock && (
              <>
                <dt>{t('mall.stock')}</dt>
                <dd>{stock}</dd>
              </>
            )}
            {item.minLevelName && (
              <>
                <dt>{t('mall.level')}</dt>
                <dd>{item.minLevelName}</dd>
              </>
            )}
            {item.yourLimitLeft !== null && (
              <>
                <dt>{t('mall.yourLimit')}</dt>
                <dd>{item.yourLimitLeft}</dd>
              </>
            )}
            {item.endsAt !== null && (
              <>
                <dt>{t('mall.endsAt')}</dt>
                <dd>{date(item.endsAt)}</dd>
              </>
            )}
          </Facts>
          {refusal && <Note id="mall-refusal-reason">{refusal}</Note>}
          <Actions>
            <Button
              type="button"
              disabled={!item.redeemable}
              aria-describedby={refusal ? 'mall-refusal-reason' : undefined}
              onClick={() => setStep(physical ? 'delivery' : 'confirm')}
            >
              {t('mall.redeem')}
            </Button>
          </Actions>
        </>
      )}
      {step === 'delivery' && (
        <>
          <DeliveryForm value={delivery} problems={triedDelivery ? problems : {}} onChange={setDelivery} />
          <Actions>
            <Button type="button" $variant="ghost" onClick={() => setStep('detail')}>
              {t('mall.back')}
            </Button>
            <Button type="button" onClick={toConfirm}>
              {t('mall.continue')}
            </Button>
          </Actions>
        </>
      )}
      {step === 'confirm' && (
        <>
          <Note>{t('mall.confirm', { title: item.title, points })}</Note>
          {physical && <Muted>{t('mall.deliverTo', { name: delivery.name.trim(), address: delivery.address.trim() })}</Muted>}
          <Actions>
            <Button type="button" $variant="ghost" disabled={store.busy} onClick={() => setStep(physical ? 'delivery' : 'detail')}>
              {t('mall.back')}
            </Button>
            <Button type="button" disabled={store.busy} aria-busy={store.busy} onClick={() => void redeem()}>
              {t('mall.confirmButton', { points })}
            </Button>
          </Actions>
        </>
      )}
    </Popup>
  );
});
