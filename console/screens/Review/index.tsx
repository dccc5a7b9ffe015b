import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, useParams } from 'react-router-dom';
import type { ApprovalStatus } from '@common/contract/approvals';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Field, Muted, Row, Select, TabNav, Title } from '../../components/ui';
import { consolePath } from '../../paths';
import { REVIEW_KINDS } from '../../review/kinds';
import { useFeature, useStores } from '../../stores/context';
import { ReviewStore } from '../../stores/ReviewStore';
import { ReviewItem } from './ReviewItem';

const STATUSES: readonly ApprovalStatus[] = ['pending', 'approved', 'rejected', 'failed'];

/** The review queue: one component for every approval kind (review/kinds.ts), one tab per kind the operator may decide. */
const Review = observer(function Review() {
  const { t } = useTranslation();
  const { session } = useStores();
  const review = useFeature(ReviewStore);
  const kinds = REVIEW_KINDS.list().filter((kind) => session.may(kind.approve));
  const { kind: kindParam } = useParams();
  const kind = REVIEW_KINDS.getIfExists(kindParam) ?? null;
  const allowed = kind && session.may(kind.approve);

  useEffect(() => {
    if (kind && allowed) void review.load(kind.id, 'pending');
  }, [kind, allowed, review]);

  if (!allowed) return kinds[0] ? <Navigate to={consolePath.review(kinds[0].id)} replace /> : null;
  return (
    <>
      <Title>{t('review.title')}</Title>
      <TabNav aria-label={t('review.kinds')}>
        {kinds.map((k) => (
          <NavLink key={k.id} to={consolePath.review(k.id)}>
            {t(k.name)}
          </NavLink>
        ))}
      </TabNav>
      <Row>
        <Field>
          {t('review.status')}
          <Select value={review.status} onChange={(e) => void review.load(kind.id, e.target.value as ApprovalStatus)}>
            {STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`review.statuses.${status}`)}
              </option>
            ))}
          </Select>
        </Field>
      </Row>
      <ErrorMessage failure={review.queue.error} />
      {review.queue.loading && <Muted role="status">{t('shell.loading')}</Muted>}
      {review.queue.value?.length === 0 && <Muted>{t('review.empty')}</Muted>}
      {review.items.map((item) => (
        <ReviewItem key={item.id} item={item} kind={kind} />
      ))}
    </>
  );
});

export default Review;
