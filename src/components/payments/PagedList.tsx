import { observer } from 'mobx-react-lite';
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Paged } from '../../stores/base/Paged';
import { LoadMore } from '../LoadMore';
import { Button, Muted } from '../ui';
import { Rows } from './styles';

interface PagedListProps<T> {
  list: Paged<T>;
  /** The list's accessible name. */
  label: string;
  /** i18n key of the text shown when there is nothing. */
  emptyKey: string;
  keyOf: (item: T) => string | number;
  children: (item: T) => ReactNode;
}

/** A record list over the shared Paged<T>: first load, nothing found, a retry after a failure, and infinite scroll. */
function PagedListView<T>({ list, label, emptyKey, keyOf, children }: PagedListProps<T>) {
  const { t } = useTranslation();
  if (!list.loaded && list.loading) return <Muted role="status">{t('pay.loading')}</Muted>;
  if (list.isEmpty) return <Muted>{t(emptyKey)}</Muted>;
  return (
    <>
      {list.items.length > 0 && (
        <Rows aria-label={label}>
          {list.items.map((item) => (
            <li key={keyOf(item)}>{children(item)}</li>
          ))}
        </Rows>
      )}
      {list.failed && (
        <Muted role="alert">
          {t('pay.loadFailed')}{' '}
          <Button type="button" $variant="ghost" onClick={list.retry}>
            {t('pay.retry')}
          </Button>
        </Muted>
      )}
      {list.hasMore && !list.failed && <LoadMore onLoadMore={list.loadMore} loading={list.loading} page={list.pageNum} />}
    </>
  );
}

export const PagedList = observer(PagedListView) as <T>(props: PagedListProps<T>) => ReactElement;

/** A screen's first read: a loading line, or a retry after a failure; nothing once loaded. */
export function LoadStatus({ state, onRetry }: { state: 'idle' | 'loading' | 'loaded' | 'failed'; onRetry: () => void }) {
  const { t } = useTranslation();
  if (state === 'loading' || state === 'idle') return <Muted role="status">{t('pay.loading')}</Muted>;
  if (state === 'loaded') return null;
  return (
    <Muted role="alert">
      {t('pay.loadFailed')}{' '}
      <Button type="button" $variant="ghost" onClick={onRetry}>
        {t('pay.retry')}
      </Button>
    </Muted>
  );
}
