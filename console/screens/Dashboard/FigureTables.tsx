import { useTranslation } from 'react-i18next';
import type { DashboardBreakdown, DashboardDay, MoneyFigures } from '@common/contract/consoleReports';
import { DataTable, type Column } from '../../components/DataTable';
import { Subtitle } from '../../components/ui';
import { FIGURES, figure } from './Tiles';

/** The breakdowns sum game postings only: deposits, withdrawals and bonuses are not per game. */
const GAME_FIGURES: readonly (keyof MoneyFigures)[] = ['stakes', 'wins', 'ggr', 'activePlayers'];

function figureColumns<T extends MoneyFigures>(first: Column<T>, figures = FIGURES): Column<T>[] {
  return [first, ...figures.map((key) => ({ labelKey: `dashboard.figures.${key}`, render: (row: T) => figure(key, row[key]) }))];
}

const DAY_COLUMNS = figureColumns<DashboardDay>({ labelKey: 'dashboard.day', render: (d) => d.day });

/** The last days as a table: the charts' text alternative (newest first, as an operator reads back). */
export function DaysTable({ days, id }: { days: DashboardDay[]; id: string }) {
  const { t } = useTranslation();
  return (
    <details id={id}>
      <summary>{t('dashboard.daysTable', { days: days.length })}</summary>
      <DataTable caption={t('dashboard.daysTable', { days: days.length })} columns={DAY_COLUMNS} rows={[...days].reverse()} rowKey={(d) => d.day} />
    </details>
  );
}

/** The last days' figures per vendor or per game type. */
export function Breakdown({ titleKey, keyLabelKey, rows, days }: { titleKey: string; keyLabelKey: string; rows: DashboardBreakdown[]; days: number }) {
  const { t } = useTranslation();
  const title = t(titleKey, { days });
  return (
    <section>
      <Subtitle>{title}</Subtitle>
      <DataTable caption={title} columns={figureColumns<DashboardBreakdown>({ labelKey: keyLabelKey, render: (r) => r.key }, GAME_FIGURES)} rows={rows} rowKey={(r) => r.key} />
    </section>
  );
}
