import { render } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { I18nextProvider } from 'react-i18next';
import type uPlot from 'uplot';
import type { DashboardDay } from '@common/contract/consoleReports';
import { CHARTS, chartData, daySeconds } from '../../../../console/screens/Dashboard/charts/specs';
import { TimeChart } from '../../../../console/screens/Dashboard/charts/TimeChart';
import { createConsoleI18n } from '../../../../console/i18n';
import { buildLightTheme } from '../../../../src/theme';
import { loadStrings } from '../../helpers/console';

/** What the console handed uPlot (a stand-in: jsdom has no canvas). */
interface Made {
  opts: uPlot.Options;
  data: number[][];
  destroyed: boolean;
}
const made: Made[] = [];
jest.mock('uplot', () => {
  const Plot = jest.fn().mockImplementation((opts: uPlot.Options, data: number[][]) => {
    const plot = { opts, data, destroyed: false };
    made.push(plot);
    return { setSize: jest.fn(), destroy: () => (plot.destroyed = true) };
  });
  return Object.assign(Plot, { paths: { bars: (o: unknown) => ({ bars: o }) }, tzDate: (d: Date) => d });
});

const days: DashboardDay[] = [
  { day: '2026-11-25', deposits: 150, withdrawals: 20, stakes: 0, wins: 0, bonuses: 0, adjustments: 0, ggr: -1234, ngr: -1300, activePlayers: 3 },
  { day: '2026-11-26', deposits: 0, withdrawals: 0, stakes: 0, wins: 0, bonuses: 0, adjustments: 0, ggr: 99, ngr: 99, activePlayers: 5 },
];
const spec = (id: string) => CHARTS.find((c) => c.id === id)!;

beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

describe('dashboard charts', () => {
  test('days become UTC day starts in seconds, money major units, counts stay counts', () => {
    expect(daySeconds('2026-11-26')).toBe(Date.UTC(2026, 10, 26) / 1000);
    expect(chartData(spec('revenue'), days)).toEqual([[Date.UTC(2026, 10, 25) / 1000, Date.UTC(2026, 10, 26) / 1000], [-12.34, 0.99], [-13, 0.99]]);
    expect(chartData(spec('players'), days)[1]).toEqual([3, 5]);
  });

  test("uPlot gets the spec's series in the theme's colours, bars side by side, amounts labelled in 2 decimals; unmounting destroys it", async () => {
    const i18n = await createConsoleI18n('en', loadStrings);
    const theme = buildLightTheme();
    const view = render(
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={theme}>
          <TimeChart spec={spec('cash')} days={days} />
        </ThemeProvider>
      </I18nextProvider>,
    );
    const plot = made.at(-1)!;
    const [, deposits, withdrawals] = plot.opts.series;
    expect([deposits!.label, deposits!.stroke, withdrawals!.label, withdrawals!.stroke]).toEqual(['Deposits', theme.colors.success, 'Withdrawals', theme.colors.danger]);
    const align = (s: uPlot.Series | undefined) => (s!.paths as unknown as { bars: { align: number } }).bars.align;
    expect([align(deposits), align(withdrawals)]).toEqual([-1, 1]);
    const ticks = plot.opts.axes![1]!.values as (u: unknown, v: number[]) => string[];
    expect(ticks(null, [1234.5, -0.1])).toEqual(['1,234.50', '-0.10']);
    expect(plot.data[1]).toEqual([1.5, 0]);
    expect(view.container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    view.unmount();
    expect(plot.destroyed).toBe(true);
  });
});
