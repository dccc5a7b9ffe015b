import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Card, Muted, Page } from '../../components/ui';
import { useStores } from '../../stores';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A notice folds open in place; the summary is its ≥ 44 px tap target. */
const Entry = styled(Card).attrs({ as: 'li' })`
  padding: 0 ${(p) => p.theme.base.space.l};
  summary {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${(p) => p.theme.base.space.s};
    min-height: ${(p) => p.theme.base.touchTarget};
    font-weight: 600;
    cursor: pointer;
  }
  time { font-weight: 400; color: ${(p) => p.theme.colors.textMuted}; }
  p { white-space: pre-line; }
`;

const domId = (id: number) => `notice-${id}`;

/** Announcements (§2 /m/notice): the player notices, newest first; ?id= opens one and scrolls to it. */
const Notice = observer(function Notice() {
  const { t } = useTranslation();
  const { announcements, language } = useStores();
  const [params] = useSearchParams();
  const openId = Number(params.get('id'));
  const notices = announcements.notices;
  const date = new Intl.DateTimeFormat(language.code, { dateStyle: 'medium' });

  useEffect(() => {
    void announcements.load();
  }, [announcements]);

  // Once the asked-for notice is on the page, bring it into view (jsdom has no scrollIntoView).
  const asked = notices.some((n) => n.id === openId);
  useEffect(() => {
    if (asked) document.getElementById(domId(openId))?.scrollIntoView?.({ block: 'start' });
  }, [asked, openId]);

  if (notices.length === 0) return <Page>{announcements.settled && <Muted>{t('notice.empty')}</Muted>}</Page>;

  return (
    <Page>
      <List aria-label={t('title.notice')}>
        {notices.map((n) => (
          <Entry key={n.id}>
            <details id={domId(n.id)} open={n.id === openId}>
              <summary>
                {n.title}
                <time dateTime={new Date(n.publishedAt).toISOString()}>{date.format(n.publishedAt)}</time>
              </summary>
              <p>{n.content}</p>
            </details>
          </Entry>
        ))}
      </List>
    </Page>
  );
});

export default Notice;
