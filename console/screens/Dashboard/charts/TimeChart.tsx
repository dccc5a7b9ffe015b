/**
 * One uPlot chart of the last days (the library only the dashboard's chart chunk loads; docs/console.md
 * "Dashboard"). The canvas is hidden from screen readers: its figure names it and the table below
 * the charts holds the same figures.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { useTheme } from 'styled-components';
import uPlot from 'uplot';
import { money } from '../../../format';
import { chartData, type ChartSpec } from './specs';

const HEIGHT = 240;

/** uPlot's own stylesheet, the parts these charts use, in the theme's colours (no CSS loader in the console build). */
const Plot = styled.div`
  min-height: ${HEIGHT}px;
  .uplot {
    width: 100%;
    font-family: inherit;
  }
  .u-wrap {
    position: relative;
    user-select: none;
  }
  .u-over,
  .u-under,
  .u-axis,
  .u-cursor-x,
  .u-cursor-y,
  .u-cursor-pt {
    position: absolute;
  }
  .u-under {
    overflow: hidden;
  }
  .uplot canvas {
    display: block;
    position: relative;
    width: 100%;
    height: 100%;
  }
  .u-cursor-x,
  .u-cursor-y,
  .u-cursor-pt {
    left: 0;
    top: 0;
    pointer-events: none;
  }
  .u-cursor-x {
    height: 100%;
    border-right: 1px dashed ${(p) => p.theme.colors.textMuted};
  }
  .u-cursor-y {
    display: none;
  }
  .u-cursor-pt {
    border-radius: 50%;
  }
  .u-off {
    display: none;
  }
  .u-legend {
    margin: ${(p) => p.theme.base.space.s} auto 0;
    text-align: center;
  }
  .u-legend tr {
    display: inline-block;
    margin-inline-end: ${(p) => p.theme.base.space.l};
  }
  .u-legend th,
  .u-legend td {
    display: inline-block;
    padding: 2px;
    font-weight: 600;
  }
  .u-legend .u-marker {
    display: inline-block;
    width: 1em;
    height: 1em;
    margin-inline-end: 4px;
    vertical-align: middle;
  }
  .u-legend .u-off > * {
    opacity: 0.3;
  }
`;

/** A chart of `spec`'s series over the days, as wide as its container. */
export function TimeChart({ spec, days }: { spec: ChartSpec; days: Parameters<typeof chartData>[1] }) {
  const ref = useRef<HTMLDivElement>(null);
  const theme = useTheme();
  const { t } = useTranslation();
  useEffect(() => {
    const el = ref.current!;
    const tick = (v: number) => (spec.unit === 'money' ? money(Math.round(v * 100)) : String(Math.round(v)));
    const bars = spec.kind === 'bars' ? spec.series.length : 0;
    const options: uPlot.Options = {
      width: el.clientWidth || 600,
      height: HEIGHT,
      // The days are UTC days: label them so, whatever the operator's time zone.
      tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
      cursor: { drag: { x: false, y: false } },
      scales: { x: { time: true }, y: { range: (_u, min, max) => [Math.min(0, min), Math.max(max, 1)] } },
      axes: [
        { stroke: theme.colors.textMuted, grid: { stroke: theme.colors.border } },
        { stroke: theme.colors.textMuted, grid: { stroke: theme.colors.border }, size: 70, values: (_u, values) => values.map(tick) },
      ],
      series: [
        { label: t('dashboard.day') },
        ...spec.series.map((s, i) => ({
          label: t(s.labelKey),
          stroke: theme.colors[s.colour],
          fill: bars ? theme.colors[s.colour] : undefined,
          width: bars ? 0 : 2,
          value: (_u: uPlot, v: number | null) => (v === null ? '—' : tick(v)),
          // Bars side by side: each series on its own side of the day.
          paths: bars ? uPlot.paths.bars!({ size: [0.8 / bars, 40], align: bars === 1 ? 0 : i === 0 ? -1 : 1 }) : undefined,
          points: { show: !bars },
        })),
      ],
    };
    const plot = new uPlot(options, chartData(spec, days) as uPlot.AlignedData, el);
    const resize = new ResizeObserver(() => plot.setSize({ width: el.clientWidth, height: HEIGHT }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [spec, days, theme, t]);
  return <Plot ref={ref} aria-hidden="true" />;
}
