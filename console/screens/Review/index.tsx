import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, useParams } from 'react-router-dom';
import { LoadState } from '../../components/Loading';
import { MerchantPicker } from '../../components/MerchantPicker';
import { Pager } from '../../components/Pager';
import { Field, Muted, Row, Select, TabNav, Title } from '../../components/ui';
import { consolePath } from '../../paths';
import { REVIEW_KINDS } from '../../review/kinds';
import { useFeature, useStores } from '../../stores/context';
import { ReviewStore, type QueueState } from '../../stores/ReviewStore';
import { ReviewItem } from './ReviewItem';

const STATES: readonly QueueState[] = ['open', 'closed'];

/**
 * The review queue: one component for every kind of item (review/kinds.ts), a tab per kind the
 * operator may review (the server refuses the others anyway), open items oldest first or decided
 * ones newest first, a page at a time.
 */
const Review = observer(function Review() {
  const { t } = useTranslation();
  const { session } = useStores();
  const review = useFeature(ReviewStore);
  const kinds = REVIEW_KINDS.list().filter((kind) => session.may(kind.permission));
  const { kind: kindParam } = useParams();
  const kind = REVIEW_KINDS.getIfExists(kindParam) ?? null;
  const allowed = kind && session.may(kind.permission);

  useEffect(() => {
    if (kind && allowed) void review.load(kind.id, 'open');
  }, [kind, allowed, review]);

  if (!allowed) return kinds[0] ? <Navigate to={consolePath.review(kinds[0].id)} replace /> : null;
  const page = review.queue.value;
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
      <MerchantPicker value={review.merchantCode} onChange={(code) => void review.showMerchant(code)} allowAll />
      <Row>
        <Field>
          {t('review.state')}
          <Select value={review.state} onChange={(e) => void review.load(kind.id, e.target.value as QueueState)}>
            {STATES.map((state) => (
              <option key={state} value={state}>
                {t(`review.states.${state}`)}
              </option>
            ))}
          </Select>
        </Field>
      </Row>
      <LoadState of={review.queue} />
      {page?.items.length === 0 && <Muted>{t('review.empty')}</Muted>}
      {review.items.map((item) => (
        <ReviewItem key={item.id} item={item} />
      ))}
      {page && page.total > page.pageSize && <Pager page={page} onPage={(n) => void review.load(kind.id, review.state, n)} />}
    </>
  );
});

export default Review;
