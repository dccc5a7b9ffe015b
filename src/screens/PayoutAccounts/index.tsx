import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PayoutAccountValue } from '@common/contract/payments';
import { LoadStatus } from '../../components/payments/PagedList';
import { Note, Rows } from '../../components/payments/styles';
import { Button, ButtonLink, Card, Muted, Page } from '../../components/ui';
import { routerPath, withdrawalPasswordPath } from '../../paths';
import { useFeature } from '../../stores';
import { PayoutAccountStore } from '../../stores/PayoutAccountStore';
import { AddAccount } from './components/AddAccount';
import { RemoveAccount } from './components/RemoveAccount';

/**
 * /m/payoutAccounts (§7 bankCard, issue 14): the member's payout accounts, masked; add one (up to
 * the merchant's maximum) and remove one, each with the withdrawal password; without a withdrawal
 * password, the link to set one instead.
 */
const PayoutAccounts = observer(function PayoutAccounts() {
  const { t } = useTranslation();
  const store = useFeature(PayoutAccountStore);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<PayoutAccountValue | null>(null);
  useEffect(() => {
    void store.load();
  }, [store]);
  if (store.state !== 'loaded') return <Page>{<LoadStatus state={store.state} onRetry={() => void store.load()} />}</Page>;
  const noPassword = store.hasWithdrawalPassword === false;
  return (
    <Page>
      <Card aria-labelledby="payout-list">
        <h2 id="payout-list">{t('payout.title')}</h2>
        {store.max !== null && <Muted>{t('payout.count', { count: store.accounts.length, max: store.max })}</Muted>}
        {store.accounts.length === 0 ? (
          <Muted>{t('payout.none')}</Muted>
        ) : (
          <Rows aria-labelledby="payout-list">
            {store.accounts.map((account) => (
              <li key={account.id}>
                <strong>
                  {account.provider} {account.masked}
                </strong>
                <Muted>{account.holder}</Muted>
                <Button type="button" $variant="ghost" disabled={noPassword} onClick={() => setRemoving(account)} aria-label={t('payout.removeLabel', { account: `${account.provider} ${account.masked}` })}>
                  {t('payout.remove')}
                </Button>
              </li>
            ))}
          </Rows>
        )}
        {noPassword && (
          <Note>
            {t('payout.needPassword')} <ButtonLink to={routerPath(withdrawalPasswordPath())}>{t('withdraw.fix.withdrawalPassword')}</ButtonLink>
          </Note>
        )}
        {store.full && <Note>{t('payout.full', { max: store.max ?? 0 })}</Note>}
        {!adding && !noPassword && !store.full && (
          <Button type="button" onClick={() => setAdding(true)} disabled={store.channels.length === 0}>
            {t('payout.add')}
          </Button>
        )}
      </Card>
      {adding && <AddAccount onClose={() => setAdding(false)} />}
      {removing && <RemoveAccount account={removing} onClose={() => setRemoving(null)} />}
    </Page>
  );
});

export default PayoutAccounts;
