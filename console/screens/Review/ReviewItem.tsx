import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApprovalValue } from '@common/contract/approvals';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Facts } from '../../components/Facts';
import { Button, Card, Field, Muted, Row, TextArea } from '../../components/ui';
import { dateTime } from '../../format';
import type { ReviewKind } from '../../review/kinds';
import { useFeature } from '../../stores/context';
import { ReviewStore, type Decision } from '../../stores/ReviewStore';

/** One request of the queue: what is proposed, by whom and why; pending ones take a decision with a reason. */
export const ReviewItem = observer(function ReviewItem({ item, kind }: { item: ApprovalValue; kind: ReviewKind }) {
  const { t } = useTranslation();
  const review = useFeature(ReviewStore);
  const [reason, setReason] = useState('');
  const reasonId = useId();
  const busy = review.deciding.has(item.id);
  const decide = (decision: Decision) => void review.decide(item, decision, reason.trim());
  return (
    <Card aria-label={t('review.request', { id: item.id })}>
      <Facts
        rows={[
          ...kind.fields(item).map((field) => [field.labelKey, field.text] as const),
          ['review.field.merchant', item.merchantCode],
          ['review.field.reason', item.reason],
          ['review.field.proposed', `${item.proposedBy} · ${dateTime(item.proposedAt)}`],
          ...(item.decidedBy ? [['review.field.decided', `${item.decidedBy} · ${dateTime(item.decidedAt)} · ${item.decisionReason ?? ''}`] as const] : []),
          ...(item.failureCode ? [['review.field.failure', item.failureCode] as const] : []),
        ]}
      />
      {item.status === 'pending' ? (
        <>
          <Field htmlFor={reasonId}>{t('review.decisionReason')}</Field>
          <TextArea id={reasonId} value={reason} onChange={(e) => setReason(e.target.value)} />
          <ErrorMessage failure={review.decisionErrors.get(item.id)} />
          <Row>
            <Button type="button" disabled={busy || !reason.trim()} onClick={() => decide('approve')}>
              {t('review.approve')}
            </Button>
            <Button type="button" $variant="danger" disabled={busy || !reason.trim()} onClick={() => decide('reject')}>
              {t('review.reject')}
            </Button>
          </Row>
        </>
      ) : (
        <Muted>{t(`review.statuses.${item.status}`)}</Muted>
      )}
    </Card>
  );
});
