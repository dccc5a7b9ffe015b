import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { DepositValue } from '@common/contract/payments';
import { Actions } from '../../../components/payments/styles';
import { Button, ButtonLink } from '../../../components/ui';
import { depositPath, recordsPath, routerPath } from '../../../paths';
import { useFeature } from '../../../stores';
import { depositIsFinal, DepositStore } from '../../../stores/DepositStore';

/** Under a deposit's detail: check the status again while it waits, the records, another deposit. */
export const DetailActions = observer(function DetailActions({ deposit }: { deposit: DepositValue }) {
  const { t } = useTranslation();
  const store = useFeature(DepositStore);
  const navigate = useNavigate();
  return (
    <Actions>
      {!depositIsFinal(deposit) && (
        <Button type="button" $variant="ghost" onClick={() => void store.refresh()} disabled={store.busy}>
          {t('deposit.checkStatus')}
        </Button>
      )}
      <ButtonLink to={routerPath(recordsPath('deposits'))} $variant="ghost">
        {t('deposit.records')}
      </ButtonLink>
      <Button
        type="button"
        onClick={() => {
          store.startOver();
          navigate(routerPath(depositPath()));
        }}
      >
        {t('deposit.again')}
      </Button>
    </Actions>
  );
});
