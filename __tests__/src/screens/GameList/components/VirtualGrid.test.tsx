import { renderToStaticMarkup } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { GAME_GRID_COLUMNS, GAME_GRID_OVERSCAN_ROWS, GAME_GRID_ROW_HEIGHT_PX } from '../../../../../src/config/constants';
import { VirtualGrid } from '../../../../../src/screens/GameList/components/VirtualGrid';
import { buildDarkTheme } from '../../../../../src/theme/tokens';

describe('VirtualGrid', () => {
  it('its first render already holds the rows of the first screen, before any measuring (render and layout stay two tasks)', () => {
    const items = Array.from({ length: 999 }, (_, i) => i);
    const html = renderToStaticMarkup(
      <ThemeProvider theme={buildDarkTheme()}>
        <VirtualGrid items={items} itemKey={(i) => i} renderItem={(i) => <span>{`game ${i}`}</span>} label="games" />
      </ThemeProvider>,
    );
    const rows = Math.ceil(window.innerHeight / GAME_GRID_ROW_HEIGHT_PX) + GAME_GRID_OVERSCAN_ROWS;
    expect(html).toContain('game 0<');
    expect(html).toContain(`game ${rows * GAME_GRID_COLUMNS - 1}<`);
    expect(html).not.toContain(`game ${rows * GAME_GRID_COLUMNS}<`);
  });
});
