import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField, USERNAME_INPUT } from '../../../components/form';
import { WithdrawalPasswordField } from '../../../components/form/WithdrawalPasswordField';
import { PagedList } from '../../../components/payments/PagedList';
import { Button, Card } from '../../../components/ui';
import { useFeature } from '../../../stores';
import { TransferStore } from '../../../stores/TransferStore';
import { cleanAmountInput } from '../../../utils/amount';
import { formatMinor } from '../../../utils/money';

/** §7 downline transfer: a team member's username, the amount and the withdrawal password; the transfers made. */
export const TransferTab = observer(function TransferTab() {
  const { t } = useTranslation();
  const store = useFeature(TransferStore);
  const [tried, setTried] = useState(false);
  useEffect(() => {
    void store.history.reload();
  }, [store]);
  const problems = tried ? store.problems : {};
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (await store.submit()) setTried(false);
  };
  return (
    <>
      <Card aria-labelledby="agent-transfer">
        <h2 id="agent-transfer">{t('agent.transfer.title')}</h2>
        <form noValidate onSubmit={(e) => void submit(e)} aria-labelledby="agent-transfer">
          <TextField name="username" label={t('agent.transfer.username')} {...USERNAME_INPUT} autoComplete="off" value={store.username} onChange={(v) => store.set('username', v)} error={problems.username} />
          <TextField name="amount" label={t('pay.amount')} inputMode="decimal" autoComplete="off" value={store.amount} onChange={(v) => store.set('amount', cleanAmountInput(v))} error={problems.amount} />
          <WithdrawalPasswordField value={store.password} onChange={(v) => store.setPassword(v)} error={problems.password ?? null} />
          <Button type="submit" disabled={store.busy}>
            {t('agent.transfer.send')}
          </Button>
        </form>
      </Card>
      <Card aria-labelledby="agent-transfers">
        <h2 id="agent-transfers">{t('agent.transfer.history')}</h2>
        <PagedList list={store.history} label={t('agent.transfer.history')} emptyKey="agent.transfer.none" keyOf={(x) => x.id}>
          {(x) => t('agent.transfer.row', { username: x.username, amount: formatMinor(x.amount), at: new Date(x.createdAt).toLocaleString() })}
        </PagedList>
      </Card>
    </>
  );
});
