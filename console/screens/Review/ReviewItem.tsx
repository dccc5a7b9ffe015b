import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ReviewItemValue } from '@common/contract/review';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Facts } from '../../components/Facts';
import { Button, Card, Field, Muted, Row, TextArea } from '../../components/ui';
import { dateTime, money } from '../../format';
import { consolePath } from '../../paths';
import { REVIEW_KINDS, statusKey } from '../../review/kinds';
import { useFeature } from '../../stores/context';
import { ReviewStore, type Verdict } from '../../stores/ReviewStore';
import { FieldValue } from './FieldValue';

const Heading = styled.h2`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.base.space.m};
  align-items: baseline;
  font-size: ${(p) => p.theme.base.fontSize.title};
  margin: 0 0 ${(p) => p.theme.base.space.m};
`;

const Status = styled.span<{ $open: boolean }>`
  padding: ${(p) => p.theme.base.space.xs} ${(p) => p.theme.base.space.s};
  border-radius: ${(p) => p.theme.base.radius.round};
  border: 1px solid ${(p) => (p.$open ? p.theme.colors.primary : p.theme.colors.border)};
  font-size: ${(p) => p.theme.base.fontSize.body};
`;

/** The item's own player and amount head the card: a field repeating them is left out. */
const HEADED = { player: 'review.field.player', amount: 'review.field.amount' } as const;

/** Who works on an open item, and the claim or give-back button. */
const ClaimLine = observer(function ClaimLine({ item }: { item: ReviewItemValue }) {
  const { t } = useTranslation();
  const review = useFeature(ReviewStore);
  const busy = review.busy.has(item.id);
  if (item.claim?.mine) {
    return (
      <Row>
        <Muted>{t('review.claimedByYou', { at: dateTime(item.claim.at) })}</Muted>
        <Button type="button" $variant="plain" disabled={busy} onClick={() => void review.unclaim(item)}>
          {t('review.unclaim')}
        </Button>
      </Row>
    );
  }
  if (item.claim) return <Muted>{t('review.claimedBy', { operator: item.claim.operator, at: dateTime(item.claim.at) })}</Muted>;
  if (!item.decidable) return <Muted>{t('review.notYours')}</Muted>;
  return (
    <Row>
      <Button type="button" $variant="plain" disabled={busy} onClick={() => void review.claim(item)}>
        {t('review.claim')}
      </Button>
    </Row>
  );
});

/** One item of the queue: what it is and who asked, its decisions so far, and for an open one the claim and the decision with a reason. */
export const ReviewItem = observer(function ReviewItem({ item }: { item: ReviewItemValue }) {
  const { t } = useTranslation();
  const review = useFeature(ReviewStore);
  const [reason, setReason] = useState('');
  const reasonId = useId();
  const busy = review.busy.has(item.id);
  const decide = (verdict: Verdict) => void review.decide(item, verdict, reason.trim()).then((done) => done && setReason(''));
  const fields = item.fields.filter((f) => !(f.labelKey === HEADED.player && item.player) && !(f.labelKey === HEADED.amount && item.amount !== null));
  const approvedOnce = item.open && item.decisions.some((d) => d.verdict === 'approve');
  const kind = REVIEW_KINDS.getIfExists(item.kind);
  return (
    <Card aria-label={t('review.request', { id: item.id })}>
      <Heading>
        <Status $open={item.open}>{t(statusKey(item.kind, item.status))}</Status>
        {item.player && <Link to={consolePath.player(item.player.id)}>{item.player.username}</Link>}
        {item.amount !== null && <span>{money(item.amount)}</span>}
      </Heading>
      <Facts
        rows={[
          ['review.field.merchant', item.merchantCode],
          ['review.field.requested', `${item.requestedBy ?? t('review.byPlayer')} · ${dateTime(item.createdAt)}`],
          ...fields.map((field) => [field.labelKey, <FieldValue key={field.labelKey} field={field} />] as const),
          ...item.decisions.map((d) => [`review.decisions.${d.verdict}`, `${d.operator} · ${dateTime(d.at)} · ${d.reason}`] as const),
        ]}
      />
      {approvedOnce && <Muted role="status">{t('review.needsSecond', { n: item.approvalsNeeded })}</Muted>}
      {item.open && !approvedOnce && item.approvalsNeeded > 1 && <Muted>{t('review.needsApprovals', { n: item.approvalsNeeded })}</Muted>}
      {item.open && <ClaimLine item={item} />}
      {item.open && item.decidable && (
        <>
          <Field htmlFor={reasonId}>{t('review.decisionReason')}</Field>
          <TextArea id={reasonId} value={reason} required maxLength={kind?.reasonMax} aria-describedby={kind?.reasonNote ? `${reasonId}-note` : undefined} onChange={(e) => setReason(e.target.value)} />
          {kind?.reasonNote && <Muted id={`${reasonId}-note`}>{t(kind.reasonNote)}</Muted>}
          <Row>
            <Button type="button" disabled={busy || !reason.trim()} onClick={() => decide('approve')}>
              {t('review.approve')}
            </Button>
            <Button type="button" $variant="danger" disabled={busy || !reason.trim()} onClick={() => decide('reject')}>
              {t('review.reject')}
            </Button>
          </Row>
        </>
      )}
      <ErrorMessage failure={review.failures.get(item.id)} />
    </Card>
  );
});
