import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgentsReportRow } from '@common/contract/consoleAgents';
import { DateRange, rangeOf, type Dates } from '../../components/DateRange';
import { LoadState } from '../../components/Loading';
import { Button, Card, Muted, Row, Subtitle, Table, TableWrap } from '../../components/ui';
import { money } from '../../format';
import { AgentsStore } from '../../stores/AgentsStore';
import { useFeature } from '../../stores/context';

type Figures = Omit<AgentsReportRow, 'agentId' | 'username' | 'depth'>;

/** The report's figure columns (console keys agents.report.<figure>), counts or amounts. */
export const REPORT_FIGURES = [
  ['playersBrought', String],
  ['depositors', String],
  ['deposits', money],
  ['turnover', money],
  ['ngr', money],
  ['commissionPaid', money],
  ['commissionPending', money],
] as const satisfies readonly (readonly [keyof Figures, (n: number) => string])[];

/** Per agent over a date range: players brought, depositors, deposits, turnover, NGR, commission paid and pending, and the totals. */
export const Report = observer(function Report() {
  const { t } = useTranslation();
  const store = useFeature(AgentsStore);
  const [dates, setDates] = useState<Dates>({ from: '', to: '' });
  useEffect(() => void store.loadReport({}), [store]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void store.loadReport(rangeOf(dates));
  };
  const report = store.report.value;
  const cells = (f: Figures) => REPORT_FIGURES.map(([figure, show]) => <td key={figure}>{show(f[figure])}</td>);
  return (
    <Card aria-labelledby="agents-report">
      <Subtitle id="agents-report">{t('agents.report.title')}</Subtitle>
      <form onSubmit={submit}>
        <Row>
          <DateRange value={dates} onChange={setDates} />
          <Button type="submit">{t('agents.report.show')}</Button>
        </Row>
      </form>
      <LoadState of={store.report} />
      {report && report.rows.length === 0 && <Muted>{t('table.empty')}</Muted>}
      {report && report.rows.length > 0 && (
        <TableWrap>
          <Table aria-label={t('agents.report.title')}>
            <thead>
              <tr>
                <th scope="col">{t('agents.columns.username')}</th>
                <th scope="col">{t('agents.columns.depth')}</th>
                {REPORT_FIGURES.map(([figure]) => (
                  <th key={figure} scope="col">
                    {t(`agents.report.${figure}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {report.rows.map((row) => (
                <tr key={row.agentId}>
                  <td>{row.username}</td>
                  <td>{row.depth}</td>
                  {cells(row)}
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={2}>
                  {t('agents.report.totals')}
                </th>
                {cells(report.totals)}
              </tr>
            </tfoot>
          </Table>
        </TableWrap>
      )}
    </Card>
  );
});
