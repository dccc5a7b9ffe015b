import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { InboxMessageValue } from '@common/contract/inbox';
import { LoadMore } from '../../components/LoadMore';
import { Button, Card, Muted, Page } from '../../components/ui';
import { useFeature, useStores } from '../../stores';
import { InboxStore } from '../../stores/InboxStore';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A message folds open in place; its summary is the ≥ 44 px tap target. */
const Entry = styled(Card).attrs({ as: 'li' })<{ $unread: boolean }>`
  padding: 0 ${(p) => p.theme.base.space.l};
  summary {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${(p) => p.theme.base.space.s};
    min-height: ${(p) => p.theme.base.touchTarget};
    font-weight: ${(p) => (p.$unread ? 700 : 400)};
    cursor: pointer;
  }
  time { margin-inline-start: auto; font-weight: 400; color: ${(p) => p.theme.colors.textMuted}; }
  p { white-space: pre-line; }
`;

const Tag = styled.span`
  font-size: ${(p) => p.theme.base.fontSize.small};
  color: ${(p) => p.theme.colors.primary};
`;

const Toolbar = styled.div`
  display: flex;
  justify-content: flex-end;
`;

/** /m/inbox (issue 15): the merchant's messages to the member, newest first; opening one marks it read. */
const Inbox = observer(function Inbox() {
  const { t } = useTranslation();
  const { language } = useStores();
  const inbox = useFeature(InboxStore);
  const { list } = inbox;
  const date = new Intl.DateTimeFormat(language.code, { dateStyle: 'medium', timeStyle: 'short' });

  useEffect(() => {
    void list.reload();
  }, [list]);

  const toggled = (message: InboxMessageValue) => (event: React.SyntheticEvent<HTMLDetailsElement>) => {
    if (event.currentTarget.open) void inbox.open(message);
  };

  if (list.failed && !list.loaded) {
    return (
      <Page>
        <Muted>{t('inbox.failed')}</Muted>
        <Button type="button" onClick={list.retry}>
          {t('common.retry')}
        </Button>
      </Page>
    );
  }
  if (list.isEmpty) return <Page><Muted>{t('inbox.empty')}</Muted></Page>;

  return (
    <Page>
      {inbox.hasUnread && (
        <Toolbar>
          <Button type="button" $variant="ghost" onClick={() => void inbox.readAll()}>
            {t('inbox.markAllRead')}
          </Button>
        </Toolbar>
      )}
      <List aria-label={t('title.inbox')}>
        {list.items.map((m) => (
          <Entry key={m.id} $unread={!m.read}>
            <details onToggle={toggled(m)}>
              <summary>
                {!m.read && <Tag>{t('inbox.unread')}</Tag>}
                {m.category === 'promotion' && <Tag>{t('inbox.promotion')}</Tag>}
                {m.title}
                <time dateTime={new Date(m.sentAt).toISOString()}>{date.format(m.sentAt)}</time>
              </summary>
              <p>{m.body}</p>
            </details>
          </Entry>
        ))}
      </List>
      {list.hasMore && <LoadMore onLoadMore={list.loadMore} loading={list.loading} page={list.pageNum} />}
    </Page>
  );
});

export default Inbox;
