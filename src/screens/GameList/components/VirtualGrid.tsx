import { useEffect, useRef, useState, type Key, type ReactNode } from 'react';
import styled from 'styled-components';
import { GAME_GRID_COLUMNS, GAME_GRID_OVERSCAN_ROWS, GAME_GRID_ROW_HEIGHT_PX } from '../../../config/constants';

/** Holds the full height of every row, so the page scrolls as if all were there. */
const Frame = styled.div`
  position: relative;
`;

/** The rendered rows, moved down to where they belong; CSS grid also mirrors the columns for RTL. */
const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(${GAME_GRID_COLUMNS}, minmax(0, 1fr));
  grid-auto-rows: ${GAME_GRID_ROW_HEIGHT_PX}px;
  margin: 0;
  padding: 0;
  list-style: none;
  will-change: transform;
`;

const Item = styled.li`
  box-sizing: border-box;
  padding: ${(p) => p.theme.base.space.xs};
  overflow: hidden;
`;

/** Rows [first, last) that intersect the viewport, plus overscan; listTop is the list's top relative to the viewport. */
export function visibleRows(listTop: number, viewportHeight: number, rowCount: number): { first: number; last: number } {
  const first = Math.floor(-listTop / GAME_GRID_ROW_HEIGHT_PX) - GAME_GRID_OVERSCAN_ROWS;
  const last = Math.ceil((viewportHeight - listTop) / GAME_GRID_ROW_HEIGHT_PX) + GAME_GRID_OVERSCAN_ROWS;
  const end = Math.max(0, Math.min(rowCount, last));
  return { first: Math.min(Math.max(0, first), end), last: end };
}

export interface VirtualGridProps<T> {
  items: readonly T[];
  itemKey: (item: T) => Key;
  renderItem: (item: T) => ReactNode;
  /** Accessible name of the list. */
  label: string;
}

/**
 * A grid of fixed-height rows that keeps only the rows near the viewport in the DOM (999 fishing
 * games would otherwise make a low-end phone stutter). The page itself scrolls; the list keeps the
 * full height so the scrollbar and position stay true. data-total tells tests and tools the real count.
 */
export function VirtualGrid<T>({ items, itemKey, renderItem, label }: VirtualGridProps<T>) {
  const ref = useRef<HTMLDivElement>(null);
  const rowCount = Math.ceil(items.length / GAME_GRID_COLUMNS);
  // First guess: the list starts at the top of the screen (it does when a page opens), so the
  // first render already holds the tiles a player sees. Measuring in an effect after the paint,
  // not a layout effect, keeps the render and the page's layout in two tasks instead of one long one.
  const [range, setRange] = useState(() => visibleRows(0, window.innerHeight, rowCount));

  useEffect(() => {
    const update = () => {
      const el = ref.current;
      if (!el) return;
      const next = visibleRows(el.getBoundingClientRect().top, window.innerHeight, rowCount);
      // Same rows: keep the old object so React skips the render.
      setRange((prev) => (prev.first === next.first && prev.last === next.last ? prev : next));
    };
    update();
    // Capture: scroll does not bubble, and this catches whichever element scrolls the page.
    document.addEventListener('scroll', update, { capture: true, passive: true });
    window.addEventListener('resize', update);
    return () => {
      document.removeEventListener('scroll', update, { capture: true });
      window.removeEventListener('resize', update);
    };
  }, [rowCount]);

  const start = range.first * GAME_GRID_COLUMNS;
  const shown = items.slice(start, Math.min(items.length, range.last * GAME_GRID_COLUMNS));
  return (
    <Frame ref={ref} style={{ height: rowCount * GAME_GRID_ROW_HEIGHT_PX }}>
      <List
        aria-label={label}
        data-total={items.length}
        style={{ transform: `translateY(${range.first * GAME_GRID_ROW_HEIGHT_PX}px)` }}
      >
        {shown.map((item, i) => (
          <Item key={itemKey(item)} aria-posinset={start + i + 1} aria-setsize={items.length}>
            {renderItem(item)}
          </Item>
        ))}
      </List>
    </Frame>
  );
}
