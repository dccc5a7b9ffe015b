import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PayoutAccountValue } from '@common/contract/payments';
import { WithdrawalPasswordField } from '../../../components/form/WithdrawalPasswordField';
import { Actions } from '../../../components/payments/styles';
import { Popup } from '../../../components/Popup';
import { Button } from '../../../components/ui';
import { useFeature } from '../../../stores';
import { checkWithdrawalPassword } from '../../../stores/memberRules';
import { PayoutAccountStore } from '../../../stores/PayoutAccountStore';

/** The confirmation of a removal: which account, and the withdrawal password that allows it. */
export const RemoveAccount = observer(function RemoveAccount({ account, onClose }: { account: PayoutAccountValue; onClose: () => void }) {
  const { t } = useTranslation();
  const store = useFeature(PayoutAccountStore);
  const [password, setPassword] = useState('');
  const [tried, setTried] = useState(false);

  async function submit(event: FormEvent): Promise<void> {
    event.preventDefault();
    setTried(true);
    if (checkWithdrawalPassword(password)) return;
    if (await store.remove(account.id, password)) onClose();
  }

  return (
    <Popup id="payout-remove" title={t('payout.removeTitle')} onClose={onClose}>
      <p>{t('payout.removeConfirm', { account: `${account.provider} ${account.masked}` })}</p>
      <form noValidate onSubmit={(e) => void submit(e)} aria-labelledby="payout-remove">
        <WithdrawalPasswordField value={password} onChange={setPassword} error={tried ? checkWithdrawalPassword(password) : null} />
        <Actions>
          <Button type="button" $variant="ghost" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={store.busy}>
            {t('payout.remove')}
          </Button>
        </Actions>
      </form>
    </Popup>
  );
});
