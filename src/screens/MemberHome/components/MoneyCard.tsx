import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui';
import { depositPath, identityPath, payoutAccountsPath, recordsPath, responsibleGamingPath, withdrawPath } from '../../../paths';
import { useStores } from '../../../stores';
import { LinkGrid } from './LinkGrid';

/** Deposit, withdrawal and payout accounts: real accounts only (§4: types 0, 1, 2). */
const CASHIER = [
  { to: depositPath(), key: 'common.deposit' },
  { to: withdrawPath(), key: 'title.withdraw' },
  { to: payoutAccountsPath(), key: 'title.payoutAccounts' },
];

/**
 * Money in and out (issue 14): deposit, withdrawal and payout accounts for real accounts; identity
 * and the three records for every account the member centre admits (trial accounts never get here);
 * responsible gaming (limits and breaks, issue 15).
 */
export const MoneyCard = observer(function MoneyCard() {
  const { t } = useTranslation();
  const { session } = useStores();
  const links = [
    ...(session.isRealMember ? CASHIER : []),
    { to: identityPath(), key: 'title.identity' },
    { to: recordsPath('deposits'), key: 'records.tab.deposits' },
    { to: recordsPath('withdrawals'), key: 'records.tab.withdrawals' },
    { to: recordsPath('transactions'), key: 'records.tab.transactions' },
    { to: responsibleGamingPath(), key: 'title.responsibleGaming' },
  ];
  return (
    <Card aria-labelledby="member-money">
      <h2 id="member-money">{t('member.money')}</h2>
      <LinkGrid links={links} />
    </Card>
  );
});
