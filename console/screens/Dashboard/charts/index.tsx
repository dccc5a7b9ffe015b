/** The dashboard's charts of the last days: a lazy chunk of its own, so uPlot loads only here (docs/console.md "Dashboard"). */
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { DashboardDay } from '@common/contract/consoleReports';
import { Card } from '../../../components/ui';
import { CHARTS } from './specs';
import { TimeChart } from './TimeChart';

const Figure = styled.figure`
  margin: 0;
  figcaption {
    font-weight: 700;
    margin-bottom: ${(p) => p.theme.base.space.s};
  }
`;

/** One figure per chart, named by its caption; the figures' numbers are also in the days' table. */
export default function Charts({ days, tableId }: { days: DashboardDay[]; tableId: string }) {
  const { t } = useTranslation();
  return (
    <>
      {CHARTS.map((spec) => (
        <Card key={spec.id}>
          <Figure aria-labelledby={`chart-${spec.id}`} aria-describedby={tableId}>
            <figcaption id={`chart-${spec.id}`}>{t(spec.titleKey, { days: days.length })}</figcaption>
            <TimeChart spec={spec} days={days} />
          </Figure>
        </Card>
      ))}
    </>
  );
}
