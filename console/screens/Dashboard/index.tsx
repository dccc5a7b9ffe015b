import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadState } from '../../components/Loading';
import { MerchantPicker } from '../../components/MerchantPicker';
import { Muted, Subtitle, Title } from '../../components/ui';
import { useStores, useFeature } from '../../stores/context';
import { DashboardStore } from '../../stores/DashboardStore';
import { Breakdown, DaysTable } from './FigureTables';
import { Tiles } from './Tiles';

/** The chart library is the heaviest part of the console: its own chunk, after the figures show. */
const Charts = lazy(() => import(/* webpackChunkName: "charts" */ './charts'));

const DAYS_TABLE_ID = 'dashboard-days';

/** Today's figures, the last days as charts (and as a table), and the days' breakdown per vendor and game type. */
const Dashboard = observer(function Dashboard() {
  const { t } = useTranslation();
  const { session } = useStores();
  const dashboard = useFeature(DashboardStore);
  useEffect(() => void dashboard.load(), [dashboard]);
  const value = dashboard.figures.value;
  const scope = value ? (value.merchantCode ?? t('merchantPicker.all')) : (session.me?.merchantCode ?? '');
  return (
    <>
      <Title>{t('dashboard.title')}</Title>
      <MerchantPicker value={dashboard.merchantCode} onChange={(code) => void dashboard.load(code)} allowAll />
      <Muted>{t('dashboard.scope', { merchant: scope })}</Muted>
      <LoadState of={dashboard.figures} />
      {value && (
        <>
          <Subtitle>{t('dashboard.today')}</Subtitle>
          <Tiles today={value.today} />
          <Subtitle>{t('dashboard.lastDays', { days: value.days.length })}</Subtitle>
          <Suspense fallback={<Muted role="status">{t('shell.loading')}</Muted>}>
            <Charts days={value.days} tableId={DAYS_TABLE_ID} />
          </Suspense>
          <DaysTable days={value.days} id={DAYS_TABLE_ID} />
          <Breakdown titleKey="dashboard.byVendor" keyLabelKey="dashboard.vendor" rows={value.byVendor} days={value.days.length} />
          <Breakdown titleKey="dashboard.byGameType" keyLabelKey="dashboard.gameType" rows={value.byGameType} days={value.days.length} />
        </>
      )}
    </>
  );
});

export default Dashboard;
