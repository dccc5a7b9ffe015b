import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './ui';
import { INFINITE_SCROLL_MARGIN_PX } from '../config/constants';

interface LoadMoreProps {
  onLoadMore: () => void;
  loading: boolean;
  /** The last loaded page: observing again after each page re-checks a sentinel that is still in view. */
  page: number;
}

/**
 * The infinite-scroll sentinel (§4: a further page appends). It is a real button too, so keyboard
 * and screen-reader users, and browsers without IntersectionObserver, can still ask for more.
 */
export function LoadMore({ onLoadMore, loading, page }: LoadMoreProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) onLoadMore();
      },
      { rootMargin: `${INFINITE_SCROLL_MARGIN_PX}px 0px` },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [onLoadMore, page]);

  return (
    <Button ref={ref} type="button" $variant="ghost" onClick={onLoadMore} disabled={loading} aria-busy={loading}>
      {t(loading ? 'gameList.loading' : 'gameList.loadMore')}
    </Button>
  );
}
