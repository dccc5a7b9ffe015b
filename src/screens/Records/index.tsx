import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { SegmentedSwitch } from '../../components/SegmentedSwitch';
import { Page } from '../../components/ui';
import { RECORD_TABS, type RecordTab } from '../../config/payments';
import { recordsPath, routerPath } from '../../paths';
import { useFeature } from '../../stores';
import { RecordsStore } from '../../stores/RecordsStore';
import { Filters } from './components/Filters';
import { DepositList, TransactionList, WithdrawalList } from './components/Lists';

const isTab = (value: string | null): value is RecordTab => (RECORD_TABS as readonly (string | null)[]).includes(value);

/**
 * /m/records?tab= (issue 14), from the member centre: deposits, withdrawals and the transaction
 * history, newest first, filtered by dates (and the history by kind), a page at a time as the
 * player scrolls.
 */
const Records = observer(function Records() {
  const { t } = useTranslation();
  const store = useFeature(RecordsStore);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const param = params.get('tab');
  const tab: RecordTab = isTab(param) ? param : 'deposits';
  useEffect(() => {
    void store.open(tab);
  }, [store, tab]);
  return (
    <Page>
      <SegmentedSwitch
        label={t('records.tabs')}
        options={RECORD_TABS.map((value) => ({ value, label: t(`records.tab.${value}`) }))}
        value={tab}
        onChange={(value) => navigate(routerPath(recordsPath(value)), { replace: true })}
      />
      <Filters />
      {tab === 'deposits' && <DepositList />}
      {tab === 'withdrawals' && <WithdrawalList />}
      {tab === 'transactions' && <TransactionList />}
    </Page>
  );
});

export default Records;
