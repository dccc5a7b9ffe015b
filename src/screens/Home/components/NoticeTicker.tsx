import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { AnnouncementItem } from '@common/contract/announcements';
import { Icon } from '../../../components/icons';
import { TICKER_PLACEHOLDER_ID, TICKER_RESET_EXTRA_PX, TICKER_SPEED_DIVISOR } from '../../../config/constants';
import { useStores } from '../../../stores';
import { prefersReducedMotion } from './motion';
import { noticePath, routerPath } from '../../../paths';

/** One frame of the ticker (§2): it moves on, and starts over once past its width plus 50 px. */
export function nextTickerOffset(offset: number, step: number, width: number): number {
  const next = offset + step;
  return next > width + TICKER_RESET_EXTRA_PX ? 0 : next;
}

/** The ticker's items; with no announcement one placeholder item (id -1) says so. */
export function tickerItems(notices: AnnouncementItem[], placeholder: string): AnnouncementItem[] {
  return notices.length > 0 ? notices : [{ id: TICKER_PLACEHOLDER_ID, title: placeholder }];
}

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.base.space.s};
  min-height: ${(p) => p.theme.base.touchTarget};
  margin-bottom: ${(p) => p.theme.base.space.m};
  padding: 0 ${(p) => p.theme.base.space.m};
  border-radius: ${(p) => p.theme.base.radius.medium};
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
`;

const Window = styled.div`
  flex: 1;
  overflow: hidden;
  white-space: nowrap;
`;

/** Starts one window-width in, so each round enters from the edge. */
const Track = styled.ul`
  display: inline-flex;
  gap: ${(p) => p.theme.base.space.xl};
  margin: 0;
  padding: 0 0 0 100%;
  list-style: none;
  will-change: transform;
  @media (prefers-reduced-motion: reduce) { padding: 0; }
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${(p) => p.theme.base.touchTarget};
    color: inherit;
    text-decoration: none;
  }
`;

/** A notice opens itself on /m/notice; the placeholder opens the (empty) list. */
export function noticeHref(id: number): string {
  return routerPath(id === TICKER_PLACEHOLDER_ID ? noticePath() : noticePath(id));
}

/** Scrolling player-notice titles (§2); a tap on one opens it on /m/notice. */
export const NoticeTicker = observer(function NoticeTicker() {
  const { t } = useTranslation();
  const { announcements } = useStores();
  const track = useRef<HTMLUListElement>(null);
  const items = tickerItems(announcements.notices, t('home.noAnnouncement'));

  useEffect(() => {
    const node = track.current;
    if (!node || prefersReducedMotion()) return;
    let offset = 0;
    let frame = requestAnimationFrame(function move() {
      // The DOM is moved directly: a React render per frame is too costly on low-end phones.
      offset = nextTickerOffset(offset, window.innerWidth / TICKER_SPEED_DIVISOR, node.scrollWidth);
      node.style.transform = `translateX(${-offset}px)`;
      frame = requestAnimationFrame(move);
    });
    return () => cancelAnimationFrame(frame);
  }, [items.length]);

  return (
    <Bar>
      <Icon name="megaphone" size={20} />
      <Window>
        <Track ref={track} data-testid="ticker-track">
          {items.map((item) => (
            <li key={item.id} data-id={item.id}>
              <Link to={noticeHref(item.id)}>{item.title}</Link>
            </li>
          ))}
        </Track>
      </Window>
    </Bar>
  );
});
