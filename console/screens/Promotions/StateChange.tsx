import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsolePromotion, PromotionStateAction } from '@common/contract/promotions';
import type { PromotionState } from '@common/rules/promotions';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Alert, Button, Card, Field, Row, TextArea } from '../../components/ui';
import { useFeature } from '../../stores/context';
import { PromotionStore } from '../../stores/PromotionStore';

/** What each state may move to: a draft is published; a live one paused or ended; a paused one resumed or ended; an ended one stays. */
export const STATE_ACTIONS: Readonly<Record<PromotionState, readonly PromotionStateAction[]>> = {
  draft: ['publish'],
  live: ['pause', 'end'],
  paused: ['resume', 'end'],
  ended: [],
};

/** A promotion's first language's title (the list is for finding one; the editor shows them all). */
export const titleOf = (p: Pick<ConsolePromotion, 'title'>) => p.title.EN ?? Object.values(p.title)[0] ?? '';

/** The confirmation of a state change: what it does to members, the reason the audit keeps, confirm or cancel. */
export const StateChange = observer(function StateChange({ promotion, action, onDone }: { promotion: ConsolePromotion; action: PromotionStateAction; onDone: () => void }) {
  const { t } = useTranslation();
  const store = useFeature(PromotionStore);
  const [reason, setReason] = useState('');
  const headingId = useId();
  // An earlier change's refusal is not this one's.
  useEffect(() => store.changing.clear(), [store]);
  const confirm = async () => {
    if (await store.act(promotion.id, action, reason.trim())) onDone();
  };
  return (
    <Card role="alertdialog" aria-labelledby={headingId}>
      <Alert id={headingId}>{t(`promotions.confirm.${action}`, { title: titleOf(promotion) })}</Alert>
      <Field>
        {t('promotions.reason')}
        <TextArea value={reason} required maxLength={500} onChange={(e) => setReason(e.target.value)} />
      </Field>
      <ErrorMessage failure={store.changing.error} />
      <Row>
        <Button type="button" $variant={action === 'end' ? 'danger' : 'primary'} disabled={store.changing.loading || !reason.trim()} onClick={() => void confirm()}>
          {t(`promotions.actions.${action}`)}
        </Button>
        <Button type="button" $variant="plain" onClick={onDone}>
          {t('promotions.cancel')}
        </Button>
      </Row>
    </Card>
  );
});
