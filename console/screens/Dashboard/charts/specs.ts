/**
 * What the dashboard draws for the last days: each chart's series, their theme colours and how
 * their values read. Plain data, so the table alternative and the tests read the same list.
 */
import type { DashboardDay, MoneyFigures } from '@common/contract/consoleReports';
import type { Palette } from '../../../../src/theme';

export interface SeriesSpec {
  key: keyof MoneyFigures;
  labelKey: string;
  colour: keyof Palette;
}

export interface ChartSpec {
  id: 'revenue' | 'cash' | 'players';
  titleKey: string;
  kind: 'line' | 'bars';
  /** Money (minor units, drawn in major units) or a count. */
  unit: 'money' | 'count';
  series: readonly SeriesSpec[];
}

export const CHARTS: readonly ChartSpec[] = [
  {
    id: 'revenue',
    titleKey: 'dashboard.charts.revenue',
    kind: 'line',
    unit: 'money',
    series: [
      { key: 'ggr', labelKey: 'dashboard.figures.ggr', colour: 'primary' },
      { key: 'ngr', labelKey: 'dashboard.figures.ngr', colour: 'accent' },
    ],
  },
  {
    id: 'cash',
    titleKey: 'dashboard.charts.cash',
    kind: 'bars',
    unit: 'money',
    series: [
      { key: 'deposits', labelKey: 'dashboard.figures.deposits', colour: 'success' },
      { key: 'withdrawals', labelKey: 'dashboard.figures.withdrawals', colour: 'danger' },
    ],
  },
  {
    id: 'players',
    titleKey: 'dashboard.charts.players',
    kind: 'line',
    unit: 'count',
    series: [{ key: 'activePlayers', labelKey: 'dashboard.figures.activePlayers', colour: 'primary' }],
  },
];

/** A UTC day (YYYY-MM-DD) as the epoch seconds of its start: uPlot's time axis counts seconds. */
export function daySeconds(day: string): number {
  return Date.parse(`${day}T00:00:00Z`) / 1000;
}

/**
 * The chart's data as uPlot takes it (one x array, then one array per series): days in seconds,
 * money in major units (a chart's scale reads amounts; the tables keep the exact minor units).
 */
export function chartData(spec: ChartSpec, days: readonly DashboardDay[]): number[][] {
  const scale = spec.unit === 'money' ? 100 : 1;
  return [days.map((d) => daySeconds(d.day)), ...spec.series.map((s) => days.map((d) => d[s.key] / scale))];
}
