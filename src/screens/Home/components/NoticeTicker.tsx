import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState, type CSSProperties, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled, { keyframes } from 'styled-components';
import type { AnnouncementItem } from '@common/contract/announcements';
import { Icon } from '../../../components/icons';
import { TICKER_FRAMES_PER_SECOND, TICKER_PLACEHOLDER_ID, TICKER_RESET_EXTRA_PX, TICKER_SPEED_DIVISOR } from '../../../config/constants';
import { useStores } from '../../../stores';
import { prefersReducedMotion } from './motion';
import { noticePath, routerPath } from '../../../paths';

/** One round of the ticker (§2): past its width plus 50 px, at window width / 1400 px per frame. */
export interface TickerRound {
  distancePx: number;
  durationS: number;
}

/** The round a track of this width travels in a window of this width. */
export function tickerRound(trackWidth: number, windowWidth: number): TickerRound {
  const distancePx = Math.round(trackWidth + TICKER_RESET_EXTRA_PX);
  const pxPerSecond = (windowWidth / TICKER_SPEED_DIVISOR) * TICKER_FRAMES_PER_SECOND;
  return { distancePx, durationS: distancePx / pxPerSecond };
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

const scroll = keyframes`
  to { transform: translateX(calc(-1 * var(--ticker-distance))); }
`;

/**
 * Starts one window-width in, so each round enters from the edge. It moves by a CSS transform
 * animation, which the compositor runs: no script and no layout per frame on the main thread.
 */
const Track = styled.ul<{ $moving: boolean }>`
  display: inline-flex;
  gap: ${(p) => p.theme.base.space.xl};
  margin: 0;
  padding: 0 0 0 100%;
  list-style: none;
  will-change: transform;
  animation: ${(p) => (p.$moving ? scroll : 'none')} var(--ticker-duration) linear infinite;
  @media (prefers-reduced-motion: reduce) { padding: 0; animation: none; }
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

/**
 * The track's round, from a ResizeObserver: it reports the width after the browser's own layout
 * (no read that forces one) and again whenever the items or the window change it.
 */
function useTickerRound(track: RefObject<HTMLUListElement | null>): TickerRound | null {
  const [round, setRound] = useState<TickerRound | null>(null);
  useEffect(() => {
    const node = track.current;
    if (!node || prefersReducedMotion() || typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(([entry]) => {
      const width = entry.borderBoxSize?.[0]?.inlineSize ?? entry.contentRect.width;
      const next = tickerRound(width, window.innerWidth);
      // Same distance, same animation: a new value would restart the round from the edge.
      setRound((current) => (current?.distancePx === next.distancePx ? current : next));
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [track]);
  return round;
}

/** Scrolling player-notice titles (§2); a tap on one opens it on /m/notice. */
export const NoticeTicker = observer(function NoticeTicker() {
  const { t } = useTranslation();
  const { announcements } = useStores();
  const track = useRef<HTMLUListElement>(null);
  const items = tickerItems(announcements.notices, t('home.noAnnouncement'));
  const round = useTickerRound(track);
  const style = round ? ({ '--ticker-distance': `${round.distancePx}px`, '--ticker-duration': `${round.durationS}s` } as CSSProperties) : undefined;

  return (
    <Bar>
      <Icon name="megaphone" size={20} />
      <Window>
        <Track ref={track} data-testid="ticker-track" $moving={round !== null} style={style}>
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
