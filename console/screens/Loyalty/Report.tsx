import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoyaltyReport } from '@common/contract/consoleLoyalty';
import { MALL_ORDER_STATUSES } from '@common/rules/loyalty';
import { DateRange, rangeOf, type Dates } from '../../components/DateRange';
import { Facts } from '../../components/Facts';
import { LoadState } from '../../components/Loading';
import { Button, Card, Row, Subtitle } from '../../components/ui';
import { money } from '../../format';
import { LoyaltyStore } from '../../stores/LoyaltyStore';
import { useFeature } from '../../stores/context';

const points = (n: number) => n.toLocaleString('en');
/** A bonus and points paid together: "1,500.00 · 2,000 points". */
const paid = (t: (key: string, options?: Record<string, unknown>) => string, p: { bonus: number; points: number }) => `${money(p.bonus)} · ${t('loyalty.prize.points', { points: points(p.points) })}`;

/** The report's rows (console keys loyalty.report.<row>). */
export function reportRows(r: LoyaltyReport, t: (key: string, options?: Record<string, unknown>) => string): [string, string][] {
  return [
    ['loyalty.report.issued', points(r.issued)],
    ['loyalty.report.redeemed', points(r.redeemed)],
    ['loyalty.report.expired', points(r.expired)],
    ['loyalty.report.refunded', points(r.refunded)],
    ['loyalty.report.outstanding', points(r.outstanding)],
    ...MALL_ORDER_STATUSES.map((status): [string, string] => [`loyalty.report.orders.${status}`, String(r.orders[status] ?? 0)]),
    ['loyalty.report.levelRewards', paid(t, r.levelRewards)],
    ['loyalty.report.racePrizes', paid(t, r.racePrizes)],
  ];
}

/** Points issued, redeemed, expired and refunded over a date range, what members hold now, orders by status, level rewards and race prizes paid. */
export const Report = observer(function Report() {
  const { t } = useTranslation();
  const store = useFeature(LoyaltyStore);
  const [dates, setDates] = useState<Dates>({ from: '', to: '' });
  useEffect(() => void store.loadReport({}), [store]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void store.loadReport(rangeOf(dates));
  };
  const report = store.report.value;
  return (
    <Card aria-labelledby="loyalty-report">
      <Subtitle id="loyalty-report">{t('loyalty.report.title')}</Subtitle>
      <form onSubmit={submit}>
        <Row>
          <DateRange value={dates} onChange={setDates} />
          <Button type="submit">{t('loyalty.report.show')}</Button>
        </Row>
      </form>
      <LoadState of={store.report} />
      {report && <Facts rows={reportRows(report, t)} />}
    </Card>
  );
});
